import { describe, expect, it } from 'vitest';
import { decimalOdds, normalCdf, poissonDistribution } from './odds.ts';

describe('decimalOdds', () => {
  it.each([
    // 1 / (0.5 × 1.05) = 1.90476… → 1.90
    { probability: 0.5, odds: 1.9 },
    // 1 / (0.25 × 1.05) = 3.80952… → 3.81
    { probability: 0.25, odds: 3.81 },
    // 1 / (0.001 × 1.05) = 952.38…
    { probability: 0.001, odds: 952.38 },
    // 1 / 1.05 = 0.952 → never below 1.01
    { probability: 1, odds: 1.01 },
    { probability: 0.95, odds: 1.01 },
    // 1 / (0.9 × 1.05) = 1.0582… → 1.06
    { probability: 0.9, odds: 1.06 },
    // practically impossible: capped, never infinite
    { probability: 0.00001, odds: 1000 },
    { probability: 0, odds: 1000 },
  ])('prices probability $probability at $odds', ({ probability, odds }) => {
    expect(decimalOdds(probability)).toBe(odds);
  });
});

describe('poissonDistribution', () => {
  it('gives e^-m m^k / k! and lumps the tail into the last entry', () => {
    // mean 1: e^-1 = 0.36788, 0.36788, 0.18394, tail 1 − 0.91970 = 0.08030
    const [p0, p1, p2, tail] = poissonDistribution(1, 3);
    expect(p0).toBeCloseTo(0.36788, 5);
    expect(p1).toBeCloseTo(0.36788, 5);
    expect(p2).toBeCloseTo(0.18394, 5);
    expect(tail).toBeCloseTo(0.0803, 4);
  });

  it('is all at zero for a mean of zero', () => {
    expect(poissonDistribution(0, 2)).toEqual([1, 0, 0]);
  });
});

describe('normalCdf', () => {
  it.each([
    { x: 0, p: 0.5 },
    { x: 1, p: 0.841345 },
    { x: -1, p: 0.158655 },
    { x: 1.959964, p: 0.975 },
    { x: -3, p: 0.00135 },
  ])('Φ($x) ≈ $p', ({ x, p }) => {
    expect(normalCdf(x)).toBeCloseTo(p, 5);
  });
});
