import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantMs } from './iso-instant.ts';

describe('instantMs', () => {
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
});
