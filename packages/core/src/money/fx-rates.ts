import { divideRounded } from './rounding.ts';
import { isCurrencyCode } from './currency.ts';

/**
 * The ECB's euro reference rates, as its CSV downloads write them, and conversions with them.
 * - eurofxref-hist.csv: `Date,USD,JPY,…` then one row per working day, newest first,
 *   `2026-06-05,1.1739,172.81,…`; "N/A" (or empty) where a currency had no rate that day; a
 *   trailing comma on every line.
 * - eurofxref.csv (one day): the same columns, the date written `5 June 2026`.
 * A rate is units of the currency per euro. It is kept in millionths as an integer
 * (1.1739 → 1,173,900; the ECB writes at most 5 decimals), so a conversion is one division of
 * integers, rounded once (divideRounded: halves away from zero), as all money here.
 */

export interface EuroRate {
  /** The working day, YYYY-MM-DD. */
  day: string;
  /** ISO 4217 code. */
  currency: string;
  /** Units of the currency per euro, × 1,000,000. */
  perEuroMicros: number;
}

/** The text is not an ECB rates CSV: says where and why (an admin reads it). */
export class RatesFormatError extends Error {
  override name = 'RatesFormatError';
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "2026-06-05" or "5 June 2026" → "2026-06-05"; null for anything else. */
function ecbDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const long = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (long) {
    [year, month, day] = [
      Number(long[3]),
      MONTHS.indexOf(long[2]!.toLowerCase()) + 1,
      Number(long[1]),
    ];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rolled over (30 February) or no month: not a day.
  if (month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** "1.1739" → 1,173,900 millionths; null for "N/A", "" or anything not a positive decimal. */
function micros(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return value > 0 ? value : null;
}

const NO_RATE = new Set(['', 'N/A', 'NA', '-']);

/**
 * The rates of an ECB CSV, one per day and currency it has a rate for. Refuses (RatesFormatError)
 * a text whose header is not `Date` and currency codes, a row whose date is not a day, and a
 * rate that is not a positive number.
 */
export function parseEcbRates(text: string): EuroRate[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
  const currencies = header.slice(1);
  // The trailing comma leaves an empty last column: not a currency, and no value under it.
  while (currencies.at(-1) === '') currencies.pop();
  if (header[0]?.toLowerCase() !== 'date' || currencies.length === 0) {
    throw new RatesFormatError(
      'Line 1: not an ECB reference rates file (it should start "Date,USD,JPY,…")',
    );
  }
  const bad = currencies.find((code) => !isCurrencyCode(code));
  if (bad !== undefined) {
    throw new RatesFormatError(`Line 1: ${JSON.stringify(bad)} is not a currency code`);
  }
  const rates: EuroRate[] = [];
  lines.slice(1).forEach((line, i) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const day = ecbDay(cells[0] ?? '');
    if (day === null) {
      throw new RatesFormatError(`Line ${i + 2}: ${JSON.stringify(cells[0])} is not a date`);
    }
    currencies.forEach((currency, c) => {
      const cell = cells[c + 1] ?? '';
      if (NO_RATE.has(cell.toUpperCase())) return;
      const perEuroMicros = micros(cell);
      if (perEuroMicros === null) {
        throw new RatesFormatError(
          `Line ${i + 2}: the ${currency} rate ${JSON.stringify(cell)} is not a positive number`,
        );
      }
      rates.push({ day, currency, perEuroMicros });
    });
  });
  return rates;
}

/** The euro is 1 euro per euro. */
const EURO_MICROS = 1_000_000;

/**
 * Rates to convert with: a currency's rate on a day is that day's, else the nearest earlier
 * day's (the ECB publishes on working days: a bet settled on a Saturday or a holiday takes
 * Friday's or the day before's); none before its first rate.
 */
export class EuroRates {
  readonly #days = new Map<string, string[]>();
  readonly #values = new Map<string, number[]>();

  constructor(rates: readonly EuroRate[]) {
    const byCurrency = new Map<string, Map<string, number>>();
    for (const { currency, day, perEuroMicros } of rates) {
      let days = byCurrency.get(currency);
      if (!days) byCurrency.set(currency, (days = new Map()));
      days.set(day, perEuroMicros);
    }
    for (const [currency, days] of byCurrency) {
      const sorted = [...days].sort(([a], [b]) => (a < b ? -1 : 1));
      this.#days.set(
        currency,
        sorted.map(([day]) => day),
      );
      this.#values.set(
        currency,
        sorted.map(([, value]) => value),
      );
    }
  }

  /** Units of `currency` per euro × 10⁶ on `day` (YYYY-MM-DD) or the nearest day before; null: none. */
  perEuroOn(currency: string, day: string): number | null {
    if (currency === 'EUR') return EURO_MICROS;
    const days = this.#days.get(currency);
    const values = this.#values.get(currency);
    if (!days || !values) return null;
    // The last day ≤ `day` (days sort as text: YYYY-MM-DD).
    let low = 0;
    let high = days.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if ((days[mid] as string) <= day) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found < 0 ? null : (values[found] as number);
  }

  /**
   * `cents` of `from` in cents of `to` at the rates of `day`: cents × rate(to) ÷ rate(from),
   * rounded once, halves away from zero. Null when either currency has no rate by that day.
   */
  convertCents(cents: number, from: string, to: string, day: string): number | null {
    if (from === to) return cents;
    const fromRate = this.perEuroOn(from, day);
    const toRate = this.perEuroOn(to, day);
    if (fromRate === null || toRate === null) return null;
    return Number(divideRounded(BigInt(cents) * BigInt(toRate), BigInt(fromRate)));
  }
}
