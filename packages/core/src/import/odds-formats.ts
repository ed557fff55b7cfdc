import { divideRounded } from '../money/rounding.ts';
import { MIN_ODDS_MILLI, parseOddsMilli, type DecimalMark } from './numbers.ts';

/**
 * Odds as bettors write them, in integer thousandths of decimal odds:
 * - decimal: 2.50;
 * - American: +150 (win 150 on 100: 1 + 150/100 = 2.5), −110 (stake 110 to win 100:
 *   1 + 100/110 = 1.909); a value of 100 or more without a sign, in a column known to be
 *   American, is a positive one;
 * - fractional: 5/2 (1 + 5/2 = 3.5), "evens" (2.0).
 * Each is exact to the thousandth, rounded once, halves away from zero.
 */

export const ODDS_FORMATS = ['decimal', 'american', 'fractional'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

const MAX_ODDS_TEXT = 40;

/** Text past any odds is read as written and refused as such by parseOddsMilli. */
function asWritten(text: string, field: string): number {
  return parseOddsMilli(text, field, '.');
}

function toSafeMilli(milli: bigint, text: string, field: string): number {
  if (milli > BigInt(Number.MAX_SAFE_INTEGER) || milli < BigInt(MIN_ODDS_MILLI)) {
    return asWritten(text, field);
  }
  return Number(milli);
}

/** American odds; `unsignedIsPositive`: "150" in an American column is +150. */
export function americanOddsMilli(text: string, field: string, unsignedIsPositive = false): number {
  const trimmed = text.trim();
  const match = trimmed.length <= MAX_ODDS_TEXT ? /^([+-]?)\s*(\d{3,})$/.exec(trimmed) : null;
  if (!match || (match[1] === '' && !unsignedIsPositive)) return asWritten(text, field);
  const [, sign, digits = '0'] = match;
  const value = BigInt(digits);
  const milli =
    sign === '-'
      ? 1000n + divideRounded(100_000n, value) // −110 → 1 + 100/110
      : 1000n + value * 10n; // +150 → 1 + 150/100
  return toSafeMilli(milli, text, field);
}

/** Fractional odds "5/2" → 3500, "evens" → 2000. */
export function fractionalOddsMilli(text: string, field: string): number {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'evens' || trimmed === 'evs' || trimmed === 'even') return 2000;
  const match =
    trimmed.length <= MAX_ODDS_TEXT ? /^(\d{1,6})\s*\/\s*(\d{1,6})$/.exec(trimmed) : null;
  if (!match) return asWritten(text, field);
  const [, top = '0', bottom = '0'] = match;
  if (BigInt(bottom) === 0n) return asWritten(text, field);
  return toSafeMilli(1000n + divideRounded(BigInt(top) * 1000n, BigInt(bottom)), text, field);
}

/** Odds of a known format. */
export function oddsMilliIn(
  text: string,
  format: OddsFormat,
  field: string,
  mark: DecimalMark | null = null,
): number {
  if (format === 'american') return americanOddsMilli(text, field, true);
  if (format === 'fractional') return fractionalOddsMilli(text, field);
  return parseOddsMilli(text, field, mark);
}

/**
 * The format of a column of odds, by all its values: any "a/b" is fractional; a signed
 * whole number of 100 or more (+150, −110), or a value of −100 or below, is American; else decimal.
 */
export function guessOddsFormat(values: Iterable<string>): OddsFormat {
  let american = 0;
  let fractional = 0;
  let decimal = 0;
  for (const value of values) {
    const text = value.trim();
    if (text === '' || text.length > MAX_ODDS_TEXT) continue;
    if (/^\d{1,6}\s*\/\s*\d{1,6}$/.test(text) || /^evens?$|^evs$/i.test(text)) fractional++;
    else if (/^[+-]\s*\d{3,}$/.test(text)) american++;
    else decimal++;
  }
  if (fractional > 0 && fractional >= american && fractional >= decimal) return 'fractional';
  if (american > 0 && american >= decimal) return 'american';
  return 'decimal';
}
