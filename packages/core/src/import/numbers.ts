import { ImportFormatError } from '../bets/bet-record.ts';

/**
 * Tolerant reading of pasted numbers and dates. Every reader takes the value as it came
 * (`unknown`: a JSON number, a string typed by a person, a CSV cell) and the place it came from
 * (`where`, e.g. `bets[3].stake` or `row 4, Stake`), and returns an exact integer (cents,
 * thousandths of odds) or an ISO UTC instant, or throws an ImportFormatError saying where and why.
 */

/** Longer text than this is not a number a person pasted: refused before any arithmetic. */
const MAX_NUMBER_TEXT_LENGTH = 40;

/** Decimal odds below this are not odds a bookmaker or an exchange offers (docs/product.md §5). */
export const MIN_ODDS_MILLI = 1010;

/**
 * THE rounding helper: numerator ÷ denominator to the nearest integer, halves away from zero
 * (2.345 € → 2.35 €, −2.345 € → −2.35 €, 0.5 % → 1 %). Half away from zero is the rule of
 * bookmakers' receipts and of `Number.prototype.toFixed` as people expect it; it is symmetric,
 * so a loss and a win of the same size round to the same magnitude. Every rounding in core goes
 * through here, once, on exact integers (bigint), so no binary floating-point error creeps in.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  return sign * ((2n * n + d) / (2n * d));
}

/** An exact decimal: `digits / 10^scale`, with its sign apart. */
interface ExactDecimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

function fail(where: string, reason: string): never {
  throw new ImportFormatError(`${where}: ${reason}`, where);
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
  if (!Number.isFinite(value)) fail(where, `${describeValue(value)} is not a finite number`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) fail(where, `${describeValue(value)} is not a number`);
  const [, sign, whole = '0', fraction = '', exponentText] = match;
  const exponent = Number(exponentText ?? '0');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    if (scale < -30) fail(where, `${describeValue(value)} is too large`);
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
 * When both "." and "," appear, the last one is the decimal mark. A single separator is the
 * decimal mark, except for money when exactly three digits follow it and 1–3 digits (not a
 * leading 0) precede it: "1.234" and "1,234" are then a thousand two hundred and thirty-four,
 * since money is never written with three decimals while both locales group thousands.
 */
function decimalFromText(raw: string, kind: 'money' | 'odds', where: string): ExactDecimal {
  let text = raw.trim();
  if (text === '') fail(where, 'missing (empty)');
  if (text.length > MAX_NUMBER_TEXT_LENGTH) fail(where, `${describeValue(raw)} is too long`);
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
  if (!GROUPED.test(text)) fail(where, `${describeValue(raw)} is not a number`);

  const runs = text.split(/[.,' \u00a0\u202f]/);
  const separators = text.replace(/\d/g, '');
  const last = separators.at(-1);
  let decimalAt = -1; // index in `runs` of the first fraction run, or -1 for a whole number
  if (last === '.' || last === ',') {
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
      fail(where, `${describeValue(raw)} is not a number (its digit groups do not read)`);
    }
  }
  const fraction = decimalAt === -1 ? '' : (runs[decimalAt] ?? '');
  return { negative, digits: BigInt(wholeRuns.join('') + fraction), scale: fraction.length };
}

function decimalOf(value: unknown, kind: 'money' | 'odds', where: string): ExactDecimal {
  if (typeof value === 'number') return decimalFromNumber(value, where);
  if (typeof value === 'string') return decimalFromText(value, kind, where);
  if (value === null || value === undefined) fail(where, 'missing');
  return fail(where, `expected a number, got ${describeValue(value)}`);
}

/** The decimal in units of 10^-places (cents: 2, thousandths: 3), rounded once. */
function toUnits(decimal: ExactDecimal, places: number, where: string, raw: unknown): number {
  const magnitude =
    decimal.scale <= places
      ? decimal.digits * 10n ** BigInt(places - decimal.scale)
      : divideRounded(decimal.digits, 10n ** BigInt(decimal.scale - places));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER))
    fail(where, `${describeValue(raw)} is too large`);
  const units = Number(magnitude);
  // `0 * -1` would be −0: a negative zero is still zero cents.
  return decimal.negative && units !== 0 ? -units : units;
}

/** A signed amount of money (a net return, a profit) in integer cents. */
export function parseMoneyCents(value: unknown, where: string): number {
  return toUnits(decimalOf(value, 'money', where), 2, where, value);
}

/** A stake or another amount that cannot be negative (`what` names it), in integer cents. */
export function parseStakeCents(value: unknown, where: string, what = 'a stake'): number {
  const cents = parseMoneyCents(value, where);
  if (cents < 0) fail(where, `${what} must not be negative (got ${describeValue(value)})`);
  return cents;
}

/** Decimal odds in integer thousandths (2.5 → 2500); refused below 1.01. */
export function parseOddsMilli(value: unknown, where: string): number {
  const milli = toUnits(decimalOf(value, 'odds', where), 3, where, value);
  if (milli < MIN_ODDS_MILLI) {
    fail(where, `odds must be at least 1.01 (got ${describeValue(value)})`);
  }
  return milli;
}

/** Euros as a number (BetView, forms) → integer cents, exactly (10.1 → 1010). */
export function eurosToCents(euros: number, where = 'amount'): number {
  return parseMoneyCents(euros, where);
}

/** Integer cents → euros as a number with at most 2 decimals (1010 → 10.1). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Integer thousandths → decimal odds as a number (2500 → 2.5). */
export function milliToOdds(milli: number): number {
  return milli / 1000;
}

/** Integer cents as plain text with 2 decimals and a "." mark: −1050 → "-10.50". */
export function formatCents(cents: number): string {
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * What a stake returns at these odds, in cents: stake × odds, rounded once by divideRounded
 * (10.05 € at 1.333 → 13.39665 € → 13.40 €).
 */
export function stakeTimesOddsCents(stakeCents: number, oddsMilli: number): number {
  return Number(divideRounded(BigInt(stakeCents) * BigInt(oddsMilli), 1000n));
}

/** What a LAY bet risks: stake × (odds − 1), in cents, rounded once by divideRounded. */
export function layLiabilityCents(stakeCents: number, oddsMilli: number): number {
  return Number(divideRounded(BigInt(stakeCents) * BigInt(oddsMilli - 1000), 1000n));
}

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Instants outside these years are typing mistakes, not bets. */
const EARLIEST_MS = Date.UTC(1970, 0, 1);
const LATEST_MS = Date.UTC(3000, 0, 1) - 1;
/** Below this a number is epoch seconds (10^11 ms would be March 1973, before any bet here). */
const EPOCH_SECONDS_BELOW = 1e11;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function instantFromIso(text: string, where: string): number {
  const match = ISO_INSTANT.exec(text);
  if (!match) {
    fail(where, `${describeValue(text)} is not a date (expected e.g. 2025-03-01T14:30:00Z)`);
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    fail(where, `${describeValue(text)} is not a real date or time`);
  }
  // Sub-millisecond digits are dropped (an instant is stored to the millisecond).
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  let offsetMinutes = 0;
  const zoneMatch = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (zoneMatch) {
    const [, sign, oh = '0', om = '0'] = zoneMatch;
    if (Number(oh) > 23 || Number(om) > 59) fail(where, `${describeValue(text)} has a bad offset`);
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}

/**
 * An instant as an ISO UTC string (`2025-03-01T14:30:00.000Z`). Accepts ISO 8601 with or
 * without a zone — no zone is read as UTC, core knows no time zone — with "T" or a space, with
 * or without seconds, a bare date (midnight UTC), and epoch numbers: milliseconds, or seconds
 * below 10^11 (digits-only text too).
 */
export function parseInstant(value: unknown, where: string): string {
  let ms: number;
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d{9,13}\s*$/.test(value))) {
    const epoch = Number(value);
    if (!Number.isFinite(epoch)) fail(where, `${describeValue(value)} is not a date`);
    ms = Math.trunc(Math.abs(epoch) < EPOCH_SECONDS_BELOW ? epoch * 1000 : epoch);
  } else if (typeof value === 'string') {
    if (value.trim() === '') fail(where, 'missing (empty)');
    if (value.length > 64) fail(where, `${describeValue(value)} is not a date`);
    ms = instantFromIso(value.trim(), where);
  } else if (value === null || value === undefined) {
    return fail(where, 'missing');
  } else {
    return fail(where, `expected a date, got ${describeValue(value)}`);
  }
  if (!(ms >= EARLIEST_MS && ms <= LATEST_MS)) {
    fail(where, `${describeValue(value)} is not a date between 1970 and 2999`);
  }
  return new Date(ms).toISOString();
}
