import type { BetView, NewBetRequest } from '@stakelab/core';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { betView as bet, selectionView as selection } from '../../../test/bet-views';

export { bet, selection };

/**
 * Four bets, sent oldest-first-ish so the page must sort them. Placed at noon UTC (B1 at
 * 18:00), so each bet's local day is the same in any test time zone from UTC−11 to UTC+5.
 *
 *   Id  placed       status  stake  return  net
 *   1   2025-03-10   WON     10.00  20.00   +10.00   2 selections
 *   2   2025-03-05   LOST    20.00   0.00   −20.00   none
 *   3   2025-02-20   WON      5.00  15.00   +10.00   1 selection
 *   4   2025-01-15   VOID    50.00  50.00     0.00   none
 */
export const BETS: BetView[] = [
  bet({
    Id: 3,
    PlacedDate: '2025-02-20T12:00:00.000Z',
    Competition: 'Premier League',
    Odds: 3,
    Stake: 5,
    ActualReturn: 15,
    NetReturn: 10,
    Selections: [selection({ SelectionName: 'Arsenal', Odds: 3, EventName: 'Arsenal v Chelsea' })],
  }),
  bet({
    Id: 1,
    PlacedDate: '2025-03-10T18:00:00.000Z',
    EventDescription: 'Real Madrid v Barcelona',
    Selections: [
      selection({ SelectionName: 'Real Madrid', Odds: 1.5 }),
      selection({ SelectionName: 'Over 2.5 goals', Odds: 1.33, MarketName: 'Over/Under 2.5' }),
    ],
  }),
  bet({
    Id: 4,
    PlacedDate: '2025-01-15T12:00:00.000Z',
    Sport: 'Basketball',
    Competition: 'NBA',
    Odds: 1.9,
    Status: 'VOID',
    Stake: 50,
    ActualReturn: 50,
    NetReturn: 0,
  }),
  bet({
    Id: 2,
    PlacedDate: '2025-03-05T12:00:00.000Z',
    Sport: 'Tennis',
    Competition: 'ATP Madrid',
    Odds: 1.5,
    Status: 'LOST',
    Stake: 20,
    ActualReturn: 0,
    NetReturn: -20,
  }),
];

export const SPORTS = [
  { sport_id: 1, sport_name: 'Football' },
  { sport_id: 2, sport_name: 'Tennis' },
  { sport_id: 3, sport_name: 'Basketball' },
  // The same sport twice (an import's spelling): one option in the form.
  { sport_id: 9, sport_name: 'Football' },
];

export const COMPETITIONS = [
  { competition_id: 10, competition_name: 'LaLiga', sport_id: 1 },
  { competition_id: 11, competition_name: 'Premier League', sport_id: 1 },
  { competition_id: 12, competition_name: 'Serie A', sport_id: 9 },
  { competition_id: 20, competition_name: 'ATP Madrid', sport_id: 2 },
  { competition_id: 30, competition_name: 'NBA', sport_id: 3 },
];

/**
 * What the server makes of an edit (PUT /api/history/bets/:id), for back bets settled WON or
 * LOST: return = stake × odds when won, 0 when lost; net = return − stake.
 */
function editedBet(existing: BetView, request: NewBetRequest): BetView {
  const stake = request.stake;
  const odds = request.originalOdds_decimal;
  const actualReturn = request.status === 'WON' ? Math.round(stake * odds * 100) / 100 : 0;
  return {
    ...existing,
    PlacedDate: request.placedDate,
    Sport: request.sportName ?? 'Unknown',
    Competition: request.competitionName ?? 'Unknown',
    EventDescription: request.eventDescription ?? null,
    Odds: odds,
    Status: request.status,
    Stake: stake,
    ActualReturn: actualReturn,
    NetReturn: Math.round((actualReturn - stake) * 100) / 100,
    Selections: (request.selections ?? []).map((leg) =>
      selection({
        SelectionName: leg.SelectionName,
        Odds: leg.Odds ?? null,
        EventName: leg.EventName ?? null,
        MarketName: leg.MarketName ?? null,
      }),
    ),
  };
}

/**
 * A history API over an in-memory list of bets: the changes read (core's contract, see
 * BetChangeLog) sees what adds, edits and deletes did. Pass `log` to look at what was asked.
 */
export function historyApi(
  initial: BetView[] = BETS,
  extra: Record<string, StubHandler> = {},
  log: BetChangeLog = new BetChangeLog(initial),
) {
  const handlers: Record<string, StubHandler> = {
    'GET /api/history/sports': () => jsonResponse({ success: true, sports: SPORTS }),
    'GET /api/history/competitions': () =>
      jsonResponse({ success: true, competitions: COMPETITIONS }),
    [BET_CHANGES_ROUTE]: log.handler(),
    'POST /api/history/add-bet-full': ({ body }) => {
      const request = body as Record<string, unknown>;
      const added = bet({
        Id: 99,
        BetId: String(request.betId),
        PlacedDate: String(request.placedDate),
        Stake: Number(request.stake),
        Odds: Number(request.originalOdds_decimal),
      });
      log.put(added);
      return jsonResponse({ success: true, bet: added });
    },
    ...extra,
  };
  for (const { Id } of initial) {
    handlers[`DELETE /api/history/bets/${Id}`] = () => {
      log.remove(Id);
      return jsonResponse({ success: true, message: 'Bet deleted.' });
    };
    handlers[`PUT /api/history/bets/${Id}`] = ({ body }) => {
      const existing = log.find(Id);
      if (!existing) return jsonResponse({ success: false, message: 'No such bet' }, 404);
      const edited = editedBet(existing, body as NewBetRequest);
      log.put(edited);
      return jsonResponse({ success: true, bet: edited });
    };
  }
  return handlers;
}
