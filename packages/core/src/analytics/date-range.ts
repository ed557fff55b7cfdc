import type { BetView } from '../contract/history.ts';
import { civilOf, dayNumberOfDate, dayNumberOfKey } from '../time/day-numbers.ts';
import { LocalDays } from '../time/local-days.ts';
import type { DateRange } from './types.ts';

/** Inclusive local day numbers; either end may be open. */
export interface DayBounds {
  from: number;
  to: number;
}

/**
 * The local days a date range covers, or null for "all" (no filtering at all). `today` is the
 * day number of "now" in the user's time zone.
 * - thisMonth: the 1st to the last day of today's calendar month;
 * - last30Days: today and the 29 days before it;
 * - thisYear: 1 January to 31 December of today's year;
 * - custom: `from` … `to` inclusive; a missing, blank or unreadable end is open. A `from` after
 *   `to` covers nothing.
 * Bets placed after today still fall in "this month" and "this year" (their calendar period).
 */
export function dateRangeDays(range: DateRange | undefined, today: number): DayBounds | null {
  if (range === undefined || range.preset === 'all') return null;
  const { year, month } = civilOf(today);
  switch (range.preset) {
    case 'thisMonth':
      return {
        from: dayNumberOfDate(year, month, 1),
        to: dayNumberOfDate(year, month + 1, 1) - 1, // Date.UTC rolls month 13 into January
      };
    case 'last30Days':
      return { from: today - 29, to: today };
    case 'thisYear':
      return { from: dayNumberOfDate(year, 1, 1), to: dayNumberOfDate(year + 1, 1, 1) - 1 };
    case 'custom': {
      const from = range.from === undefined ? null : dayNumberOfKey(range.from);
      const to = range.to === undefined ? null : dayNumberOfKey(range.to);
      return { from: from ?? -Infinity, to: to ?? Infinity };
    }
  }
}

/**
 * The bets placed within the date range, by their local calendar day in `timeZone`, in their
 * order; `now` anchors the relative presets. A bet whose PlacedDate cannot be read is kept only
 * by "all". analyzeBets({ range }) applies the same rule inside its single pass.
 */
export function filterByDateRange(
  bets: readonly BetView[],
  range: DateRange,
  timeZone: string,
  now: Date,
): BetView[] {
  const days = new LocalDays(timeZone);
  const bounds = dateRangeDays(range, days.ofInstant(now.getTime()));
  if (bounds === null) return bets.slice();
  return bets.filter((bet) => {
    // NaN compares false: an unreadable date is out of every bounded range.
    const day = days.ofText(bet.PlacedDate);
    return day >= bounds.from && day <= bounds.to;
  });
}
