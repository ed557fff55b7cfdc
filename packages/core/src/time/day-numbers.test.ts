import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayKeyOf, dayNumberOfKey, isoWeekdayOf, monthIndexOf, monthKeyOf } from './day-numbers.ts';

describe('day numbers', () => {
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
});
