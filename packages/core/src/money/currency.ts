import { z } from 'zod';

/**
 * A bet's currency: an ISO 4217 code, three capital letters (EUR, USD, BRL). Amounts stay
 * integer cents (hundredths of the currency's unit) whatever the currency: every source here
 * writes two decimals, and Intl shows each currency with its own.
 */

/** The currency of a user who never chose one, and of the bets stored before currencies. */
export const DEFAULT_CURRENCY = 'EUR';

const CODE = /^[A-Z]{3}$/;

/** Whether `text` is written as an ISO 4217 code (three capital letters). */
export function isCurrencyCode(text: string): boolean {
  return CODE.test(text);
}

/**
 * A currency code typed or sent: trimmed, upper-cased, three letters, and one Intl can show
 * (an unknown code like "ABC" would be shown as "ABC 1.00" by Intl, so it is refused as well).
 */
export const currencyField = z
  .string({ error: 'invalidCurrency' })
  .trim()
  .toUpperCase()
  // One check (three letters Intl knows), so a wrong value gets one message.
  .refine(isKnownCurrency, 'invalidCurrency');

/** Whether Intl knows the code as a currency (the runtime's list of ISO 4217 codes). */
export function isKnownCurrency(code: string): boolean {
  if (!isCurrencyCode(code)) return false;
  const known = knownCurrencies();
  return known === null || known.has(code);
}

let known: Set<string> | null | undefined;

/** Intl.supportedValuesOf('currency') where the runtime has it; null: accept any three letters. */
function knownCurrencies(): Set<string> | null {
  if (known === undefined) {
    const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
    known = intl.supportedValuesOf ? new Set(intl.supportedValuesOf('currency')) : null;
  }
  return known;
}

/**
 * A currency written in a file: an ISO code ("USD", "brl") or a symbol that names one currency
 * beyond doubt ("R$", "€", "£"). Null for anything else, "$" included: it is the dollar of a
 * dozen countries, so a bare "$" decides nothing.
 */
export function currencyOfText(text: string): string | null {
  const trimmed = text.trim();
  const symbol = CURRENCY_SYMBOLS.get(trimmed);
  if (symbol !== undefined) return symbol;
  const upper = trimmed.toUpperCase();
  return isKnownCurrency(upper) ? upper : null;
}

/** Symbols that name one currency (the bare "$" and "kr" do not). */
const CURRENCY_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['€', 'EUR'],
  ['R$', 'BRL'],
  ['£', 'GBP'],
  ['US$', 'USD'],
  ['A$', 'AUD'],
  ['C$', 'CAD'],
  ['CA$', 'CAD'],
  ['NZ$', 'NZD'],
  ['MX$', 'MXN'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['zł', 'PLN'],
]);

/**
 * The currency a column header names in brackets, as Betfair's downloads write them:
 * "Aposta (R$)" → BRL, "Stake (€)" → EUR, "Profit (USD)" → USD; null when none is named.
 */
export function currencyOfHeader(header: string): string | null {
  const match = /\(([^()]{1,4})\)\s*$/.exec(header.trim());
  return match?.[1] === undefined ? null : currencyOfText(match[1]);
}
