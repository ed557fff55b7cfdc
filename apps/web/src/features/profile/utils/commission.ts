import { intlLocale } from '../../../lib/i18n';

/**
 * The profile keeps the exchange commission as a ratio (0.05); people type a percentage (5).
 * A percentage has at most 2 decimals, so the ratio has at most 4 (5.75 % → 0.0575), worked out
 * in whole hundredths of a percent so no float dust reaches the server.
 */
export function commissionRatioOf(percent: number | string): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  return Math.round(percent * 100) / 10_000;
}

/** The form's percentage for a stored ratio ('' for none): 0.0575 → 5.75. */
export function commissionPercentOf(ratio: number | null | undefined): number | '' {
  return ratio === null || ratio === undefined ? '' : Math.round(ratio * 10_000) / 100;
}

/** A ratio as the profile shows it: 0.05 → "5%", 0.0575 → "5.75%" / "5,75 %". */
export function formatCommission(ratio: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(ratio);
}
