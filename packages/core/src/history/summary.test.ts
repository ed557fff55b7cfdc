import { describe, expect, it } from 'vitest';
import { view } from './bet-view.test-support.ts';
import { summarizeHistory } from './summary.ts';

describe('history summary (docs/product.md §9)', () => {
  it.each([
    {
      name: 'no bets',
      bets: [],
      // nothing staked → ROI '0.00'; no bets → win percent 0
      expected: {
        totalStakeEuros: 0,
        totalNetReturnEuros: 0,
        roiPercent: '0.00',
        betCount: 0,
        wonCount: 0,
        lostCount: 0,
        winPercent: 0,
      },
    },
    {
      name: 'one win, one loss',
      // stake 10 + 10 = 20; net +15 − 10 = 5; ROI 5 / 20 × 100 = 25.00; 1 WON of 2 = 50 %
      bets: [view(10, 15, 'WON'), view(10, -10, 'LOST')],
      expected: {
        totalStakeEuros: 20,
        totalNetReturnEuros: 5,
        roiPercent: '25.00',
        betCount: 2,
        wonCount: 1,
        lostCount: 1,
        winPercent: 50,
      },
    },
    {
      name: 'float-unfriendly amounts',
      // stakes 0.1 + 0.2 = 0.30 (not 0.30000000000000004); net 0.1 + 0.2 − 0.3 = 0.00
      bets: [view(0.1, 0.1, 'WON'), view(0.2, 0.2, 'WON'), view(0, -0.3, 'LOST')],
      expected: {
        totalStakeEuros: 0.3,
        totalNetReturnEuros: 0,
        roiPercent: '0.00',
        betCount: 3,
        wonCount: 2,
        lostCount: 1,
        winPercent: 67,
      },
    },
    {
      name: 'a negative ROI rounded once',
      // stake 45.00, net −1.00: −1 / 45 × 100 = −2.2222… → '-2.22'; 1 WON of 3 = 33.33 → 33
      bets: [view(20, 9, 'WON'), view(10, -10, 'LOST'), view(15, 0, 'VOID')],
      expected: {
        totalStakeEuros: 45,
        totalNetReturnEuros: -1,
        roiPercent: '-2.22',
        betCount: 3,
        wonCount: 1,
        lostCount: 1,
        winPercent: 33,
      },
    },
    {
      name: 'halves round away from zero',
      // stake 8.00, net 0.01: 0.01 / 8 × 100 = 0.125 → '0.13'; 1 WON of 8 = 12.5 → 13
      bets: [view(1, 0.01, 'WON'), ...Array.from({ length: 7 }, () => view(1, 0, 'VOID'))],
      expected: {
        totalStakeEuros: 8,
        totalNetReturnEuros: 0.01,
        roiPercent: '0.13',
        betCount: 8,
        wonCount: 1,
        lostCount: 0,
        winPercent: 13,
      },
    },
    {
      name: 'a tiny loss does not show as -0.00',
      // stake 1000.00, net −0.01: −0.001 % → rounds to 0 → '0.00'; statuses read in any case
      bets: [view(1000, -0.01, 'lost')],
      expected: {
        totalStakeEuros: 1000,
        totalNetReturnEuros: -0.01,
        roiPercent: '0.00',
        betCount: 1,
        wonCount: 0,
        lostCount: 1,
        winPercent: 0,
      },
    },
    {
      name: 'big totals stay exact',
      // 3 × 1,234,567.89 = 3,703,703.67; net 3 × −0.01; ROI ≈ −0.0000008 % → '0.00'
      bets: [
        view(1234567.89, -0.01, 'LOST'),
        view(1234567.89, -0.01, 'LOST'),
        view(1234567.89, -0.01, 'LOST'),
      ],
      expected: {
        totalStakeEuros: 3703703.67,
        totalNetReturnEuros: -0.03,
        roiPercent: '0.00',
        betCount: 3,
        wonCount: 0,
        lostCount: 3,
        winPercent: 0,
      },
    },
  ])('$name', ({ bets, expected }) => {
    expect(summarizeHistory(bets)).toEqual(expected);
  });
});
