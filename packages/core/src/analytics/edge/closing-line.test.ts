import { describe, expect, it } from 'vitest';
import { selection, view } from '../../history/bet-view.test-support.ts';
import { closingLineValue, clvOf, fairClvOf } from './closing-line.ts';
import { edgeBetsOf } from './edge-bet.ts';

describe('one bet’s closing-line value', () => {
  it.each([
    // side, odds taken, closing odds (thousandths), CLV
    ['BACK', 2100, 2000, 0.05], // 2.10 ÷ 2.00 − 1
    ['BACK', 1800, 2000, -0.1], // 1.80 ÷ 2.00 − 1
    ['BACK', 2500, 2500, 0], // took the closing price
    ['BACK', 3000, 2400, 0.25], // 3.00 ÷ 2.40 = 1.25
    // lay at L is a back of the other side at L ÷ (L − 1): (C − L) ÷ (C × (L − 1))
    ['LAY', 3000, 4000, 0.125], // (4 − 3) ÷ (4 × 2); also 1.5 ÷ (4/3) − 1 = 1.125 − 1
    ['LAY', 3000, 2500, -0.1], // laid 3.00, closed 2.50: (2.5 − 3) ÷ (2.5 × 2) = −0.5 ÷ 5
    ['LAY', 2000, 2000, 0],
  ] as const)('%s at %d closing %d → %d', (side, odds, closing, expected) => {
    expect(clvOf(side, odds, closing)).toBeCloseTo(expected, 12);
  });
});

describe('closing-line value of a history', () => {
  // In Madrid (UTC+1 in winter) 2025-01-31T23:30Z is already February 1.
  const bets = edgeBetsOf([
    // CLV 2.10 ÷ 2.00 − 1 = +0.05; expected 10 € × 0.05 = 0.50 €
    view(10, 11, 'WON', '2025-01-31T23:30:00.000Z', { Odds: 2.1, ClosingOdds: 2 }),
    // CLV 1.80 ÷ 2.00 − 1 = −0.10; expected 20 € × −0.10 = −2.00 €
    view(20, -20, 'LOST', '2025-01-15T12:00:00.000Z', { Odds: 1.8, ClosingOdds: 2 }),
    // lay 10 € at 3.00 (liability 20 €), closed 4.00: CLV +0.125; expected 20 € × 0.125 = 2.50 €
    view(10, 10, 'WON', '2025-02-10T12:00:00.000Z', {
      Odds: 3,
      ClosingOdds: 4,
      Side: 'LAY',
      Liability: 20,
    }),
    // took the close: CLV 0, does not beat it; a half result keeps its whole stake (5 €)
    view(5, 3.75, 'HALF_WON', '2025-02-20T12:00:00.000Z', { Odds: 2.5, ClosingOdds: 2.5 }),
    // a cash-out counts: CLV 3.00 ÷ 2.40 − 1 = +0.25; expected 10 € × 0.25 = 2.50 €
    view(10, 4, 'CASHED_OUT', '2025-02-25T12:00:00.000Z', { Odds: 3, ClosingOdds: 2.4 }),
    // left out: a void (nothing ran), an open bet (no result yet)
    view(50, 0, 'VOID', '2025-02-26T12:00:00.000Z', { Odds: 2, ClosingOdds: 1.5 }),
    view(10, 0, 'PENDING', '2025-02-27T12:00:00.000Z', { Odds: 2, ClosingOdds: 1.8 }),
    // settled without a closing price: counted apart
    view(10, 10, 'WON', '2025-02-28T12:00:00.000Z', { Odds: 2 }),
  ]);

  it('overall: average, share beating the close, expected beside actual profit', () => {
    const report = closingLineValue(bets, { timeZone: 'Europe/Madrid' });
    // CLVs +0.05, −0.10, +0.125, 0, +0.25: sum 0.325 over 5 → 0.065; 3 of 5 beat the close
    expect(report.overall.bets).toBe(5);
    expect(report.overall.averageClv).toBeCloseTo(0.065, 12);
    expect(report.overall.beatClose).toBe(3);
    expect(report.overall.beatCloseRatio).toBeCloseTo(0.6, 12);
    // staked 10 + 20 + 20 (liability) + 5 + 10 = 65 €
    expect(report.overall.stakedCents).toBe(6500);
    // expected 0.50 − 2.00 + 2.50 + 0 + 2.50 = 3.50 €; actual 11 − 20 + 10 + 3.75 + 4 = 8.75 €
    expect(report.overall.expectedProfitCents).toBe(350);
    expect(report.overall.actualProfitCents).toBe(875);
    expect(report.withoutClosingOdds).toBe(1);
  });

  it('by the month placed, in the time zone asked for', () => {
    const madrid = closingLineValue(bets, { timeZone: 'Europe/Madrid' }).months;
    expect(madrid.map((m) => m.month)).toEqual(['2025-01', '2025-02']);
    // January: the −0.10 bet alone
    expect(madrid[0]).toMatchObject({
      bets: 1,
      beatClose: 0,
      beatCloseRatio: 0,
      stakedCents: 2000,
      expectedProfitCents: -200,
      actualProfitCents: -2000,
    });
    expect(madrid[0]?.averageClv).toBeCloseTo(-0.1, 12);
    // February: +0.05, +0.125, 0, +0.25 → 0.425 ÷ 4 = 0.10625; 3 of 4 beat; staked 10 + 20 + 5
    // + 10 = 45 €; expected 0.50 + 2.50 + 0 + 2.50 = 5.50 €; actual 11 + 10 + 3.75 + 4 = 28.75 €
    expect(madrid[1]).toMatchObject({
      bets: 4,
      beatClose: 3,
      beatCloseRatio: 0.75,
      stakedCents: 4500,
      expectedProfitCents: 550,
      actualProfitCents: 2875,
    });
    expect(madrid[1]?.averageClv).toBeCloseTo(0.10625, 12);

    // In UTC the first bet is still January: (0.05 − 0.10) ÷ 2 = −0.025
    const utc = closingLineValue(bets, { timeZone: 'UTC' }).months;
    expect(utc.map((m) => [m.month, m.bets])).toEqual([
      ['2025-01', 2],
      ['2025-02', 3],
    ]);
    expect(utc[0]?.averageClv).toBeCloseTo(-0.025, 12);
  });

  it('a lay without a recorded liability uses stake × (odds − 1)', () => {
    // lay 10 € at 3.00, closed 4.00: liability 10 × 2 = 20 €, expected 20 × 0.125 = 2.50 €
    const lay = edgeBetsOf([
      view(10, 10, 'WON', undefined, { Odds: 3, ClosingOdds: 4, Side: 'LAY', Liability: null }),
    ]);
    expect(closingLineValue(lay, { timeZone: 'UTC' }).overall).toMatchObject({
      stakedCents: 2000,
      expectedProfitCents: 250,
    });
  });

  it('with no closing prices there is nothing to average', () => {
    const report = closingLineValue(edgeBetsOf([view(10, 10, 'WON')]), { timeZone: 'UTC' });
    expect(report.overall).toEqual({
      bets: 0,
      averageClv: null,
      beatClose: 0,
      beatCloseRatio: null,
      stakedCents: 0,
      expectedProfitCents: 0,
      actualProfitCents: 0,
    });
    expect(report.months).toEqual([]);
    expect(report.withoutClosingOdds).toBe(1);
    expect(report.fairClose).toEqual({ bets: 0, averageClv: null, beatFairClose: 0 });
  });

  it('refuses an unknown time zone', () => {
    expect(() => closingLineValue([], { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('CLV against the fair close (issue 36)', () => {
  it('works one bet: a back by odds × p − 1, a lay by L ÷ (L − 1) × (1 − p) − 1', () => {
    // 2.20 on 204/449 (fair-close.test.ts): 448.8/449 − 1 = −0.2/449.
    expect(fairClvOf('BACK', 2200, 204 / 449)).toBeCloseTo(-0.2 / 449, 12);
    // Laid 3.00 on p = 0.25: backing "not" at 1.5 with 0.75: 1.125 − 1 = +0.125.
    expect(fairClvOf('LAY', 3000, 0.25)).toBeCloseTo(0.125, 12);
  });

  it('averages the settled bets with a fair close, a multiple by the product of its legs', () => {
    const leg = (p: number | null) => selection({ FairCloseProbability: p });
    const report = closingLineValue(
      edgeBetsOf([
        // 2.20 × 0.5 − 1 = +0.10
        view(10, 12, 'WON', undefined, { Odds: 2.2, ClosingOdds: 2.1, Selections: [leg(0.5)] }),
        // 3.80 × 119/449 − 1 = 3.2/449 = +0.007127 (fair-close.test.ts)
        view(10, -10, 'LOST', undefined, { Odds: 3.8, Selections: [leg(119 / 449)] }),
        // a double at 4.00 on 0.5 × 0.4 = 0.2: 4 × 0.2 − 1 = −0.20
        view(10, -10, 'LOST', undefined, { Odds: 4, Selections: [leg(0.5), leg(0.4)] }),
        // left out: a leg without one, a void, an open bet
        view(10, -10, 'LOST', undefined, { Odds: 4, Selections: [leg(0.5), leg(null)] }),
        view(10, 0, 'VOID', undefined, { Odds: 2, Selections: [leg(0.5)] }),
        view(10, 0, 'PENDING', undefined, { Odds: 2, Selections: [leg(0.5)] }),
      ]),
      { timeZone: 'UTC' },
    );
    // (0.10 + 3.2/449 − 0.20) ÷ 3 = (−0.1 + 0.0071269) ÷ 3 = −0.0309577
    expect(report.fairClose.bets).toBe(3);
    expect(report.fairClose.averageClv).toBeCloseTo((0.1 + 3.2 / 449 - 0.2) / 3, 12);
    expect(report.fairClose.beatFairClose).toBe(2);
    // The close's own CLV counts only the one bet with closing odds: 2.20 ÷ 2.10 − 1 = 1/21.
    expect(report.overall.averageClv).toBeCloseTo(1 / 21, 12);
  });
});
