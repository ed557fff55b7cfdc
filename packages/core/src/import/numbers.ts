import { divideRounded } from '../money/rounding.ts';
import { fail } from './value-refusal.ts';

/**
 * Tolerant reading of pasted numbers (dates: instants.ts). Every reader takes the value as it
 * came (`unknown`: a JSON number, a string typed by a person, a CSV cell) and the place it came
 * from (`where`, e.g. `bets[3].stake` or `row 4, Stake`), and returns an exact integer (cents,
 * thousandths of odds), or throws an ImportFormatError saying where and why, with a message key
 * (problem-codes.ts) whose `field` parameter is `where`.
 *
 * The decimal mark: machine formats (Betfair JSON, Pikkit, StakeLab CSV) write "." with any
 * number of decimals ("21.696" is 21.696), so their readers pass `mark` '.'. Human-made CSVs
 * (Bet-Analytix, spreadsheets) decide it per column with guessDecimalMark() and pass what it
 * found; only when nothing in the file tells (null) is each value guessed on its own.
 */

/** The decimal mark of a number's text: "." (21.696) or "," (21,696 in Spanish). */
export type DecimalMark = '.' | ',';

/** Longer text than this is not a number a person pasted: refused before any arithmetic. */
const MAX_NUMBER_TEXT_LENGTH = 40;

/** Decimal odds below this are not odds a bookmaker or an exchange offers (docs/product.md §5). */
export const MIN_ODDS_MILLI = 1010;

/** An exact decimal: `digits / 10^scale`, with its sign apart. */
interface ExactDecimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

/** A value as it can be quoted in a message: short, one line. */
export function describeValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (value === undefined) text = 'nothing';
  else if (typeof value === 'object' && value !== null)
    text = Array.isArray(value) ? 'a list' : 'an object';
  else text = String(value);
  return text.length > 48 ? `${text.slice(0, 45)}…` : text;
}

/** A JS number as an exact decimal: through its shortest round-trip text (21.9 → "21.9"). */
function decimalFromNumber(value: number, where: string): ExactDecimal {
  const shown = { value: describeValue(value) };
  if (!Number.isFinite(value)) {
    fail(where, `${describeValue(value)} is not a finite number`, 'import.notANumber', shown);
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) fail(where, `${describeValue(value)} is not a number`, 'import.notANumber', shown);
  const [, sign, whole = '0', fraction = '', exponentText] = match;
  const exponent = Number(exponentText ?? '0');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    if (scale < -30)
      fail(where, `${describeValue(value)} is too large`, 'import.numberTooLarge', shown);
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-', digits, scale };
}

const CURRENCY_AT_START = /^(?:€|\$|£|us\$|eur|usd|gbp)/i;
const CURRENCY_AT_END = /(?:€|\$|£|eur|usd|gbp)$/i;
const GROUPED = /^\d+(?:[.,' \u00a0\u202f]\d+)*$/;

/**
 * Pasted number text as an exact decimal. Accepts "10.00", "10,00", "€10.00", "-€5", "€-5",
 * "10 EUR", "(5.00)" (accounting negative), "1.234,56", "1,234.56", "1 234,56", "1'234.56".
 *
 * With a known decimal `mark`, that mark may appear once, after every digit group; the other
 * separators group thousands. With mark '.', an exponent is read too ("1.5e-7"), as programs
 * write tiny numbers. Without one (null), each value is guessed on its own: when both "." and
 * "," appear, the last one is the decimal mark; a single separator is the decimal mark, except
 * for money when exactly three digits follow it and 1–3 digits (not a leading 0) precede it:
 * "1.234" and "1,234" are then a thousand two hundred and thirty-four.
 */
function decimalFromText(
  raw: string,
  kind: 'money' | 'odds',
  where: string,
  mark: DecimalMark | null,
): ExactDecimal {
  const shown = { value: describeValue(raw) };
  const notANumber = (detail = ''): never =>
    fail(where, `${describeValue(raw)} is not a number${detail}`, 'import.notANumber', shown);
  let text = raw.trim();
  if (text === '') fail(where, 'missing (empty)', 'import.valueMissing');
  if (text.length > MAX_NUMBER_TEXT_LENGTH) {
    fail(where, `${describeValue(raw)} is too long`, 'import.notANumber', shown);
  }
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  // Signs and currency marks, in any order, before the digits: "-€5", "€-5", "EUR -5", "+5".
  let signed = false;
  for (;;) {
    const currency = CURRENCY_AT_START.exec(text);
    if (currency) {
      text = text.slice(currency[0].length).trim();
    } else if (!signed && /^[-−+]/.test(text)) {
      negative = negative !== !text.startsWith('+');
      signed = true;
      text = text.slice(1).trim();
    } else {
      break;
    }
  }
  const currency = CURRENCY_AT_END.exec(text);
  if (currency) text = text.slice(0, -currency[0].length).trim();
  // ".5" is 0.5 and "5." is 5.
  if (/^[.,]\d/.test(text)) text = `0${text}`;
  if (/^\d+[.,]$/.test(text)) text = text.slice(0, -1);

  if (mark === '.') {
    const scientific = /^(\d+)(?:\.(\d+))?e([+-]?\d{1,3})$/i.exec(text);
    if (scientific) {
      const [, whole = '0', fraction = '', exponentText = '0'] = scientific;
      const scale = fraction.length - Number(exponentText);
      const digits = BigInt(whole + fraction);
      return scale >= 0
        ? { negative, digits, scale }
        : { negative, digits: digits * 10n ** BigInt(-scale), scale: 0 };
    }
  }
  if (!GROUPED.test(text)) notANumber();

  const runs = text.split(/[.,' \u00a0\u202f]/);
  const separators = text.replace(/\d/g, '');
  const last = separators.at(-1);
  let decimalAt = -1; // index in `runs` of the first fraction run, or -1 for a whole number
  if (mark !== null) {
    const marks = [...separators].filter((s) => s === mark).length;
    if (marks > 1 || (marks === 1 && last !== mark)) notANumber();
    if (marks === 1) decimalAt = runs.length - 1;
  } else if (last === '.' || last === ',') {
    const lastCount = [...separators].filter((s) => s === last).length;
    if (lastCount === 1) {
      const fractionRun = runs.at(-1) ?? '';
      const wholeRun = runs[0] ?? '';
      const single = separators.length === 1;
      const looksGrouped =
        kind === 'money' &&
        fractionRun.length === 3 &&
        wholeRun.length <= 3 &&
        !wholeRun.startsWith('0');
      if (!(single && looksGrouped)) decimalAt = runs.length - 1;
    }
  }
  const wholeRuns = decimalAt === -1 ? runs : runs.slice(0, decimalAt);
  // Thousands groups: 1–3 digits first, then exactly 3 each ("1.234.567", not "12.34.5").
  if (wholeRuns.length > 1) {
    const [first = '', ...rest] = wholeRuns;
    if (first.length > 3 || rest.some((run) => run.length !== 3)) {
      notANumber(' (its digit groups do not read)');
    }
  }
  const fraction = decimalAt === -1 ? '' : (runs[decimalAt] ?? '');
  return { negative, digits: BigInt(wholeRuns.join('') + fraction), scale: fraction.length };
}

/**
 * What one value says about its column's decimal mark, or null when it could be either: both
 * marks ("1.234,56": the last); one mark repeated ("1.234.567": a grouping, so the other); one
 * mark once with other than three digits after it ("21,5"), or three after more than three
 * digits or a leading 0 ("1234,567", "0,500"). "1.234" alone tells nothing.
 */
function decimalMarkEvidence(text: string): DecimalMark | null {
  // A value too long to be read as a number tells nothing, and reading it would cost: the match
  // below backtracks from every position of "111…1x," (quadratic), so it sees bounded text only.
  if (text.length > MAX_NUMBER_TEXT_LENGTH) return null;
  const separators = text.replace(/[^.,]/g, '');
  const last = separators.at(-1);
  if (last !== '.' && last !== ',') return null;
  const other: DecimalMark = last === '.' ? ',' : '.';
  if (separators.includes(other)) return last;
  if (separators.length > 1) return other;
  const match = /(\d*)[.,](\d*)/.exec(text);
  const before = match?.[1] ?? '';
  const after = match?.[2] ?? '';
  if (after.length !== 3) return last;
  return before.length > 3 || before.startsWith('0') ? last : null;
}

/**
 * The decimal mark of a column of a human-made file, decided by all its values together: the
 * mark some values show and none contradicts. When no value tells, `whenNoneTells` (null: the
 * values are read one by one); null when they disagree.
 */
export function guessDecimalMark(
  values: Iterable<string>,
  whenNoneTells: DecimalMark | null = null,
): DecimalMark | null {
  let dots = 0;
  let commas = 0;
  for (const value of values) {
    const evidence = decimalMarkEvidence(value);
    if (evidence === '.') dots++;
    else if (evidence === ',') commas++;
  }
  if (dots > 0 && commas === 0) return '.';
  if (commas > 0 && dots === 0) return ',';
  return dots === 0 && commas === 0 ? whenNoneTells : null;
}

function decimalOf(
  value: unknown,
  kind: 'money' | 'odds',
  where: string,
  mark: DecimalMark | null,
): ExactDecimal {
  if (typeof value === 'number') return decimalFromNumber(value, where);
  if (typeof value === 'string') return decimalFromText(value, kind, where, mark);
  if (value === null || value === undefined) fail(where, 'missing', 'import.valueMissing');
  return fail(where, `expected a number, got ${describeValue(value)}`, 'import.notANumber', {
    value: describeValue(value),
  });
}

/** The decimal in units of 10^-places (cents: 2, thousandths: 3), rounded once. */
function toUnits(decimal: ExactDecimal, places: number, where: string, raw: unknown): number {
  const magnitude =
    decimal.scale <= places
      ? decimal.digits * 10n ** BigInt(places - decimal.scale)
      : divideRounded(decimal.digits, 10n ** BigInt(decimal.scale - places));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) {
    fail(where, `${describeValue(raw)} is too large`, 'import.numberTooLarge', {
      value: describeValue(raw),
    });
  }
  const units = Number(magnitude);
  // `0 * -1` would be −0: a negative zero is still zero cents.
  return decimal.negative && units !== 0 ? -units : units;
}

/**
 * A signed amount of money (a net return, a profit) in integer cents, rounded once, halves
 * away from zero ("16.9965" → 17.00). `mark`: see the top of this file.
 */
export function parseMoneyCents(
  value: unknown,
  where: string,
  mark: DecimalMark | null = null,
): number {
  return toUnits(decimalOf(value, 'money', where, mark), 2, where, value);
}

/** A stake or another amount that cannot be negative (`what` names it), in integer cents. */
export function parseStakeCents(
  value: unknown,
  where: string,
  what = 'a stake',
  mark: DecimalMark | null = null,
): number {
  const cents = parseMoneyCents(value, where, mark);
  if (cents < 0) {
    fail(
      where,
      `${what} must not be negative (got ${describeValue(value)})`,
      'import.amountNegative',
      { value: describeValue(value) },
    );
  }
  return cents;
}

/** Decimal odds in integer thousandths (2.5 → 2500); refused below 1.01. */
export function parseOddsMilli(
  value: unknown,
  where: string,
  mark: DecimalMark | null = null,
): number {
  const decimal = decimalOf(value, 'odds', where, mark);
  const milli = toUnits(decimal, 3, where, value);
  if (milli < MIN_ODDS_MILLI) {
    // Numbers, not the text as written: the web writes them in the reader's language (0,84).
    const odds = Number(`${decimal.negative ? '-' : ''}${decimal.digits}e-${decimal.scale}`);
    fail(
      where,
      `odds must be at least 1.01 (got ${describeValue(value)})`,
      'import.oddsBelowMinimum',
      { odds, min: MIN_ODDS_MILLI / 1000 },
    );
  }
  return milli;
}

/**
 * A ratio as a source states it (an expected value 0.0305 = +3.05 %), as a number: read
 * exactly, then the nearest double. `mark` as for money.
 */
export function parseRatio(value: unknown, where: string, mark: DecimalMark | null = '.'): number {
  const decimal = decimalOf(value, 'odds', where, mark);
  const magnitude = Number(`${decimal.digits}e-${decimal.scale}`);
  if (!Number.isFinite(magnitude)) {
    fail(where, `${describeValue(value)} is too large`, 'import.numberTooLarge', {
      value: describeValue(value),
    });
  }
  return decimal.negative && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * A JS number as an exact fraction of integers, through its shortest round-trip text
 * (0.05 → 5/100, 1e-7 → 1/10000000), so a rate multiplies cents without float error.
 */
export function exactFraction(
  value: number,
  where: string,
): { numerator: bigint; denominator: bigint } {
  const decimal = decimalFromNumber(value, where);
  const numerator = decimal.negative ? -decimal.digits : decimal.digits;
  return { numerator, denominator: 10n ** BigInt(decimal.scale) };
}

/** Integer thousandths → decimal odds as a number (2500 → 2.5). */
export function milliToOdds(milli: number): number {
  return milli / 1000;
}
