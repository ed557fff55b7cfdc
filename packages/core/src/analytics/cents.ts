import { eurosToCents } from '../import/numbers.ts';

/**
 * Euros (BetView) → integer cents, as eurosToCents but fast for the usual amount: one with at
 * most 2 decimals lands within float error of an integer when × 100, which Math.round finds.
 * Anything else (a third decimal, a non-finite amount, past 2^53 cents) goes through
 * eurosToCents, the one rounding rule, which throws for a non-finite amount. eurosToCents
 * alone reads the number's text and costs ~10 µs, a second per 100,000 bets. `where` (for the
 * error) may be a function, so the fast path builds no text.
 */
export function centsOf(euros: number, where: string | (() => string)): number {
  const scaled = euros * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) < 1e-6 && Number.isSafeInteger(rounded)) {
    return rounded === 0 ? 0 : rounded; // no −0
  }
  return eurosToCents(euros, typeof where === 'string' ? where : where());
}
