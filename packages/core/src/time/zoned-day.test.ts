import { describe, expect, it } from 'vitest';
import { zonedDayBounds } from './zoned-day.ts';

describe('zonedDayBounds', () => {
  it.each([
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
    // The spring-forward day is 23 hours long (29 Mar 2026 in Madrid).
    [
      '2026-03-29T12:00:00Z',
      'Europe/Madrid',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    // The fall-back day is 25 hours long (25 Oct 2026).
    [
      '2026-10-25T12:00:00Z',
      'Europe/Madrid',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
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
});
