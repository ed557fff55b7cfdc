import { describe, expect, it } from 'vitest';
import { isQuietAt, minuteOfDayIn } from './quiet-hours.ts';

describe('quiet hours', () => {
  it('counts the minute of the day in the zone (Madrid is UTC+1 in winter)', () => {
    expect(minuteOfDayIn(new Date('2026-11-29T22:30:00Z'), 'Europe/Madrid')).toBe(23 * 60 + 30);
    expect(minuteOfDayIn(new Date('2026-11-29T00:05:00Z'), 'UTC')).toBe(5);
  });

  it('a window within one day: [start, end)', () => {
    const window = { start: 13 * 60, end: 15 * 60 };
    expect(isQuietAt(new Date('2026-11-29T13:00:00Z'), window, 'UTC')).toBe(true);
    expect(isQuietAt(new Date('2026-11-29T14:59:00Z'), window, 'UTC')).toBe(true);
    expect(isQuietAt(new Date('2026-11-29T15:00:00Z'), window, 'UTC')).toBe(false);
    expect(isQuietAt(new Date('2026-11-29T12:59:00Z'), window, 'UTC')).toBe(false);
  });

  it('a window past midnight wraps: 22:00-07:00 in Madrid', () => {
    const window = { start: 22 * 60, end: 7 * 60 };
    // 21:30 UTC is 22:30 in Madrid; 05:59 UTC is 06:59; 06:00 UTC is 07:00.
    expect(isQuietAt(new Date('2026-11-29T21:30:00Z'), window, 'Europe/Madrid')).toBe(true);
    expect(isQuietAt(new Date('2026-11-30T05:59:00Z'), window, 'Europe/Madrid')).toBe(true);
    expect(isQuietAt(new Date('2026-11-30T06:00:00Z'), window, 'Europe/Madrid')).toBe(false);
    expect(isQuietAt(new Date('2026-11-29T20:59:00Z'), window, 'Europe/Madrid')).toBe(false);
  });

  it('no window, or an empty one, is never quiet', () => {
    expect(isQuietAt(new Date('2026-11-29T03:00:00Z'), null, 'UTC')).toBe(false);
    expect(isQuietAt(new Date('2026-11-29T03:00:00Z'), { start: 60, end: 60 }, 'UTC')).toBe(false);
  });
});
