/**
 * Display formatting of the dashboards' figures through Intl.NumberFormat in the caller's
 * locale (a BCP 47 tag such as 'en-GB' or 'es-ES'; core knows no language, the web passes
 * it). StakeLab's one euro formatter (the web's formatEuros calls it): euro with 2 decimals
 * and grouping always on (es-ES would leave "1234,56 €" ungrouped), '+' on gains when signed,
 * and a value that rounds to zero, negative zero too, never shows a sign ("0,00 €", not
 * "-0,00 €").
 * Formatters are cached per locale: charts format hundreds of labels.
 */

const cache = new Map<string, Intl.NumberFormat>();

function formatter(key: string, locale: string, options: Intl.NumberFormatOptions) {
  const cacheKey = `${key}|${locale}`;
  let format = cache.get(cacheKey);
  // Stryker disable next-line ConditionalExpression: a cache; a new formatter formats the same
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(cacheKey, format);
  }
  return format;
}

const euroOptions = (signDisplay: 'exceptZero' | 'negative'): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
  signDisplay,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Euros with 2 decimals (docs/product.md §9): 1234.5 → "€1,234.50" (en-GB) / "1.234,50 €" (es-ES).
 */
export function formatEuro(value: number, locale: string): string {
  return formatter('euro', locale, euroOptions('negative')).format(value);
}

/** Euros with 2 decimals and a sign on non-zero amounts: "+€12.50", "-€3.00", "€0.00". */
export function formatSignedEuro(value: number, locale: string): string {
  return formatter('signed-euro', locale, euroOptions('exceptZero')).format(value);
}

export interface PercentOptions {
  /** Decimals shown (docs/product.md §9: 1; the odds tooltip and the history's ROI 2). */
  decimals?: number;
  /** '+' on gains ("+12.3%"); never on a value that rounds to zero. */
  signed?: boolean;
}

/**
 * A ratio as a percentage: 0.12345 → "12.3%" (en-GB) / "12,3 %" (es-ES). StakeLab's one percent
 * formatter: core and the API carry ratios (roiRatio, winRatio), this turns them into text at
 * the edge. Minus on negatives only, never on one that rounds to zero ("0.0%", not "-0.0%").
 */
export function formatPercent(
  ratio: number,
  locale: string,
  { decimals = 1, signed = false }: PercentOptions = {},
): string {
  return formatter(`percent${decimals}${signed ? '+' : ''}`, locale, {
    style: 'percent',
    useGrouping: 'always',
    signDisplay: signed ? 'exceptZero' : 'negative',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(ratio);
}

/**
 * A chart label of at most `max` characters (docs/product.md §2, §9: over 20 → the first 18 and
 * "…"): exactly `max` stays whole, longer is cut to max − 2 characters plus U+2026. Characters are
 * code points, so an emoji or other astral character is never cut in half.
 */
export function truncateLabel(name: string, max = 20): string {
  // A fast path: the code-point count below gives the same answer.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, see above
  if (name.length <= max) return name; // UTF-16 length ≥ code points: surely short enough
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, Math.max(0, max - 2)).join('')}…`;
}
