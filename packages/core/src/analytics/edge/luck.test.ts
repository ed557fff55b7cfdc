import { describe, expect, it } from 'vitest';
import type { BetView } from '../../contract/history.ts';
import { view } from '../../history/bet-view.test-support.ts';
import { edgeBetsOf } from './edge-bet.ts';
import { fairProbabilityOf, type LuckReport, luckOrSkill } from './luck.ts';
import { edgeSentence } from './sentence.ts';

/** `count` copies of a bet. */
const times = (count: number, make: () => BetView): BetView[] =>
  Array.from({ length: count }, make);
const luck = (bets: BetView[]): LuckReport => luckOrSkill(edgeBetsOf(bets));

// Φ values from the standard normal table: P(Z ≥ 2) = 0.0227501, P(Z ≥ 1) = 0.1586553,
// P(Z ≥ 1.2) = 0.1150697, P(Z ≥ −1/√2) = Φ(1/√2) = (1 + erf(0.5)) ÷ 2 = 0.7602499.
// z₅ = 1.6448536 (z₅² = 2.7055435), z for 95 % two-sided = 1.959964.

describe('luck or skill: hand-worked histories', () => {
  it('a fair coin at evens: 100 bets of 10 € at 2.00, 60 won', () => {
    const report = luck([
      ...times(60, () => view(10, 10, 'WON', undefined, { Odds: 2 })),
      ...times(40, () => view(10, -10, 'LOST', undefined, { Odds: 2 })),
    ]);
    // profit 60 × 10 − 40 × 10 = 200 €; per bet Var = 10² × (2 − 1) = 100 €², × 100 = 10,000 €²
    // → sd 100 €; z = 200 ÷ 100 = 2; p = P(Z ≥ 2) = 0.0227501
    expect(report).toMatchObject({
      assumption: 'margin-not-removed',
      bets: 100,
      stakedCents: 100_000,
      profitCents: 20_000,
      expectedProfitCents: 0,
    });
    expect(report.profitSdCents).toBeCloseTo(10_000, 8);
    expect(report.z).toBeCloseTo(2, 12);
    expect(report.pValue).toBeCloseTo(0.022_750_13, 8);
    // ROI 200 ÷ 1000 = 0.2; 95 %: 0.2 ± 1.959964 × 100 ÷ 1000 = 0.2 ± 0.1959964
    expect(report.roiRatio).toBeCloseTo(0.2, 12);
    expect(report.roiInterval95?.low).toBeCloseTo(0.004_003_6, 6);
    expect(report.roiInterval95?.high).toBeCloseTo(0.395_996_4, 6);
    // per bet: excess 2 €, variance 100 €²; N ≥ 2.7055435 × 100 ÷ 2² = 67.64 → 68: done already
    expect(report.betsForSignificance).toBe(68);
    expect(report.moreBetsForSignificance).toBe(0);
    // in words: 1 ÷ 0.0227501 = 43.96 → "about 1 time in 45"
    expect(edgeSentence(report)).toMatchObject({ oneIn: 45, significant: true });
  });

  it('a 1.50 favourite series: 200 bets of 10 € at 1.50, 140 won', () => {
    const report = luck([
      ...times(140, () => view(10, 5, 'WON', undefined, { Odds: 1.5 })),
      ...times(60, () => view(10, -10, 'LOST', undefined, { Odds: 1.5 })),
    ]);
    // no edge wins 200 ÷ 1.5 = 133.3; profit 140 × 5 − 60 × 10 = 100 €; per bet
    // Var = 10² × 0.5 = 50 €², × 200 = 10,000 €² → sd 100 €; z = 1; p = 0.1586553
    expect(report.profitCents).toBe(10_000);
    expect(report.profitSdCents).toBeCloseTo(10_000, 8);
    expect(report.z).toBeCloseTo(1, 12);
    expect(report.pValue).toBeCloseTo(0.158_655_25, 8);
    // ROI 100 ÷ 2000 = 0.05; ± 1.959964 × 100 ÷ 2000 = ± 0.0979982
    expect(report.roiInterval95?.low).toBeCloseTo(-0.047_998_2, 6);
    expect(report.roiInterval95?.high).toBeCloseTo(0.147_998_2, 6);
    // per bet: excess 0.50 €, variance 50 €²; N ≥ 2.7055435 × 50 ÷ 0.25 = 541.1 → 542, 342 more
    expect(report.betsForSignificance).toBe(542);
    expect(report.moreBetsForSignificance).toBe(342);
  });

  it('a mixed slip: back, lay, half result, and what is left out', () => {
    const report = luck([
      // 10 € at 3.00 won: +20 €, Var 10² × 2 = 200 €²
      view(10, 20, 'WON', undefined, { Odds: 3 }),
      // 10 € at 2.25 lost: −10 €, Var 10² × 1.25 = 125 €²
      view(10, -10, 'LOST', undefined, { Odds: 2.25 }),
      // lay 10 € at 3.00 (liability 20 €), the selection lost: +10 €. As a back of the other
      // side: 20 € at 1.50 won with 2/3: Var (20 × 1.5)² × 2/3 × 1/3 = 200 €² = 10² × (3 − 1)
      view(10, 10, 'WON', undefined, { Odds: 3, Side: 'LAY', Liability: 20 }),
      // half won, 20 € at 2.00: 10 € ran and won +10 €, Var 10² × 1 = 100 €²
      view(20, 10, 'HALF_WON', undefined, { Odds: 2 }),
      // left out: void, open, cashed out, no odds
      view(50, 0, 'VOID', undefined, { Odds: 2 }),
      view(10, 0, 'PENDING', undefined, { Odds: 2 }),
      view(10, 5, 'CASHED_OUT', undefined, { Odds: 4 }),
      view(10, 5, 'WON', undefined, { Odds: null }),
    ]);
    // profit 20 − 10 + 10 + 10 = 30 €; Var 200 + 125 + 200 + 100 = 625 €² → sd 25 €;
    // z = 30 ÷ 25 = 1.2; p = 0.1150697
    expect(report).toMatchObject({
      bets: 4,
      excluded: { open: 1, void: 1, other: 1, withoutOdds: 1 },
      stakedCents: 5000, // 10 + 10 + 20 + 10 (half of 20)
      profitCents: 3000,
      expectedProfitCents: 0,
    });
    expect(report.profitSdCents).toBeCloseTo(2500, 8);
    expect(report.z).toBeCloseTo(1.2, 12);
    expect(report.pValue).toBeCloseTo(0.115_069_67, 8);
    // ROI 30 ÷ 50 = 0.6 ± 1.959964 × 25 ÷ 50 = ± 0.979982
    expect(report.roiRatio).toBeCloseTo(0.6, 12);
    expect(report.roiInterval95?.low).toBeCloseTo(-0.379_982, 6);
    expect(report.roiInterval95?.high).toBeCloseTo(1.579_982, 6);
    // per bet: excess 7.50 €, variance 156.25 €²; N ≥ 2.7055435 × 156.25 ÷ 56.25 = 7.52 → 8
    expect(report.betsForSignificance).toBe(8);
    expect(report.moreBetsForSignificance).toBe(4);
  });

  it('a half loss counts half the stake; below the null, more bets never help', () => {
    // 20 € at 3.00, half lost: 10 € ran and lost −10 €; Var 10² × 2 = 200 €²; sd 14.142 €;
    // z = −10 ÷ 14.142 = −1/√2; p = Φ(1/√2) = 0.7602499
    const report = luck([view(20, -10, 'HALF_LOST', undefined, { Odds: 3 })]);
    expect(report.stakedCents).toBe(1000);
    expect(report.roiRatio).toBe(-1);
    expect(report.z).toBeCloseTo(-Math.SQRT1_2, 12);
    expect(report.pValue).toBeCloseTo(0.760_249_94, 8);
    expect(report.betsForSignificance).toBeNull();
    expect(report.moreBetsForSignificance).toBeNull();
  });

  it('no bets: nothing to test', () => {
    expect(luck([view(10, 0, 'VOID')])).toMatchObject({
      bets: 0,
      excluded: { open: 0, void: 1, other: 0, withoutOdds: 0 },
      stakedCents: 0,
      profitCents: 0,
      profitSdCents: 0,
      z: null,
      pValue: null,
      roiRatio: 0,
      roiInterval95: null,
      betsForSignificance: null,
      moreBetsForSignificance: null,
    });
  });
});

describe('luck or skill with the margin removed', () => {
  it.each([
    [[1.9, 1.9], 0.5], // 0.5263 ÷ 1.0526
    [[2, 4, 4], 0.5], // 0.5 ÷ (0.5 + 0.25 + 0.25)
    [[2.5, 1.6], 0.4 / 1.025], // 0.4 ÷ (0.4 + 0.625) = 0.3902439
    [[2], null], // one outcome is no market
    [[2, 1], null], // odds of 1 pay nothing
  ])('fair probability of %o = %d', (odds, expected) => {
    if (expected === null) expect(fairProbabilityOf(odds)).toBeNull();
    else expect(fairProbabilityOf(odds)).toBeCloseTo(expected, 12);
  });

  const evens = [
    ...times(3, () => view(10, 9, 'WON', undefined, { Odds: 1.9 })),
    view(10, -10, 'LOST', undefined, { Odds: 1.9 }),
  ];

  it('a no-edge bettor pays the margin: 4 bets of 10 € at 1.90 on a fair coin', () => {
    // p = 0.5 (both sides 1.90): E = 10 × (0.5 × 1.9 − 1) = −0.50 € a bet, −2 € in all;
    // Var = (10 × 1.9)² × 0.25 = 90.25 €², × 4 = 361 → sd 19 €; profit 3 × 9 − 10 = 17 €;
    // z = (17 − (−2)) ÷ 19 = 1; p = 0.1586553
    const report = luckOrSkill(edgeBetsOf(evens), { fairProbabilityOf: () => 0.5 });
    expect(report).toMatchObject({
      assumption: 'margin-removed',
      profitCents: 1700,
      expectedProfitCents: -200,
    });
    expect(report.profitSdCents).toBeCloseTo(1900, 8);
    expect(report.z).toBeCloseTo(1, 12);
    expect(report.pValue).toBeCloseTo(0.158_655_25, 8);
  });

  it('one bet without its market keeps 1/odds for all, and says so', () => {
    // 1/odds: E = 0; Var = 10² × 0.9 = 90 €² a bet, 360 → sd √360 = 18.974 €
    const report = luckOrSkill(edgeBetsOf(evens), {
      fairProbabilityOf: (_bet, index) => (index === 3 ? null : 0.5),
    });
    expect(report.assumption).toBe('margin-not-removed');
    expect(report.expectedProfitCents).toBe(0);
    expect(report.profitSdCents).toBeCloseTo(Math.sqrt(360) * 100, 8);
  });

  it('a lay wins when its selection loses: with 1 − p', () => {
    // lay 10 € at 2.00, selection's fair p 0.4: backs the other side, 10 € (the liability) at
    // 2.00, won with 0.6: E = 10 × (0.6 × 2 − 1) = 2 €; Var = (10 × 2)² × 0.6 × 0.4 = 96 €²
    const report = luckOrSkill(
      edgeBetsOf([view(10, 10, 'WON', undefined, { Odds: 2, Side: 'LAY', Liability: 10 })]),
      { fairProbabilityOf: () => 0.4 },
    );
    expect(report.expectedProfitCents).toBe(200);
    expect(report.profitSdCents).toBeCloseTo(Math.sqrt(96) * 100, 8);
    // z = (10 − 2) ÷ 9.798 = 0.8165
    expect(report.z).toBeCloseTo(8 / Math.sqrt(96), 12);
  });
});
