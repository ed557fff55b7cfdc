import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import {
  americanOddsMilli,
  fractionalOddsMilli,
  guessOddsFormat,
  oddsMilliIn,
} from './odds-formats.ts';

describe('odds as bettors write them', () => {
  it.each([
    // +150: 150 won on 100 staked → 1 + 1.5 = 2.5
    ['+150', 2500],
    // −110: 110 staked to win 100 → 1 + 100/110 = 1.90909… → 1.909
    ['-110', 1909],
    // −200: 1 + 100/200 = 1.5
    ['-200', 1500],
    // +100: evens
    ['+100', 2000],
    // −150: 1 + 0.6666… → 1.667 (halves away from zero; .6666 rounds up)
    ['-150', 1667],
  ])('American %s → %i thousandths', (text, milli) => {
    expect(americanOddsMilli(text, 'odds')).toBe(milli);
  });

  it('reads an unsigned American value only where the column is known to be American', () => {
    expect(americanOddsMilli('150', 'odds', true)).toBe(2500);
    // Without that knowledge "150" is decimal odds of 150.
    expect(americanOddsMilli('150', 'odds')).toBe(150_000);
    expect(oddsMilliIn('150', 'american', 'odds')).toBe(2500);
  });

  it.each([
    ['5/2', 3500], // 1 + 2.5
    ['1/3', 1333], // 1 + 0.3333…
    ['2/3', 1667], // 1 + 0.6666… → .667
    ['100/30', 4333], // 1 + 3.3333…
    ['Evens', 2000],
    ['evs', 2000],
  ])('fractional %s → %i thousandths', (text, milli) => {
    expect(fractionalOddsMilli(text, 'odds')).toBe(milli);
  });

  it('refuses what is no odds in any format, naming the field', () => {
    expect(() => fractionalOddsMilli('5/0', 'Odds')).toThrow(ImportFormatError);
    expect(() => americanOddsMilli('+abc', 'Odds')).toThrow(ImportFormatError);
    // −20000 is 1.005: below the 1.01 any bookmaker offers.
    expect(() => americanOddsMilli('-20000', 'Odds')).toThrow(/1\.01/);
  });

  it('guesses a column’s format from all its values', () => {
    expect(guessOddsFormat(['+150', '-110', '2.10'])).toBe('american');
    expect(guessOddsFormat(['5/2', 'evens', '11/10'])).toBe('fractional');
    expect(guessOddsFormat(['1.91', '2,05', ''])).toBe('decimal');
    expect(guessOddsFormat([])).toBe('decimal');
  });
});
