import { describe, expect, it } from 'vitest';
import type { LuckReport } from './luck.ts';
import { edgeSentence, FRIENDLY_ONE_IN_CAP, friendlyOneIn } from './sentence.ts';

describe('1/p as a number people say', () => {
  it.each([
    [2.2, 2],
    [3.5, 4], // halves up
    [6.3, 6],
    [9.49, 9],
    [9.5, 10], // from 9.5 the steps are of 5
    [12.4, 10],
    [12.5, 15],
    [41, 40],
    [43.956, 45], // 1 ÷ 0.02275, the fair coin's 60 wins in 100
    [97.6, 100], // up to the next power of ten
    [157, 150], // steps of 50 from 100
    [175, 200],
    [1234, 1000], // steps of 500 from 1,000
    [1250, 1500],
    [123_456, 100_000], // steps of 50,000
    [999_999, FRIENDLY_ONE_IN_CAP],
    [5e9, FRIENDLY_ONE_IN_CAP],
  ])('%d → %d', (inverseP, expected) => {
    expect(friendlyOneIn(inverseP)).toBe(expected);
  });
});

/** A luck report with only what the sentence reads set. */
const reportWith = (pValue: number | null, bets = 1836, roiRatio = 0.074): LuckReport => ({
  assumption: 'margin-not-removed',
  bets,
  excluded: { open: 0, void: 0, other: 0, withoutOdds: 0 },
  stakedCents: 0,
  profitCents: 0,
  expectedProfitCents: 0,
  profitSdCents: 0,
  z: null,
  pValue,
  roiRatio,
  roiInterval95: null,
  betsForSignificance: null,
  moreBetsForSignificance: null,
});

describe('the plain-words verdict', () => {
  it('"+7.4 % ROI over 1,836 bets: a bettor with no edge does this well about 1 time in 40"', () => {
    // p = 0.025 → 1/p = 40
    expect(edgeSentence(reportWith(0.025))).toEqual({
      kind: 'better-than-no-edge',
      roiRatio: 0.074,
      bets: 1836,
      pValue: 0.025,
      oneIn: 40,
      beyondOneIn: false,
      significant: true,
    });
  });

  it('rounds its ROI once to 4 decimals, as every ROI is shown (issue 32)', () => {
    // 0.0657849 → 0.0658 ("+6.58%"); −0.123456 → −0.1235; −0.00001 → 0, not −0
    expect(edgeSentence(reportWith(0.025, 1836, 0.0657849)).roiRatio).toBe(0.0658);
    expect(edgeSentence(reportWith(0.7, 1836, -0.123456)).roiRatio).toBe(-0.1235);
    expect(Object.is(edgeSentence(reportWith(0.7, 1836, -0.00001)).roiRatio, 0)).toBe(true);
  });

  it('not significant, yet better than no edge: p 0.1587 → 1/p 6.3 → about 1 time in 6', () => {
    expect(edgeSentence(reportWith(0.158_655))).toMatchObject({
      kind: 'better-than-no-edge',
      oneIn: 6,
      significant: false,
    });
  });

  it('p = 0.05 exactly is significant', () => {
    expect(edgeSentence(reportWith(0.05))).toMatchObject({ oneIn: 20, significant: true });
  });

  it('past a million: "fewer than 1 time in a million"', () => {
    expect(edgeSentence(reportWith(1e-9))).toMatchObject({
      oneIn: 1_000_000,
      beyondOneIn: true,
    });
  });

  it('at or below a no-edge bettor (p ≥ 0.5), and with no bets', () => {
    expect(edgeSentence(reportWith(0.5, 10, 0))).toMatchObject({
      kind: 'no-better-than-no-edge',
      oneIn: null,
      significant: false,
    });
    expect(edgeSentence(reportWith(0.76, 1, -1)).kind).toBe('no-better-than-no-edge');
    expect(edgeSentence(reportWith(null, 0, 0))).toMatchObject({ kind: 'no-bets', oneIn: null });
  });
});
