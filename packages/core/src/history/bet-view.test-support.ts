import type { BetView, SelectionView } from '../contract/history.ts';

let nextId = 1;
/** A BetView with only what the figures read filled in; `overrides` sets any other field. */
export function view(
  Stake: number,
  NetReturn: number,
  Status: string,
  PlacedDate = '2025-03-01T12:00:00.000Z',
  overrides: Partial<BetView> = {},
): BetView {
  const id = nextId++;
  return {
    Id: id,
    BetId: `B${id}`,
    PlacedDate,
    SettledDate: null,
    Sport: 'Soccer',
    Competition: 'Unknown',
    EventDescription: null,
    Odds: 2,
    Status,
    Stake,
    ActualReturn: Math.max(0, Stake + NetReturn),
    NetReturn,
    BetType: 'SGL',
    Bookmaker: null,
    Source: 'manual',
    Side: null,
    Liability: null,
    Selections: [],
    ...overrides,
  };
}

let nextSelectionId = 1;
/** A SelectionView (a leg of a bet) with what the dashboards read; `overrides` sets the rest. */
export function selection(overrides: Partial<SelectionView> = {}): SelectionView {
  const id = nextSelectionId++;
  return {
    SelectionId: id,
    SelectionName: `Selection ${id}`,
    Odds: 2,
    EventName: null,
    MarketName: 'Match Odds',
    Sport: 'Soccer',
    Competition: 'LaLiga',
    Result: null,
    ...overrides,
  };
}
