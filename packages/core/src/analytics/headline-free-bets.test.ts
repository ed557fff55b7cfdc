import { describe, expect, it } from 'vitest';
import { view } from '../history/bet-view.test-support.ts';
import { summarizeHistory } from '../history/summary.ts';
import { analyzeBets } from './analyze-bets.ts';
import { formatHeadline } from './format.ts';
import { headlineFigures } from './headline.ts';

/**
 * Three cash bets and two settled free bets (issue 33), and one free bet still open:
 *   cash WON 10.00 at 2.50 → net +15.00 · cash LOST 20.00 → −20.00 · cash WON 12.00 at 1.80 →
 *   net +9.60 · free WON 5.00 at 4.00 → pays the profit only, 5 × 3 = +15.00 · free LOST
 *   10.00 → 0 (it cost nothing) · free PENDING 7.00.
 * Settled 5; cash staked 10 + 20 + 12 = 42.00 (the free stakes 5 + 10 = 15.00 apart);
 * net 15 − 20 + 9.60 + 15 + 0 = +19.60; ROI over cash staked 19.60 / 42 = 0.46666… → 0.4667
 * (counted as cash the free stakes would make it 19.60 / 57 = 0.3439); free-bet profit +15.00.
 * won 3, lost 2: win rate 3 / 5 = 0.6, % WON 3 / 5 = 0.6. Open: 1 bet, nothing of the user's
 * at risk (0.00). Bets 6, of which 3 are free.
 */
const free = { FreeBet: true };
const BETS = [
  view(10, 15, 'WON', undefined, { Odds: 2.5 }),
  view(20, -20, 'LOST'),
  view(12, 9.6, 'WON', undefined, { Odds: 1.8 }),
  view(5, 15, 'WON', undefined, { ...free, Odds: 4, ActualReturn: 15 }),
  view(10, 0, 'LOST', undefined, { ...free, ActualReturn: 0 }),
  view(7, 0, 'PENDING', undefined, free),
];

const EXPECTED = {
  currency: 'EUR',
  // view() bets carry no Currency: euros; the one currency's figures are the set's.
  currencies: [
    {
      currency: 'EUR',
      bets: 6,
      settled: 5,
      stakedCents: 4200,
      netCents: 1960,
      roiRatio: 0.4667,
      open: { bets: 1, stakedCents: 0 },
      freeBets: { bets: 3, stakeCents: 1500, netCents: 1500 },
    },
  ],
  bets: 6,
  settled: 5,
  stakedCents: 4200,
  netCents: 1960,
  roiRatio: 0.4667,
  won: 3,
  lost: 2,
  void: 0,
  winRatio: 0.6,
  wonRatio: 0.6,
  open: { bets: 1, stakedCents: 0 },
  freeBets: { bets: 3, stakeCents: 1500, netCents: 1500 },
};

describe('headline figures with free bets (ROI over cash staked)', () => {
  it('leaves free stakes out of staked, keeps their profit in the net and apart', () => {
    expect(headlineFigures(BETS)).toEqual(EXPECTED);
  });

  it('is what the History summary and the dashboards report give', () => {
    expect(summarizeHistory(BETS)).toEqual(EXPECTED);
    const report = analyzeBets(BETS, { timeZone: 'UTC' });
    expect(report.headline).toEqual(EXPECTED);
    expect(report.overall).toMatchObject({ bets: 5, staked: 42, netProfit: 19.6 });
    // Every group is over cash staked too: all six are Soccer, one day, one month.
    const [soccer] = report.sports;
    expect(soccer).toMatchObject({ name: 'Soccer', staked: 42, netProfit: 19.6 });
    expect(soccer?.roiRatio).toBeCloseTo(19.6 / 42, 10);
    expect(report.months).toEqual([
      { month: '2025-03', bets: 5, staked: 42, netProfit: 19.6, roiRatio: 19.6 / 42 },
    ]);
  });

  it('formats the free-bet profit signed, in both languages', () => {
    const en = formatHeadline(EXPECTED, 'en-GB');
    expect([en.staked, en.net, en.roi, en.freeBetNet, en.freeBetStaked]).toEqual([
      '€42.00',
      '+€19.60',
      '+46.67%',
      '+€15.00',
      '€15.00',
    ]);
    expect(formatHeadline(EXPECTED, 'es-ES').freeBetNet).toBe('+15,00\u00a0€');
  });

  it('counts a set without free bets as before: nothing apart', () => {
    expect(headlineFigures(BETS.slice(0, 3)).freeBets).toEqual({
      bets: 0,
      stakeCents: 0,
      netCents: 0,
    });
  });
});
