import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayKeyOf } from './day-numbers.ts';
import {
  isKnownTimeZone,
  LocalDays,
  localDayReader,
  placedDayReader,
  zonedDayBounds,
} from './local-days.ts';

describe('local days', () => {
  it('makes the history filter its placedDayOf', () => {
    const dayOf = placedDayReader('Europe/Madrid');
    expect(dayOf('2025-03-02T23:30:00.000Z')).toBe('2025-03-03');
    expect(dayOf('nonsense')).toBe('');
  });

  it('refuses an unknown time zone', () => {
    expect(() => localDayReader('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('America/Santiago')).toBe(true);
  });

  it('reads unreadable input as NaN', () => {
    const days = new LocalDays('Europe/Madrid');
    expect(days.ofInstant(NaN)).toBeNaN();
    expect(days.ofText('2025-13-01T00:00:00.000Z')).toBeNaN();
  });
});

describe('zonedDayBounds: [start, end) of the local day', () => {
  it.each([
    // Daylight saving starting at midnight: 00:00 does not exist, the day starts at 01:00.
    // Santiago 2024-09-08: 00:00 −04 jumps to 01:00 −03, so the day starts at 01:00 −03 =
    // 04:00Z and ends at 9 Sep 00:00 −03 = 03:00Z (23 hours).
    [
      '2024-09-08T15:00:00Z',
      'America/Santiago',
      '2024-09-08T04:00:00.000Z',
      '2024-09-09T03:00:00.000Z',
    ],
    // The day before runs 00:00 −04 = 04:00Z to the gap, 04:00Z on the 8th (24 hours).
    [
      '2024-09-07T15:00:00Z',
      'America/Santiago',
      '2024-09-07T04:00:00.000Z',
      '2024-09-08T04:00:00.000Z',
    ],
    // Asunción 2024-10-06, the same jump (−04 → −03): 01:00 −03 = 04:00Z … 7 Oct 00:00 −03.
    [
      '2024-10-06T15:00:00Z',
      'America/Asuncion',
      '2024-10-06T04:00:00.000Z',
      '2024-10-07T03:00:00.000Z',
    ],
    // Havana 2024-03-10 (−05 → −04): 01:00 −04 = 05:00Z … 11 Mar 00:00 −04 = 04:00Z.
    [
      '2024-03-10T15:00:00Z',
      'America/Havana',
      '2024-03-10T05:00:00.000Z',
      '2024-03-11T04:00:00.000Z',
    ],
    // Havana 2024-11-03, back from 01:00 −04 to 00:00 −05: midnight happens twice and the
    // day starts at the first, 00:00 −04 = 04:00Z; it ends at 4 Nov 00:00 −05 = 05:00Z (25 h).
    [
      '2024-11-03T12:00:00Z',
      'America/Havana',
      '2024-11-03T04:00:00.000Z',
      '2024-11-04T05:00:00.000Z',
    ],
    // Santiago 2024-04-07 at 00:00 −03 (03:00Z) goes back to 6 Apr 23:00 −04: 03:30Z is still
    // the 6th, which ran 00:00 −03 = 03:00Z … 7 Apr 00:00 −04 = 04:00Z (25 hours).
    [
      '2024-04-07T03:30:00Z',
      'America/Santiago',
      '2024-04-06T03:00:00.000Z',
      '2024-04-07T04:00:00.000Z',
    ],
    // Madrid is UTC+1 in winter: 22 Nov 2026 runs 21 Nov 23:00Z → 22 Nov 23:00Z.
    [
      '2026-11-22T10:00:00Z',
      'Europe/Madrid',
      '2026-11-21T23:00:00.000Z',
      '2026-11-22T23:00:00.000Z',
    ],
    // 23:30Z on 21 Nov is already 22 Nov in Madrid.
    [
      '2026-11-21T23:30:00Z',
      'Europe/Madrid',
      '2026-11-21T23:00:00.000Z',
      '2026-11-22T23:00:00.000Z',
    ],
    // Spring forward at 02:00 (29 Mar 2026): 00:00 +01 = 28 Mar 23:00Z to 30 Mar 00:00 +02 =
    // 29 Mar 22:00Z, 23 hours.
    [
      '2026-03-29T12:00:00Z',
      'Europe/Madrid',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    // Fall back at 03:00 (25 Oct 2026): 00:00 +02 = 24 Oct 22:00Z to 26 Oct 00:00 +01 =
    // 25 Oct 23:00Z, 25 hours.
    [
      '2026-10-25T12:00:00Z',
      'Europe/Madrid',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
    // New York in winter is −05: 03:00Z on 22 Nov is 21 Nov 22:00 there.
    [
      '2026-11-22T03:00:00Z',
      'America/New_York',
      '2026-11-21T05:00:00.000Z',
      '2026-11-22T05:00:00.000Z',
    ],
    ['2026-12-31T23:59:59Z', 'UTC', '2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('%s in %s → [%s, %s)', (now, zone, start, end) => {
    const bounds = zonedDayBounds(new Date(now), zone);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
  });

  it.each([
    ['America/Santiago', 2024],
    ['America/Asuncion', 2024],
    ['America/Havana', 2024],
    ['Europe/Madrid', 2026],
    ['Australia/Lord_Howe', 2025],
  ])('%s %i: each day starts where the day before ends', (timeZone, year) => {
    // Both directions agree: the instant a day starts is in that day, the one before it in
    // the previous day, for every day of the year.
    const days = new LocalDays(timeZone);
    const mismatches: string[] = [];
    const first = Math.floor(Date.UTC(year, 0, 1) / 86_400_000);
    for (let day = first; day < first + 365; day += 1) {
      const start = days.startOf(day);
      if (days.ofInstant(start) !== day || days.ofInstant(start - 1) !== day - 1) {
        mismatches.push(dayKeyOf(day));
      }
    }
    expect(mismatches).toEqual([]);
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
