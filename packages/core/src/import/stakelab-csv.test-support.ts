import type { BetRecord } from '../bets/bet-record.ts';
import type { BetView } from '../contract/history.ts';

/** What the server does with an imported record: null sport → "Unknown", cents → euros. */
export function asView(record: BetRecord, id: number): BetView {
  const euros = (cents: number) => cents / 100;
  return {
    Id: id,
    BetId: record.sourceBetId,
    PlacedDate: record.placedAt,
    SettledDate: record.settledAt,
    Sport: record.sport ?? 'Unknown',
    Competition: record.competition ?? 'Unknown',
    EventDescription: record.eventDescription,
    Odds: record.oddsMilli === null ? null : record.oddsMilli / 1000,
    Status: record.status,
    Stake: euros(record.stakeCents),
    ActualReturn: euros(record.returnCents),
    NetReturn: euros(record.netReturnCents),
    BetType: record.betType,
    Bookmaker: record.bookmaker,
    Source: record.source,
    Side: record.side,
    Liability: record.liabilityCents === null ? null : euros(record.liabilityCents),
    Currency: record.currency,
    Selections: record.selections.map((s, i) => ({
      SelectionId: i + 1,
      SelectionName: s.name,
      Odds: s.oddsMilli === null ? null : s.oddsMilli / 1000,
      EventName: s.eventName,
      MarketName: s.marketName,
      Sport: s.sport ?? 'Unknown',
      Competition: s.competition ?? 'Unknown',
      Result: s.result,
    })),
  };
}

/** Internal ids are the account's own: a new account gives new ones. */
export const withoutIds = (view: BetView) => ({
  ...view,
  Id: 0,
  Selections: view.Selections.map((s) => ({ ...s, SelectionId: 0 })),
});
