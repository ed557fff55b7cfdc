import type { BetRecord, ImportFormat, ParsedImport } from '../bets/bet-record.ts';
import { type BetSnapshot, importAsOf } from './reconcile.ts';

/**
 * Betfair's two website downloads describe one bet in two halves: Betting P&L by bet has its
 * sport, event, market and selection but no settle time and placed times to the minute; the
 * settled-bets download has the settle time and the placed second but only a description.
 * A bet already stored from one half keeps what the other half does not say, so importing both
 * files, in either order and again, describes each bet once and whole (nothing flips back).
 */
export function completeSiteDownload(
  format: ImportFormat,
  stored: BetSnapshot,
  incoming: BetRecord,
): BetRecord {
  if (format === 'betfair-site-settled-csv' && incoming.selections.length === 0) {
    if (stored.selections.length === 0) return incoming;
    return {
      ...incoming,
      sport: stored.sport,
      competition: stored.competition,
      eventDescription: stored.eventDescription,
      selections: stored.selections.map((leg) => ({ ...leg, result: incoming.status })),
    };
  }
  if (format === 'betfair-site-pnl-csv') {
    const sameMinute =
      stored.placedAt.slice(0, 16) === incoming.placedAt.slice(0, 16) &&
      incoming.placedAt.slice(16, 19) === ':00';
    return {
      ...incoming,
      placedAt: sameMinute ? stored.placedAt : incoming.placedAt,
      settledAt: incoming.settledAt ?? stored.settledAt,
    };
  }
  return incoming;
}

/**
 * An import's as-of time (reconcile.ts importAsOf), except for Betting P&L by bet: it lists
 * only settled bets and no settle time, so its placed times say nothing of when it was made; a
 * bet stored from the settled-bets download would otherwise find it "older" and never take its
 * market and selection.
 */
export function importAsOfFor(parsed: Pick<ParsedImport, 'format' | 'bets'>): string | null {
  return parsed.format === 'betfair-site-pnl-csv' ? null : importAsOf(parsed.bets);
}
