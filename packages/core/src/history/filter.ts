import type { BetView } from '../contract/history.ts';
import { eurosToCents } from '../import/numbers.ts';

/**
 * The history screen's filter bar (docs/product.md §2, §5). Unset (null, undefined, NaN)
 * means no limit.
 */
export interface HistoryFilter {
  /** Euros, inclusive. */
  stakeMin?: number | null;
  /** Euros, inclusive. */
  stakeMax?: number | null;
  /** When any is ticked, only bets with one of these statuses are shown. */
  statuses?: readonly string[];
  /**
   * Inclusive bounds on when the bet was placed: a calendar day "2025-03-01" (compared with
   * the bet's day in the user's time zone, see `placedDayOf`) or an ISO instant.
   */
  placedFrom?: string | null;
  placedTo?: string | null;
}

export interface HistoryFilterOptions {
  /**
   * The calendar day ("YYYY-MM-DD") of a PlacedDate in the user's time zone. Core knows no
   * time zone: the web passes one built on Intl; the default is the UTC day.
   */
  placedDayOf?: (placedDate: string) => string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const utcDayOf = (placedDate: string): string => {
  const ms = Date.parse(placedDate);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10);
};

function stakeLimitCents(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value)
    ? null
    : eurosToCents(value, 'stake filter');
}

type Bound = { day: string } | { ms: number } | null;

function boundOf(value: string | null | undefined): Bound {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  if (DAY.test(text)) return { day: text };
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : { ms };
}

/** The bets the filter keeps, in their order (docs/product.md §5 "Filters"). */
export function filterBets(
  bets: readonly BetView[],
  filter: HistoryFilter,
  options: HistoryFilterOptions = {},
): BetView[] {
  const min = stakeLimitCents(filter.stakeMin);
  const max = stakeLimitCents(filter.stakeMax);
  const statuses = new Set(filter.statuses ?? []);
  const from = boundOf(filter.placedFrom);
  const to = boundOf(filter.placedTo);
  const dayOf = options.placedDayOf ?? utcDayOf;

  const within = (bet: BetView, bound: Bound, side: 'from' | 'to'): boolean => {
    if (bound === null) return true;
    if ('day' in bound) {
      const day = dayOf(bet.PlacedDate);
      if (!DAY.test(day)) return false;
      return side === 'from' ? day >= bound.day : day <= bound.day;
    }
    const ms = Date.parse(bet.PlacedDate);
    if (Number.isNaN(ms)) return false;
    return side === 'from' ? ms >= bound.ms : ms <= bound.ms;
  };

  return bets.filter((bet) => {
    const stakeCents = eurosToCents(bet.Stake, 'Stake');
    if (min !== null && stakeCents < min) return false;
    if (max !== null && stakeCents > max) return false;
    if (statuses.size > 0 && !statuses.has(bet.Status)) return false;
    return within(bet, from, 'from') && within(bet, to, 'to');
  });
}

/** The statuses present in the loaded bets, for the filter's multi-select (sorted). */
export function statusesIn(bets: readonly BetView[]): string[] {
  return [...new Set(bets.map((bet) => bet.Status))].sort();
}

/** Newest first by PlacedDate (docs/product.md §2); unreadable dates last. A new array. */
export function sortNewestFirst(bets: readonly BetView[]): BetView[] {
  const key = (bet: BetView) => {
    const ms = Date.parse(bet.PlacedDate);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return [...bets].sort((a, b) => key(b) - key(a));
}
