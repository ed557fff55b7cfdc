import { describe, expect, it } from 'vitest';
import { fractionalKellyShare, kellyShare } from './kelly.ts';

describe('kellyShare', () => {
  it('works odds 2.50 with p 0.45 by hand', () => {
    // b = 2.50 − 1 = 1.5, q = 0.55; f* = (1.5 × 0.45 − 0.55) ÷ 1.5 = (0.675 − 0.55) ÷ 1.5
    // = 0.125 ÷ 1.5 = 0.08333…
    expect(kellyShare(2.5, 0.45)).toBeCloseTo(1 / 12, 12);
  });

  it('works odds 3.00 with p 0.40 by hand', () => {
    // b = 2, q = 0.6; f* = (2 × 0.4 − 0.6) ÷ 2 = 0.2 ÷ 2 = 0.1
    expect(kellyShare(3, 0.4)).toBeCloseTo(0.1, 12);
  });

  it('is 0 (no bet) without an edge, never negative', () => {
    // Even money at p 0.5: (1 × 0.5 − 0.5) ÷ 1 = 0.
    expect(kellyShare(2, 0.5)).toBe(0);
    // b = 0.8: (0.8 × 0.5 − 0.5) ÷ 0.8 = −0.125 → 0.
    expect(kellyShare(1.8, 0.5)).toBe(0);
  });

  it('refuses odds ≤ 1 and probabilities outside (0, 1)', () => {
    expect(kellyShare(1, 0.5)).toBeNull();
    expect(kellyShare(2, 0)).toBeNull();
    expect(kellyShare(2, 1)).toBeNull();
    expect(kellyShare(Number.NaN, 0.5)).toBeNull();
  });
});

describe('fractionalKellyShare', () => {
  it('takes a quarter of 0.08333… (2.08 % of the balance) below a 5 % cap', () => {
    // ¼ × 1/12 = 1/48 = 0.0208333…
    expect(fractionalKellyShare(2.5, 0.45, 0.25, 0.05)).toBeCloseTo(1 / 48, 12);
  });

  it('caps the share at the maximum', () => {
    // Full Kelly 1/12 = 8.33 % > a 5 % cap.
    expect(fractionalKellyShare(2.5, 0.45, 1, 0.05)).toBe(0.05);
  });
});

describe('fractionalKellyShare at its edges', () => {
  it('refuses what kellyShare refuses rather than answer 0', () => {
    expect(fractionalKellyShare(1, 0.5, 0.25, 0.05)).toBeNull();
    expect(fractionalKellyShare(2, 1.2, 0.25, 0.05)).toBeNull();
  });
});
