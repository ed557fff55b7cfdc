import type { BetView } from '../contract/history.ts';
import { amountCents } from '../money/cents.ts';

/** The history's sortable columns (issue 32). */
export const HISTORY_SORT_KEYS = ['date', 'odds', 'stake', 'net'] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface HistorySort {
  key: HistorySortKey;
  direction: SortDirection;
}

/** The history's own order (docs/product.md §2): newest first. */
export const NEWEST_FIRST: HistorySort = { key: 'date', direction: 'desc' };

function keyOf(bet: BetView, key: HistorySortKey): number {
  switch (key) {
    case 'date': {
      const ms = Date.parse(bet.PlacedDate);
      return Number.isNaN(ms) ? NaN : ms;
    }
    case 'odds':
      return bet.Odds ?? NaN;
    case 'stake':
      return amountCents(bet.Stake, 'Stake');
    case 'net':
      return amountCents(bet.NetReturn, 'NetReturn');
  }
}

/**
 * `bets` (in the history's order, newest first) sorted by a column. Stable: equal values keep
 * the history's order, so bets of the same odds stay newest first. Bets without a value (no odds,
 * an unreadable date) go last in both directions. Newest first returns the bets as given.
 */
export function sortHistory(bets: readonly BetView[], sort: HistorySort): readonly BetView[] {
  if (sort.key === NEWEST_FIRST.key && sort.direction === NEWEST_FIRST.direction) return bets;
  const keys = bets.map((bet) => keyOf(bet, sort.key));
  const sign = sort.direction === 'asc' ? 1 : -1;
  const order = bets.map((_, index) => index);
  order.sort((a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    const aMissing = Number.isNaN(ka);
    const bMissing = Number.isNaN(kb);
    if (aMissing || bMissing) return aMissing === bMissing ? a - b : aMissing ? 1 : -1;
    return ka === kb ? a - b : (ka - kb) * sign;
  });
  return order.map((index) => bets[index] as BetView);
}
