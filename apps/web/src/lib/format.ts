// The leaf module, not core's index: the first page's chunks must not pull the contract in.
import {
  formatCount as formatCountIn,
  formatEuro,
  formatMoney as formatMoneyIn,
  formatSignedEuro,
} from '@stakelab/core/analytics/format';
import { intlLocale } from './i18n';

/**
 * Intl formatters are slow to make and cheap to reuse: a history page formats a few hundred
 * amounts and dates per render, so each (language, options) pair is made once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for (language, options), made once. */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** The formatter for (language, options), made once. */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(language), options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Display formatting through Intl in the chosen language (`1.234,56 €` in Spanish). Every
 * function takes the i18next language ('en' | 'es') and maps it to its Intl locale.
 * Percentages are core's formatPercent (a ratio in), with intlLocale(language).
 */

/** Whole euros, e.g. a price: "€5" / "5 €". */
export function formatWholeEuros(euros: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(euros);
}

/** A short count: 10000 → "10K" / "10 mil". */
export function formatCompactNumber(value: number, language: string): string {
  return numberFormat(language, { notation: 'compact' }).format(value);
}

/**
 * A calendar date given as 'YYYY-MM-DD' → "25/06/2025" in both languages. Formatted in UTC:
 * the string names a day, not an instant, so the reader's time zone must not shift it.
 */
export function formatCalendarDate(isoDate: string, language: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return dateFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * A 'YYYY-MM-DD' day as a chart's axis names it, short enough for a phone: "4 Mar" / "4 mar",
 * or "Mar 25" / "mar 25" when the chart spans years. In UTC, as formatCalendarDate.
 */
export function formatAxisDay(isoDate: string, language: string, spansYears: boolean): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return dateFormat(
    language,
    spansYears
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Signed euros from integer cents, 2 decimals: 41250 → "+€412.50" / "+412,50 €". */
export function formatSignedEuroCents(cents: number, language: string): string {
  return formatSignedEuro(cents / 100, intlLocale(language));
}

/**
 * Euros with 2 decimals: 1234.5 → "€1,234.50" / "1.234,50 €"; `signed` adds + to gains. Core's
 * formatEuro / formatSignedEuro, the one euro formatter (the dashboards use them directly):
 * grouping forced, and an amount that rounds to zero shows no sign ("€0.00", never "-€0.00").
 */
export function formatEuros(euros: number, language: string, signed = false): string {
  const locale = intlLocale(language);
  return signed ? formatSignedEuro(euros, locale) : formatEuro(euros, locale);
}

/**
 * An amount in its currency (a bet's Currency, an ISO 4217 code; absent: euros), 2 decimals,
 * the euro's rules (core's formatMoney): 12.5 USD → "US$12.50" / "12,50 US$"; `signed` adds +.
 */
export function formatMoney(
  amount: number,
  currency: string | null | undefined,
  language: string,
  signed = false,
): string {
  return formatMoneyIn(amount, currency ?? 'EUR', intlLocale(language), signed);
}

/** The sign a currency is written with in the language: EUR → "€", USD → "US$", BRL → "R$". */
export function currencySymbol(currency: string, language: string): string {
  const parts = numberFormat(language, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** Decimal odds with 2 decimals (3 when the source has them): 1.5 → "1.50" / "1,50". */
export function formatOdds(odds: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(odds);
}

/**
 * An amount in betting units, 2 decimals, grouped in every language: 2251.9 → "2,251.90" /
 * "2.251,90" (Spanish groups 4-digit numbers too, as the euro amounts beside it); `signed`
 * adds + to gains. The dashboards' and the bankrolls' one units format.
 */
export function formatUnits(units: number, language: string, signed = false): string {
  return numberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
    signDisplay: signed ? 'exceptZero' : 'negative',
  }).format(units);
}

/** A whole count: 10000 → "10,000" / "10.000" (core's formatCount, the headline figures' own). */
export function formatCount(value: number, language: string): string {
  return formatCountIn(value, intlLocale(language));
}

/**
 * An instant (ISO UTC) as the reader's local date and time: "25/06/2025, 14:30" /
 * "25/6/2025, 14:30". Unreadable input is shown as it came.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
