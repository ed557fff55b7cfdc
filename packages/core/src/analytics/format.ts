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

const moneyOptions = (
  currency: string,
  signDisplay: 'exceptZero' | 'negative',
): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  useGrouping: 'always',
  signDisplay,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in its currency (an ISO 4217 code) with 2 decimals, the euro's rules for every
 * currency: 1234.5 USD → "US$1,234.50" (en-GB) / "1.234,50 US$" (es-ES); 12 BRL → "R$12.00".
 * `signed`: '+' on gains. Amounts are cents of the currency everywhere, so 2 decimals always.
 */
export function formatMoney(value: number, currency: string, locale: string, signed = false) {
  const sign = signed ? 'exceptZero' : 'negative';
  return formatter(`money|${currency}|${sign}`, locale, moneyOptions(currency, sign)).format(value);
}

/**
 * Euros with 2 decimals (docs/product.md §9): 1234.5 → "€1,234.50" (en-GB) / "1.234,50 €" (es-ES).
 */
export function formatEuro(value: number, locale: string): string {
  return formatMoney(value, 'EUR', locale);
}

/** Euros with 2 decimals and a sign on non-zero amounts: "+€12.50", "-€3.00", "€0.00". */
export function formatSignedEuro(value: number, locale: string): string {
  return formatMoney(value, 'EUR', locale, true);
}

/** Amounts in several currencies, never added: "€1,200.00 · US$340.00" (see formatMoney). */
export function formatMoneyList(
  amounts: readonly { currency: string; cents: number }[],
  locale: string,
  signed = false,
): string {
  return amounts.map((a) => formatMoney(a.cents / 100, a.currency, locale, signed)).join(' · ');
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

/** A whole count with grouping always on: 1188 → "1,188" (en-GB) / "1.188" (es-ES). */
export function formatCount(value: number, locale: string): string {
  return formatter('count', locale, {
    useGrouping: 'always',
    maximumFractionDigits: 0,
  }).format(value);
}

/**
 * The ROI as every screen shows it (issue 32: History said "+6.58%", Overall "6.6%"): signed,
 * 2 decimals, the history's rule of docs/product.md §9 ("+6.58%", "-2.22%", "0.00%").
 */
export function formatRoi(ratio: number, locale: string): string {
  return formatPercent(ratio, locale, { decimals: 2, signed: true });
}

/**
 * A share of a whole (a slice of the result pie, in its label, its legend and its tooltip):
 * 1 decimal, docs/product.md §9 ("3.5%"). The one formatter of those three places, so they
 * cannot disagree ("4%" on the slice, "3.5%" in the legend).
 */
export function formatShare(part: number, whole: number, locale: string): string {
  return formatPercent(whole === 0 ? 0 : part / whole, locale);
}

/** The headline figures as text (see formatHeadline). */
export interface HeadlineTexts {
  bets: string;
  settled: string;
  staked: string;
  /** Signed: "+€1,482.12". */
  net: string;
  /** formatRoi. */
  roi: string;
  /** The dashboards' win rate, won ÷ (won + lost), 1 decimal: "54.2%". */
  winRate: string;
  /** The history's % WON, won ÷ settled, a whole percent: "52%". */
  wonShare: string;
  won: string;
  lost: string;
  void: string;
  openBets: string;
  openStaked: string;
  /** The free bets' net, signed ("+€58.08"): the free-bet profit, in `net` too. */
  freeBetNet: string;
  /** The free bets' stakes, left out of `staked`. */
  freeBetStaked: string;
}

/** One currency's money figures formatHeadline reads (CurrencyFigures, headline.ts). */
interface CurrencyInput {
  currency: string;
  stakedCents: number;
  netCents: number;
  roiRatio: number;
  open: { bets: number; stakedCents: number };
  freeBets?: { bets: number; stakeCents: number; netCents: number };
}

/** Figures formatHeadline reads (HeadlineFigures, analytics/headline.ts). */
interface HeadlineInput {
  /** Each currency's money; absent or one: the money fields below, in that currency (or €). */
  currencies?: readonly CurrencyInput[];
  bets: number;
  settled: number;
  stakedCents: number;
  netCents: number;
  roiRatio: number;
  winRatio: number;
  wonRatio: number;
  won: number;
  lost: number;
  void: number;
  open: { bets: number; stakedCents: number };
  freeBets?: { bets: number; stakeCents: number; netCents: number };
}

/**
 * The headline figures in the reader's locale, the same rounding and sign on every screen:
 * money in the bets' currency with 2 decimals (net signed), ROI signed with 2 decimals, win
 * rate with 1, % WON whole (docs/product.md §9), counts grouped. Bets in several currencies:
 * each money figure is each currency's, joined ("€1,200.00 · US$340.00"), never a sum, and the
 * ROI each currency's with its code ("+5.00% EUR · -2.10% USD").
 */
export function formatHeadline(figures: HeadlineInput, locale: string): HeadlineTexts {
  const currencies = figures.currencies ?? [];
  const one = currencies.length <= 1;
  const currency = currencies[0]?.currency ?? 'EUR';
  const list = (cents: (c: CurrencyInput) => number, signed = false) =>
    formatMoneyList(
      currencies.map((c) => ({ currency: c.currency, cents: cents(c) })),
      locale,
      signed,
    );
  const openCurrencies = currencies.filter((c) => c.open.bets > 0);
  const freeCurrencies = currencies.filter((c) => (c.freeBets?.bets ?? 0) > 0);
  const free = (cents: (f: { stakeCents: number; netCents: number }) => number, signed = false) =>
    freeCurrencies.length > 1
      ? formatMoneyList(
          freeCurrencies.map((c) => ({ currency: c.currency, cents: cents(c.freeBets!) })),
          locale,
          signed,
        )
      : formatMoney(
          cents(freeCurrencies[0]?.freeBets ?? figures.freeBets ?? { stakeCents: 0, netCents: 0 }) /
            100,
          freeCurrencies[0]?.currency ?? currency,
          locale,
          signed,
        );
  return {
    bets: formatCount(figures.bets, locale),
    settled: formatCount(figures.settled, locale),
    staked: one
      ? formatMoney(figures.stakedCents / 100, currency, locale)
      : list((c) => c.stakedCents),
    net: one
      ? formatMoney(figures.netCents / 100, currency, locale, true)
      : list((c) => c.netCents, true),
    roi: one
      ? formatRoi(figures.roiRatio, locale)
      : currencies.map((c) => `${formatRoi(c.roiRatio, locale)} ${c.currency}`).join(' · '),
    winRate: formatPercent(figures.winRatio, locale),
    wonShare: formatPercent(figures.wonRatio, locale, { decimals: 0 }),
    won: formatCount(figures.won, locale),
    lost: formatCount(figures.lost, locale),
    void: formatCount(figures.void, locale),
    openBets: formatCount(figures.open.bets, locale),
    openStaked:
      openCurrencies.length > 1
        ? formatMoneyList(
            openCurrencies.map((c) => ({ currency: c.currency, cents: c.open.stakedCents })),
            locale,
          )
        : formatMoney(
            (openCurrencies[0]?.open.stakedCents ?? figures.open.stakedCents) / 100,
            openCurrencies[0]?.currency ?? currency,
            locale,
          ),
    freeBetNet: free((f) => f.netCents, true),
    freeBetStaked: free((f) => f.stakeCents),
  };
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
