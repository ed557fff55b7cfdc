import type { BetView, SelectionView } from '@stakelab/core';
import { betView, selectionView } from '../../../test/bet-views';

/** Selections here are unsettled unless a test says otherwise. */
function selection(overrides: Partial<SelectionView> = {}): SelectionView {
  return selectionView({ Result: null, ...overrides });
}

function bet(overrides: Partial<BetView> & Pick<BetView, 'Id'>): BetView {
  return betView({ BetId: `DASH${String(overrides.Id).padStart(6, '0')}`, ...overrides });
}

const DAY_MS = 86_400_000;

/** Noon UTC `days` days before now: the same local day in any zone from UTC−11 to UTC+11. */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(12, 0, 0, 0);
  return date.toISOString();
}

/**
 * Five bets: four in 2023 and one 3 days ago (the only one in "Last 30 days").
 *
 *   Id  placed        sport       competition      status  stake  net    type  selections
 *   1   2023-01-09    Football    LaLiga           WON     10     +10    SGL   1 (odds 2.00)
 *   2   2023-01-10    Football    Premier League   LOST    20     −20    SGL   1 (odds 1.80)
 *   3   2023-02-13    Tennis      ATP Madrid       WON      5     +10    SGL   1 (odds 3.00)
 *   4   2023-02-14    Basketball  NBA              VOID    50       0    DBL   2 (odds 1.90)
 *   5   3 days ago    Tennis      Wimbledon        LOST     8      −8    SGL   1 (odds 2.50)
 *
 * All time: staked 93, net −8 (ROI −8/93 = −8.6 %), won 2, lost 2 → win rate 50.0 %.
 * Per sport (per selection): Tennis 2 sel., 13 staked, +2 · Basketball 2 sel., 50, 0 ·
 * Football 2 sel., 30, −10.
 */
export const DASHBOARD_BETS: BetView[] = [
  bet({
    Id: 1,
    PlacedDate: '2023-01-09T12:00:00.000Z',
    Selections: [selection({ SelectionName: 'Real Madrid', Odds: 2 })],
  }),
  bet({
    Id: 2,
    PlacedDate: '2023-01-10T12:00:00.000Z',
    Competition: 'Premier League',
    Status: 'LOST',
    Stake: 20,
    ActualReturn: 0,
    NetReturn: -20,
    Odds: 1.8,
    Selections: [selection({ SelectionName: 'Arsenal', Odds: 1.8, Competition: 'Premier League' })],
  }),
  bet({
    Id: 3,
    PlacedDate: '2023-02-13T12:00:00.000Z',
    Sport: 'Tennis',
    Competition: 'ATP Madrid',
    Stake: 5,
    ActualReturn: 15,
    NetReturn: 10,
    Odds: 3,
    Selections: [
      selection({
        SelectionName: 'Alcaraz',
        Odds: 3,
        Sport: 'Tennis',
        Competition: 'ATP Madrid',
        MarketName: 'Match Winner',
      }),
    ],
  }),
  bet({
    Id: 4,
    PlacedDate: '2023-02-14T12:00:00.000Z',
    Sport: 'Basketball',
    Competition: 'NBA',
    Status: 'VOID',
    Stake: 50,
    ActualReturn: 50,
    NetReturn: 0,
    BetType: 'DBL',
    Odds: 3.61,
    Selections: [
      selection({
        SelectionName: 'Lakers',
        Odds: 1.9,
        Sport: 'Basketball',
        Competition: 'NBA',
        MarketName: 'Moneyline',
      }),
      selection({
        SelectionName: 'Celtics',
        Odds: 1.9,
        Sport: 'Basketball',
        Competition: 'NBA',
        MarketName: 'Moneyline',
      }),
    ],
  }),
  bet({
    Id: 5,
    PlacedDate: daysAgo(3),
    Sport: 'Tennis',
    Competition: 'Wimbledon',
    Status: 'LOST',
    Stake: 8,
    ActualReturn: 0,
    NetReturn: -8,
    Odds: 2.5,
    Selections: [
      selection({
        SelectionName: 'Sinner',
        Odds: 2.5,
        Sport: 'Tennis',
        Competition: 'Wimbledon',
        MarketName: 'Match Winner',
      }),
    ],
  }),
];

/**
 * DASHBOARD_BETS with what the facets and the Edge tab read:
 *
 *   Id  bookmaker  tags    closing odds  CLV (odds ÷ close − 1)
 *   1   Bet365     value   1.90          2.00 ÷ 1.90 − 1 = +5.26 %
 *   2   Bet365     —       1.80          1.80 ÷ 1.80 − 1 = 0 (does not beat the close)
 *   3   Pinnacle   value   2.50          3.00 ÷ 2.50 − 1 = +20 %
 *   4   Pinnacle   —       1.70          void: no CLV
 *   5   Bet365     live    —             settled without closing odds
 */
export const EDGE_BETS: BetView[] = DASHBOARD_BETS.map((one) => {
  const labels: Record<number, Partial<BetView>> = {
    1: { Bookmaker: 'Bet365', Tags: ['value'], ClosingOdds: 1.9 },
    2: { Bookmaker: 'Bet365', Tags: [], ClosingOdds: 1.8 },
    3: { Bookmaker: 'Pinnacle', Tags: ['value'], ClosingOdds: 2.5 },
    4: { Bookmaker: 'Pinnacle', Tags: [], ClosingOdds: 1.7 },
    5: { Bookmaker: 'Bet365', Tags: ['live'], ClosingOdds: null },
  };
  return { ...one, ...labels[one.Id] };
});
