import { parseMoneyCents } from '../import/numbers.ts';

/** Euros as a number (BetView, forms) → integer cents, exactly (10.1 → 1010). */
export function eurosToCents(euros: number, where = 'amount'): number {
  return parseMoneyCents(euros, where);
}

/**
 * Euros with at most 2 decimals → integer cents, exactly and fast: ×100 lands within float
 * error of the integer, which Math.round finds. null for anything else (a third decimal, a
 * non-finite number, amounts past 2^53 cents), which eurosToCents must read.
 */
function exactCents(euros: number): number | null {
  const scaled = euros * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) < 1e-6 && Number.isSafeInteger(rounded)) {
    return rounded === 0 ? 0 : rounded; // no −0
  }
  return null;
}

/**
 * A bet's amount in euros → integer cents, for the loops over every bet (history filter and
 * summary, dashboards): the fast path, else eurosToCents, THE rounding rule (halves away from
 * zero), which throws for a non-finite amount naming `bets[index].field`; that label is only
 * built then, so a loop allocates nothing per bet.
 */
export function betAmountCents(euros: number, field: string, index: number): number {
  return exactCents(euros) ?? eurosToCents(euros, `bets[${index}].${field}`);
}

/** As betAmountCents, for an amount named by `where` (eurosToCents alone costs ~10 µs). */
export function amountCents(euros: number, where: string): number {
  return exactCents(euros) ?? eurosToCents(euros, where);
}

/** Integer cents → euros as a number with at most 2 decimals (1010 → 10.1). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Integer cents as plain text with 2 decimals and a "." mark: −1050 → "-10.50". */
export function formatCents(cents: number): string {
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}
