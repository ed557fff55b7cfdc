import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { parseInstant } from './instants.ts';

describe('parseInstant: dates → ISO UTC', () => {
  it.each<[unknown, string]>([
    ['2025-03-01T14:43:44.797Z', '2025-03-01T14:43:44.797Z'],
    ['2025-03-01T14:43:44Z', '2025-03-01T14:43:44.000Z'],
    ['2025-03-01T14:43:44', '2025-03-01T14:43:44.000Z'], // no zone → UTC
    ['2025-02-03 18:30', '2025-02-03T18:30:00.000Z'], // Bet-Analytix, no seconds
    ['2025-03-01', '2025-03-01T00:00:00.000Z'],
    ['2025-03-01T14:00:00+02:00', '2025-03-01T12:00:00.000Z'],
    ['2025-03-01T14:00:00-0530', '2025-03-01T19:30:00.000Z'],
    ['2025-03-01T00:30:00+01', '2025-02-28T23:30:00.000Z'],
    ['2025-03-01 14:00:00 UTC', '2025-03-01T14:00:00.000Z'],
    ['2025-03-01T14:43:44.797123Z', '2025-03-01T14:43:44.797Z'], // microseconds dropped
    [1_740_840_224_797, '2025-03-01T14:43:44.797Z'], // epoch ms
    ['1740840224797', '2025-03-01T14:43:44.797Z'],
    [1_740_840_224, '2025-03-01T14:43:44.000Z'], // epoch seconds (below 10^11)
    ['2024-02-29T12:00:00Z', '2024-02-29T12:00:00.000Z'], // leap day
  ])('%s → %s', (input, expected) => {
    expect(parseInstant(input, 'x')).toBe(expected);
  });

  it.each<[unknown, RegExp]>([
    ['2025-02-30T10:00:00Z', /not a real date/],
    ['2023-02-29', /not a real date/],
    ['2025-13-01', /not a real date/],
    ['2025-03-01T24:00:00Z', /not a real date/],
    ['01/03/2025', /not a date/],
    ['yesterday', /not a date/],
    ['', /missing/],
    [null, /missing/],
    [-1, /between 1970 and 2999/],
    ['3000-01-01', /between 1970 and 2999/],
    [{}, /expected a date/],
  ])('%s is refused', (input, reason) => {
    expect(() => parseInstant(input, 'bets[0].placedDate')).toThrow(
      expect.objectContaining({
        name: ImportFormatError.name,
        where: 'bets[0].placedDate',
        message: expect.stringMatching(reason),
      }),
    );
  });
});
