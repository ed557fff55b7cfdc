import { describe, expect, it } from 'vitest';
import { view } from './bet-view.test-support.ts';
import { type HistorySummary, summarizeHistory } from './summary.ts';

/**
 * The summary in the history screen's own terms (euros, its counts); the whole shape, shared
 * with the dashboards, is tested in analytics/headline.test.ts.
 */
function asHistoryFigures(summary: HistorySummary) {
  return {
    totalStakeEuros: summary.stakedCents / 100,
    totalNetReturnEuros: summary.netCents / 100,
    roiRatio: summary.roiRatio,
    betCount: summary.bets,
    wonCount: summary.won,
    lostCount: summary.lost,
    wonRatio: summary.wonRatio,
    openBets: { count: summary.open.bets, stakeEuros: summary.open.stakedCents / 100 },
  };
}

describe('history summary (docs/product.md §9)', () => {
  it.each([
    {
      name: 'no bets',
      bets: [],
      // nothing staked → ROI 0; no bets → won ratio 0
      expected: {
        totalStakeEuros: 0,
        totalNetReturnEuros: 0,
        roiRatio: 0,
        betCount: 0,
        wonCount: 0,
        lostCount: 0,
        wonRatio: 0,
      },
    },
    {
      name: 'one win, one loss',
      // stake 10 + 10 = 20; net +15 − 10 = 5; ROI 5 / 20 = 0.25; 1 WON of 2 = 0.5
      bets: [view(10, 15, 'WON'), view(10, -10, 'LOST')],
      expected: {
        totalStakeEuros: 20,
        totalNetReturnEuros: 5,
        roiRatio: 0.25,
        betCount: 2,
        wonCount: 1,
        lostCount: 1,
        wonRatio: 0.5,
      },
    },
    {
      name: 'float-unfriendly amounts',
      // stakes 0.1 + 0.2 = 0.30 (not 0.30000000000000004); net 0.1 + 0.2 − 0.3 = 0.00
      bets: [view(0.1, 0.1, 'WON'), view(0.2, 0.2, 'WON'), view(0, -0.3, 'LOST')],
      expected: {
        totalStakeEuros: 0.3,
        totalNetReturnEuros: 0,
        roiRatio: 0,
        betCount: 3,
        wonCount: 2,
        lostCount: 1,
        wonRatio: 0.67, // 2 WON of 3 = 0.6666… → 0.67
      },
    },
    {
      name: 'a negative ROI rounded once',
      // stake 45.00, net −1.00: −1 / 45 = −0.022222… → −0.0222; 1 WON of 3 = 0.3333… → 0.33
      bets: [view(20, 9, 'WON'), view(10, -10, 'LOST'), view(15, 0, 'VOID')],
      expected: {
        totalStakeEuros: 45,
        totalNetReturnEuros: -1,
        roiRatio: -0.0222,
        betCount: 3,
        wonCount: 1,
        lostCount: 1,
        wonRatio: 0.33,
      },
    },
    {
      name: 'halves round away from zero',
      // stake 8.00, net 0.01: 0.01 / 8 = 0.00125 → 0.0013; 1 WON of 8 = 0.125 → 0.13
      bets: [view(1, 0.01, 'WON'), ...Array.from({ length: 7 }, () => view(1, 0, 'VOID'))],
      expected: {
        totalStakeEuros: 8,
        totalNetReturnEuros: 0.01,
        roiRatio: 0.0013,
        betCount: 8,
        wonCount: 1,
        lostCount: 0,
        wonRatio: 0.13,
      },
    },
    {
      name: 'a tiny loss does not show as -0.00',
      // stake 1000.00, net −0.01: −0.00001 → rounds to 0, not −0; statuses read in any case
      bets: [view(1000, -0.01, 'lost')],
      expected: {
        totalStakeEuros: 1000,
        totalNetReturnEuros: -0.01,
        roiRatio: 0,
        betCount: 1,
        wonCount: 0,
        lostCount: 1,
        wonRatio: 0,
      },
    },
    {
      name: 'big totals stay exact',
      // 3 × 1,234,567.89 = 3,703,703.67; net 3 × −0.01; ROI ≈ −0.000000008 → 0
      bets: [
        view(1234567.89, -0.01, 'LOST'),
        view(1234567.89, -0.01, 'LOST'),
        view(1234567.89, -0.01, 'LOST'),
      ],
      expected: {
        totalStakeEuros: 3703703.67,
        totalNetReturnEuros: -0.03,
        roiRatio: 0,
        betCount: 3,
        wonCount: 0,
        lostCount: 3,
        wonRatio: 0,
      },
    },
  ])('$name', ({ bets, expected }) => {
    const summary = summarizeHistory(bets);
    expect(asHistoryFigures(summary)).toEqual({
      ...expected,
      openBets: { count: 0, stakeEuros: 0 },
    });
    expect(Object.is(summary.roiRatio, -0)).toBe(false);
  });
});

describe('open bets and lay bets in the history summary', () => {
  it.each([
    {
      name: 'open bets are their own figure, out of stake, ROI and won ratio',
      // settled: stake 10 + 10 = 20, net +15 − 10 = 5 → ROI 0.25; won 1 of 2 settled = 0.5;
      // open: 2 bets, 21.70 + 5.00 = 26.70 at stake (counting them as staked would pull the
      // ROI down to 5 / 46.70 = 0.1071 before they have won or lost anything)
      bets: [
        view(10, 15, 'WON'),
        view(10, -10, 'LOST'),
        view(21.7, 0, 'PENDING'),
        view(5, 0, 'pending'),
      ],
      expected: {
        totalStakeEuros: 20,
        totalNetReturnEuros: 5,
        roiRatio: 0.25,
        betCount: 4,
        wonCount: 1,
        lostCount: 1,
        wonRatio: 0.5,
        openBets: { count: 2, stakeEuros: 26.7 },
      },
    },
    {
      name: 'a lay counts its liability as staked',
      // lay 20 at 4.00: liability 60 → won +20; back 10 lost −10.
      // At risk 60 + 10 = 70; net +10; ROI 10 / 70 = 0.142857… → 0.1429
      // (on stakes it would be 10 / 30 = 0.3333: the lay's risk understated threefold)
      bets: [
        view(20, 20, 'WON', undefined, { Side: 'LAY', Liability: 60 }),
        view(10, -10, 'LOST', undefined, { Side: 'BACK' }),
      ],
      expected: {
        totalStakeEuros: 70,
        totalNetReturnEuros: 10,
        roiRatio: 0.1429,
        betCount: 2,
        wonCount: 1,
        lostCount: 1,
        wonRatio: 0.5,
        openBets: { count: 0, stakeEuros: 0 },
      },
    },
    {
      name: 'an open lay puts its liability at stake; a lay without liability its stake',
      // open lay 10 at 3.50: liability 25; settled lay of 8 with no liability known: 8
      bets: [
        view(10, 0, 'PENDING', undefined, { Side: 'LAY', Liability: 25 }),
        view(8, -8, 'LOST', undefined, { Side: 'LAY', Liability: null }),
      ],
      expected: {
        totalStakeEuros: 8,
        totalNetReturnEuros: -8,
        roiRatio: -1,
        betCount: 2,
        wonCount: 0,
        lostCount: 1,
        wonRatio: 0,
        openBets: { count: 1, stakeEuros: 25 },
      },
    },
  ])('$name', ({ bets, expected }) => {
    expect(asHistoryFigures(summarizeHistory(bets))).toEqual(expected);
  });
});
