import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { view } from '../history/bet-view.test-support.ts';
import {
  dateRangeDays,
  dayKeyOf,
  dayNumberOfKey,
  filterByDateRange,
  instantMs,
  isoWeekdayOf,
  localDayReader,
  monthIndexOf,
  monthKeyOf,
  placedDayReader,
} from './date-range.ts';
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

describe('calendar helpers', () => {
  it.each([
    // day number → key, ISO weekday, month
    [0, '1970-01-01', 4, '1970-01'], // a Thursday
    [4, '1970-01-05', 1, '1970-01'], // the first Monday
    [20150, '2025-03-03', 1, '2025-03'], // 55 years and 14 leap days: 55 × 365 + 14 + 61
    [-1, '1969-12-31', 3, '1969-12'],
  ])('day %i is %s, weekday %i, month %s', (day, key, weekday, month) => {
    expect(dayKeyOf(day)).toBe(key);
    expect(dayNumberOfKey(key)).toBe(day);
    expect(isoWeekdayOf(day)).toBe(weekday);
    expect(monthKeyOf(monthIndexOf(day))).toBe(month);
  });

  it('names every day as Date does', () => {
    // days 0001-01-01 … 9999-12-31
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        const date = new Date(day * 86_400_000);
        expect(dayKeyOf(day)).toBe(date.toISOString().slice(0, 10));
        expect(monthIndexOf(day)).toBe(date.getUTCFullYear() * 12 + date.getUTCMonth());
        expect(isoWeekdayOf(day)).toBe(((date.getUTCDay() + 6) % 7) + 1);
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['2025-02-29', '2025-13-01', '2025-3-1', 'yesterday', ''])(
    'refuses the day key %j',
    (key) => {
      expect(dayNumberOfKey(key)).toBeNull();
    },
  );

  it.each([
    // text → epoch ms, the same as Date.parse
    ['2025-03-02T23:30:00.000Z', Date.UTC(2025, 2, 2, 23, 30)],
    ['2024-02-29T12:34:56.789Z', Date.UTC(2024, 1, 29, 12, 34, 56, 789)],
    ['2025-03-01T12:00:00+01:00', Date.UTC(2025, 2, 1, 11)], // not the API's shape: Date.parse
    ['2025-13-01T00:00:00.000Z', NaN],
    ['2025-03-01T24:00:00.000Z', Date.parse('2025-03-01T24:00:00.000Z')],
    ['2025-02-30T00:00:00.000Z', Date.parse('2025-02-30T00:00:00.000Z')],
    ['2025-0a-01T00:00:00.000Z', NaN],
    ['not a date', NaN],
  ])('reads %s', (text, ms) => {
    expect(instantMs(text)).toBe(ms);
  });

  it('reads every toISOString text as Date.parse does', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const text = date.toISOString();
          expect(instantMs(text)).toBe(Date.parse(text));
        },
      ),
    );
  });

  it('makes the history filter its placedDayOf', () => {
    const dayOf = placedDayReader('Europe/Madrid');
    expect(dayOf('2025-03-02T23:30:00.000Z')).toBe('2025-03-03');
    expect(dayOf('nonsense')).toBe('');
  });

  it('refuses an unknown time zone', () => {
    expect(() => localDayReader('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('local days agree with Intl for every instant', () => {
  // Zones with DST, half- and quarter-hour offsets, a 30-minute DST shift (Lord Howe), a
  // southern-hemisphere DST, a day skipped (Apia, end of 2011) and none.
  const zones = [
    'Europe/Madrid',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/Santiago',
    'Pacific/Apia',
    'Asia/Tokyo',
    'UTC',
  ];
  const intlDay = (timeZone: string) => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    return (ms: number) => format.format(ms);
  };

  it.each(zones)('%s: random instants', (timeZone) => {
    // One reader for the whole run, so its memo is what is tested.
    const dayOf = localDayReader(timeZone);
    const expected = intlDay(timeZone);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        expect(dayKeyOf(dayOf(ms))).toBe(expected(ms));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['Europe/Madrid', 2025],
    ['America/New_York', 2025],
    ['Australia/Lord_Howe', 2025], // DST (+11) ends 04-05 15:00Z, starts 10-04 15:30Z
    ['Pacific/Chatham', 2025], // +12:45 / +13:45
    ['Pacific/Apia', 2011], // skipped 2011-12-30 (−10 → +14)
  ])('%s: every quarter hour of %i and the instant before it', (timeZone, year) => {
    // Local midnights and transitions fall on UTC quarter hours in these zones, so this walks
    // past each of them from both sides.
    const dayOf = localDayReader(timeZone);
    const expected = intlDay(timeZone);
    const mismatches: string[] = [];
    for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 900_000) {
      for (const instant of [ms - 1, ms]) {
        const actual = dayKeyOf(dayOf(instant));
        if (actual !== expected(instant)) {
          mismatches.push(`${new Date(instant).toISOString()}: ${actual}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
