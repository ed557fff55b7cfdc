import type { BetView } from '../contract/history.ts';
import { betAmountCents, eurosToCents } from '../money/cents.ts';

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

  // A day bound compares the bet's local day: read once per bet, whichever bounds need it.
  const needsDay = (from !== null && 'day' in from) || (to !== null && 'day' in to);
  const within = (bet: BetView, day: string, bound: Bound, side: 'from' | 'to'): boolean => {
    if (bound === null) return true;
    if ('day' in bound) {
      if (!DAY.test(day)) return false;
      return side === 'from' ? day >= bound.day : day <= bound.day;
    }
    const ms = Date.parse(bet.PlacedDate);
    if (Number.isNaN(ms)) return false;
    return side === 'from' ? ms >= bound.ms : ms <= bound.ms;
  };

  return bets.filter((bet, index) => {
    const stakeCents = betAmountCents(bet.Stake, 'Stake', index);
    if (min !== null && stakeCents < min) return false;
    if (max !== null && stakeCents > max) return false;
    if (statuses.size > 0 && !statuses.has(bet.Status)) return false;
    if (from === null && to === null) return true;
    const day = needsDay ? dayOf(bet.PlacedDate) : '';
    return within(bet, day, from, 'from') && within(bet, day, to, 'to');
  });
}

/** The statuses present in the loaded bets, for the filter's multi-select (sorted). */
export function statusesIn(bets: readonly BetView[]): string[] {
  return [...new Set(bets.map((bet) => bet.Status))].sort();
}

/**
 * Newest first by PlacedDate (docs/product.md §2); unreadable dates last; equal dates keep their
 * order (a stable sort). A new array. Each date is read once, not once per comparison: a sort
 * compares each bet about log2(n) times, and reading a date text is the costly part.
 */
export function sortNewestFirst(bets: readonly BetView[]): BetView[] {
  const keys = bets.map((bet) => {
    const ms = Date.parse(bet.PlacedDate);
    return Number.isNaN(ms) ? -Infinity : ms;
  });
  const order = bets.map((_, index) => index);
  order.sort((a, b) => {
    const newer = (keys[b] as number) - (keys[a] as number);
    // Two unreadable dates give NaN here: like equal dates, they keep their order.
    return newer > 0 || newer < 0 ? newer : a - b;
  });
  return order.map((index) => bets[index] as BetView);
}

/** An ISO instant as Date.toISOString writes it: its text sorts as its time does. */
const CANONICAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether `bets` are already in the history's order: newest first by PlacedDate, and among
 * bets placed at the same moment (or with unreadable dates, which go last) the higher Id first,
 * as sortNewestFirst leaves a list it is given by Id descending. The server lists a history so;
 * checking is one pass where sorting again is n log n comparisons.
 */
export function inHistoryOrder(bets: readonly BetView[]): boolean {
  for (let i = 1; i < bets.length; i += 1) {
    const a = bets[i - 1] as BetView;
    const b = bets[i] as BetView;
    let newer: number;
    if (CANONICAL_INSTANT.test(a.PlacedDate) && CANONICAL_INSTANT.test(b.PlacedDate)) {
      newer = a.PlacedDate > b.PlacedDate ? 1 : a.PlacedDate < b.PlacedDate ? -1 : 0;
    } else {
      const at = Date.parse(a.PlacedDate);
      const bt = Date.parse(b.PlacedDate);
      newer = (Number.isNaN(at) ? -Infinity : at) - (Number.isNaN(bt) ? -Infinity : bt);
      // Two unreadable dates: equal, as in sortNewestFirst.
      if (Number.isNaN(newer)) newer = 0;
    }
    if (newer < 0 || (newer === 0 && a.Id <= b.Id)) return false;
  }
  return true;
}
