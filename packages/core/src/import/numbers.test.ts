import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import {
  type DecimalMark,
  guessDecimalMark,
  parseMoneyCents,
  parseOddsMilli,
  parseRatio,
  parseStakeCents,
} from './numbers.ts';
import { centsToEuros, eurosToCents, formatCents } from '../money/cents.ts';
import { divideRounded } from '../money/rounding.ts';
import { layLiabilityCents, stakeTimesOddsCents } from '../money/stake-times-odds.ts';
import { parseInstant } from './instants.ts';

const refusal = (run: () => unknown): ImportFormatError => {
  try {
    run();
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('accepted');
};

describe('divideRounded: halves away from zero', () => {
  it.each([
    [5n, 2n, 3n], // 2.5 → 3
    [-5n, 2n, -3n], // −2.5 → −3
    [7n, 3n, 2n], // 2.33 → 2
    [8n, 3n, 3n], // 2.67 → 3
    [-8n, 3n, -3n],
    [1n, 3n, 0n], // 0.33 → 0
    [5n, -2n, -3n], // sign from the denominator too
    [0n, 7n, 0n],
  ])('%i / %i → %i', (n, d, q) => {
    expect(divideRounded(n, d)).toBe(q);
  });
});

describe('parseMoneyCents: pasted amounts → integer cents', () => {
  it.each<[unknown, number]>([
    ['10.00', 1000],
    ['10,00', 1000],
    ['€10.00', 1000],
    ['10.00 €', 1000],
    ['EUR 10', 1000],
    ['1.234,56', 123_456], // es-ES: "." groups, "," decimal
    ['1,234.56', 123_456], // en: "," groups, "." decimal
    ['1 234,56', 123_456],
    ["1'234.56", 123_456],
    ['1.234.567', 123_456_700], // only groups
    ['1,234', 123_400], // one separator + 3 digits: thousands (money has 2 decimals)
    ['0,500', 50], // … unless the whole part is 0: 0.500
    ['12.5', 1250],
    ['€-10.00', -1000],
    ['-€10.00', -1000],
    ['−3,40', -340], // U+2212 minus
    ['(5.00)', -500], // accounting negative
    ['+7', 700],
    ['.5', 50],
    ['5.', 500],
    [10, 1000],
    [21.9, 2190], // float 21.899999… read through its shortest text "21.9"
    [1.005, 101], // exactly 1.005 → half away from zero → 1.01 (float × 100 would give 100)
    [-2.345, -235],
    ['2.345', 234_500], // text: "." + 3 digits is a thousands group, as above
    [0.1 + 0.2, 30], // 0.30000000000000004 → 30
    [1e-7, 0],
  ])('%s → %i', (input, expected) => {
    expect(parseMoneyCents(input, 'x')).toBe(expected);
  });

  it.each<[unknown, RegExp]>([
    ['', /missing/],
    [null, /missing/],
    [undefined, /missing/],
    ['abc', /"abc" is not a number/],
    ['12.34.5', /digit groups/],
    ['1,2,3', /digit groups/],
    ['--5', /not a number/],
    [Number.NaN, /not a finite number/],
    [Number.POSITIVE_INFINITY, /not a finite number/],
    [1e300, /too large/],
    ['9'.repeat(41), /too long/],
    [true, /expected a number/],
    [{ amount: 1 }, /expected a number, got an object/],
  ])('%s is refused (%s)', (input, reason) => {
    const err = refusal(() => parseMoneyCents(input, 'bets[3].stake'));
    expect(err.where).toBe('bets[3].stake');
    expect(err.message).toMatch(/^bets\[3\]\.stake: /);
    expect(err.message).toMatch(reason);
  });

  it('a stake must not be negative; a safe-integer check guards every amount', () => {
    expect(refusal(() => parseStakeCents('-1', 'row 4, Stake')).message).toBe(
      'row 4, Stake: a stake must not be negative (got "-1")',
    );
    expect(parseStakeCents('0', 's')).toBe(0);
    expect(refusal(() => parseMoneyCents('99999999999999999', 'x')).message).toMatch(/too large/);
    expect(parseMoneyCents('90071992547409.91', 'x')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('parseOddsMilli: decimal odds → integer thousandths', () => {
  it.each<[unknown, number]>([
    ['2.5', 2500],
    ['1,45', 1450],
    ['1.234', 1234], // odds: one separator is always the decimal mark
    ['1,01', 1010],
    [3.15, 3150],
    [1000, 1_000_000],
    ['1.0105', 1011], // 1.0105 → 1010.5 thousandths → 1011 (half away from zero)
  ])('%s → %i', (input, expected) => {
    expect(parseOddsMilli(input, 'x')).toBe(expected);
  });

  it.each<[unknown]>([[1], ['1.00'], [0.5], ['1.009'], [-2], ['0']])('%s is below 1.01', (odds) => {
    expect(refusal(() => parseOddsMilli(odds, 'clearedOrders[2].priceMatched')).message).toMatch(
      /^clearedOrders\[2\]\.priceMatched: odds must be at least 1\.01/,
    );
  });
});

describe('money helpers', () => {
  it.each([
    [1000, 2500, 2500], // 10.00 × 2.5 = 25.00
    [1005, 1333, 1340], // 10.05 × 1.333 = 13.39665 → 13.40
    [1000, 1005, 1005], // 10.00 × 1.005 = 10.05
    [333, 1500, 500], // 3.33 × 1.5 = 4.995 → 5.00 (half away from zero)
  ])('stake %i cents × odds %i‰ → %i cents', (stake, odds, expected) => {
    expect(stakeTimesOddsCents(stake, odds)).toBe(expected);
  });

  it.each([
    [2200, 2200, 2640], // 22.00 × (2.20 − 1) = 26.40
    [5600, 5330, 24_248], // 56 × 4.33 = 242.48
    [1000, 1015, 15], // 10 × 0.015 = 0.15
  ])('LAY stake %i at %i‰ risks %i cents', (stake, odds, expected) => {
    expect(layLiabilityCents(stake, odds)).toBe(expected);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-50, '-0.50'],
    [123_456, '1234.56'],
  ])('formatCents(%i) = %s', (value, text) => {
    expect(formatCents(value)).toBe(text);
  });

  it('euros ↔ cents exactly', () => {
    expect(eurosToCents(10.1)).toBe(1010);
    expect(eurosToCents(0.07)).toBe(7); // 0.07 × 100 = 7.000000000000001 in floats
    expect(centsToEuros(1010)).toBe(10.1);
  });
});

describe('a known decimal mark: machine formats write "." with any number of decimals', () => {
  it.each<[string, DecimalMark, number]>([
    ['21.696', '.', 2170], // 21.696 → 21.70 (not 21,696 €)
    ['16.9965', '.', 1700], // 16.9965 → 17.00: one rounding, half away from zero
    ['4.54274', '.', 454],
    ['0.0091', '.', 1], // 0.91 c → 1 c
    ['7.136080000000001', '.', 714],
    ['-17.00', '.', -1700],
    ['-0.005', '.', -1], // −0.5 c → −1 c (away from zero)
    ['1.5e-7', '.', 0], // how programs write tiny numbers
    ['2.5e2', '.', 25_000],
    ['1,234.5', '.', 123_450], // "," can only group here
    ['21,696', ',', 2170], // the same amount in a Spanish spreadsheet column
    ['1.500', ',', 150_000], // "," is the mark, so "." groups: 1,500.00
    ['1.234,567', ',', 123_457],
  ])('%s with mark %s → %i cents', (text, mark, cents) => {
    expect(parseMoneyCents(text, 'amount', mark)).toBe(cents);
  });

  it.each<[string, DecimalMark]>([
    ['10,5', '.'], // "," cannot be a group of one digit
    ['1.2.3', '.'], // the mark twice
    ['1.234,5', '.'], // the mark before a grouping comma
    ['1,2e3', ','], // exponents only with "."
  ])('%s with mark %s is not a number', (text, mark) => {
    expect(refusal(() => parseMoneyCents(text, 'amount', mark)).code).toBe('import.notANumber');
  });

  it('odds and ratios read the same way', () => {
    expect(parseOddsMilli('2.275', 'odds', '.')).toBe(2275);
    expect(parseOddsMilli('1,95', 'odds', ',')).toBe(1950);
    expect(parseRatio('0.0305', 'ev')).toBe(0.0305);
    expect(parseRatio('-0.6146', 'ev')).toBe(-0.6146);
  });
});

describe('guessDecimalMark: one decision per column, from all its values', () => {
  it.each<[string[], DecimalMark | null]>([
    [['10', '2,75', '1.500'], ','], // "2,75" tells; "1.500" is then fifteen hundred
    [['10', '2.75', '1,500'], '.'],
    [['1.234,56', '7'], ','], // both marks: the last is the decimal mark
    [['1.234.567'], ','], // "." repeated: a grouping, so "," would be the mark
    [['1234,567'], ','], // four digits before: not a grouping
    [['0.500'], '.'], // a leading 0: not a grouping
    [['1.500', '2.000'], null], // three digits after one mark tell nothing
    [['10', '20'], null],
    [['2,5', '2.5'], null], // a column that disagrees with itself
  ])('%j → %s', (values, mark) => {
    expect(guessDecimalMark(values)).toBe(mark);
  });

  it('what to assume when nothing tells: the caller says (JSON: ".")', () => {
    expect(guessDecimalMark(['10', '1.500'], '.')).toBe('.');
    expect(guessDecimalMark(['2,5', '2.5'], '.')).toBeNull(); // disagreement stays undecided
  });
});

describe('errors carry a message key with their field and value', () => {
  it.each<[() => unknown, string, Record<string, string | number>]>([
    [
      () => parseMoneyCents('abc', 'amount'),
      'import.notANumber',
      { field: 'amount', value: '"abc"' },
    ],
    [() => parseMoneyCents('', 'amount'), 'import.valueMissing', { field: 'amount' }],
    [
      () => parseStakeCents('-5', 'amount'),
      'import.amountNegative',
      { field: 'amount', value: '"-5"' },
    ],
    [
      () => parseOddsMilli('0.84', 'odds'),
      'import.oddsBelowMinimum',
      { field: 'odds', odds: 0.84, min: 1.01 },
    ],
    [
      () => parseInstant('2025-02-30', 'date'),
      'import.notADate',
      { field: 'date', value: '"2025-02-30"' },
    ],
    [
      () => parseInstant('1960-01-01', 'date'),
      'import.dateOutOfRange',
      { field: 'date', value: '"1960-01-01"' },
    ],
  ])('%#: %s', (run, code, params) => {
    const err = refusal(run);
    expect([err.code, err.params]).toEqual([code, params]);
  });
});
