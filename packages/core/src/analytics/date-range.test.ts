import { describe, expect, it } from 'vitest';
import { view } from '../history/bet-view.test-support.ts';
import { dayKeyOf, dayNumberOfKey } from '../time/day-numbers.ts';
import { dateRangeDays, filterByDateRange } from './date-range.ts';
import type { DateRange } from './types.ts';

describe('filterByDateRange (dashboards date-range filter)', () => {
  // now: Saturday 2025-03-15 13:00 in Madrid (CET, +1; CEST, +2, from 2025-03-30 01:00Z).
  // today = 2025-03-15; last 30 days = 2025-02-14 … 2025-03-15 (15 days of March + 15 of
  // February: 14 … 28).
  const now = new Date('2025-03-15T12:00:00Z');
  const bets = {
    a: view(1, 0, 'WON', '2025-02-13T12:00:00.000Z'), // 02-13 13:00
    b: view(1, 0, 'WON', '2025-02-13T23:30:00.000Z'), // 02-14 00:30: first of the last 30 days
    c: view(1, 0, 'WON', '2025-02-28T23:30:00.000Z'), // 03-01 00:30: this month
    d: view(1, 0, 'WON', '2025-03-31T21:30:00.000Z'), // 03-31 23:30 CEST: this month, after today
    e: view(1, 0, 'WON', '2025-03-31T22:30:00.000Z'), // 04-01 00:30 CEST: next month
    f: view(1, 0, 'WON', '2024-12-31T23:30:00.000Z'), // 2025-01-01 00:30: this year
    g: view(1, 0, 'WON', '2024-12-31T22:30:00.000Z'), // 2024-12-31 23:30: last year
    h: view(1, 0, 'WON', 'garbage'), // unreadable: only in 'all'
    i: view(1, 0, 'WON', '2025-03-15T22:59:59.999Z'), // 03-15 23:59:59.999: today
    j: view(1, 0, 'WON', '2025-03-15T23:00:00.000Z'), // 03-16 00:00: tomorrow
  };
  type Name = keyof typeof bets;
  const all = Object.values(bets);
  const names = (kept: readonly unknown[]) =>
    (Object.keys(bets) as Name[]).filter((name) => kept.includes(bets[name]));

  it.each<[string, DateRange, Name[]]>([
    ['all', { preset: 'all' }, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']],
    ['this month: 1–31 March', { preset: 'thisMonth' }, ['c', 'd', 'i', 'j']],
    ['last 30 days: 14 February – 15 March', { preset: 'last30Days' }, ['b', 'c', 'i']],
    ['this year: 2025', { preset: 'thisYear' }, ['a', 'b', 'c', 'd', 'e', 'f', 'i', 'j']],
    [
      'custom, both ends inclusive',
      { preset: 'custom', from: '2025-02-14', to: '2025-03-01' },
      ['b', 'c'],
    ],
    ['custom, from only', { preset: 'custom', from: '2025-03-16' }, ['d', 'e', 'j']],
    ['custom, to only', { preset: 'custom', to: '2024-12-31' }, ['g']],
    [
      'custom, no ends: every readable date',
      { preset: 'custom' },
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'i', 'j'],
    ],
    [
      'custom, blank and impossible ends are open',
      { preset: 'custom', from: '', to: '2025-02-30' },
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'i', 'j'],
    ],
    ['custom, from after to', { preset: 'custom', from: '2025-03-02', to: '2025-03-01' }, []],
  ])('%s', (_, range, expected) => {
    expect(names(filterByDateRange(all, range, 'Europe/Madrid', now))).toEqual(expected);
  });

  it('reads "today" in the time zone', () => {
    // 2025-03-31T23:30Z is still March 31 in New York (EDT, −4: 19:30) but April 1 in Madrid
    // (CEST, +2: 01:30): this month is March there, April here.
    const late = new Date('2025-03-31T23:30:00Z');
    const march = view(1, 0, 'WON', '2025-03-10T12:00:00.000Z');
    const april = view(1, 0, 'WON', '2025-04-01T12:00:00.000Z');
    const thisMonth: DateRange = { preset: 'thisMonth' };
    expect(filterByDateRange([march, april], thisMonth, 'America/New_York', late)).toEqual([march]);
    expect(filterByDateRange([march, april], thisMonth, 'Europe/Madrid', late)).toEqual([april]);
  });

  it('covers a whole February in a leap year and a year end', () => {
    // today 2024-02-10 → this month 2024-02-01 … 2024-02-29
    const today = dayNumberOfKey('2024-02-10') ?? NaN;
    const bounds = dateRangeDays({ preset: 'thisMonth' }, today);
    expect([dayKeyOf(bounds?.from ?? NaN), dayKeyOf(bounds?.to ?? NaN)]).toEqual([
      '2024-02-01',
      '2024-02-29',
    ]);
    // today 2024-12-31 → this month 12-01 … 12-31, this year 01-01 … 12-31,
    // last 30 days 12-02 … 12-31 (31 − 29 = 2)
    const yearEnd = dayNumberOfKey('2024-12-31') ?? NaN;
    const keys = (range: DateRange) => {
      const b = dateRangeDays(range, yearEnd);
      return b === null ? null : [dayKeyOf(b.from), dayKeyOf(b.to)];
    };
    expect(keys({ preset: 'thisMonth' })).toEqual(['2024-12-01', '2024-12-31']);
    expect(keys({ preset: 'thisYear' })).toEqual(['2024-01-01', '2024-12-31']);
    expect(keys({ preset: 'last30Days' })).toEqual(['2024-12-02', '2024-12-31']);
    expect(keys({ preset: 'all' })).toBeNull();
  });
});

describe('no range', () => {
  it('dateRangeDays: none for no range and for "all"', () => {
    const today = dayNumberOfKey('2025-03-15') ?? Number.NaN;
    expect(dateRangeDays(undefined, today)).toBeNull();
    expect(dateRangeDays({ preset: 'all' }, today)).toBeNull();
  });

  it('filterByDateRange "all" gives every bet in a new list', () => {
    const bets = [view(1, 0, 'WON', '2025-03-01T12:00:00.000Z'), view(2, 0, 'LOST', 'garbage')];
    const kept = filterByDateRange(
      bets,
      { preset: 'all' },
      'UTC',
      new Date('2025-03-15T12:00:00Z'),
    );
    expect(kept).toEqual(bets);
    expect(kept).not.toBe(bets); // the caller may sort or filter it
  });
});
