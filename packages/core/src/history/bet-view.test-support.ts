import type { BetView } from '../contract/history.ts';

let nextId = 1;
/** A BetView with only what the figures read filled in. */
export function view(
  Stake: number,
  NetReturn: number,
  Status: string,
  PlacedDate = '2025-03-01T12:00:00.000Z',
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
  };
}
