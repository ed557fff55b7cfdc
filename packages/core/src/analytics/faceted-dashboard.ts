import { DEFAULT_CURRENCY } from '../money/currency.ts';
import { LocalDays } from '../time/local-days.ts';
import { analyzeBets } from './analyze-bets.ts';
import { dateRangeDays } from './date-range.ts';
import { type ClosingLineReport, closingLineValue } from './edge/closing-line.ts';
import { type EdgeBet, edgeBetOf } from './edge/edge-bet.ts';
import { type FacetBet, type FacetCounts, type FacetFilter, FacetIndex } from './edge/facets.ts';
import { type LuckReport, luckOrSkill } from './edge/luck.ts';
import { type EdgeSentence, edgeSentence } from './edge/sentence.ts';
import type { AnalyzeOptions, DashboardReport } from './types.ts';

/** The Edge tab's figures (docs/product.md §2 "Edge"): closing-line value and luck or skill. */
export interface EdgeReport {
  closingLine: ClosingLineReport;
  luck: LuckReport;
  sentence: EdgeSentence;
  /**
   * Free bets left out of every figure here: a free stake's win pays the profit only and its
   * loss costs nothing, so neither the odds' expected value nor CLV reads it as a cash bet.
   */
  freeBetsLeftOut: number;
}

/** The edge figures of some bets (CLV by month in `timeZone`); free bets are left out. */
export function edgeReportOf(bets: readonly EdgeBet[], timeZone: string): EdgeReport {
  const cash = bets.filter((bet) => !bet.freeBet);
  const luck = luckOrSkill(cash);
  return {
    closingLine: closingLineValue(cash, { timeZone }),
    luck,
    sentence: edgeSentence(luck),
    freeBetsLeftOut: bets.length - cash.length,
  };
}

export interface FacetedDashboardOptions extends AnalyzeOptions {
  /** The facets' choices (docs/product.md §2 "Facets"); none narrows nothing. */
  facets?: FacetFilter;
  /**
   * The currency the figures are in (issue 33 part 6: amounts of two currencies are never
   * added): only that currency's bets are counted. Absent, or one the bets do not hold: the
   * most-used currency.
   */
  currency?: string;
}

/** A currency of the bets held and how many bets are in it. */
export interface CurrencyCount {
  currency: string;
  bets: number;
}

/** Every dashboard tab's figures for the bets of a period narrowed by the facets' choices. */
export interface FacetedDashboard {
  /** Bets held. */
  total: number;
  /** Bets placed in the period (before the facets narrow them). */
  inPeriod: number;
  /** The bets in view: in the period and matching every facet's choices. */
  shown: number;
  /** Every currency of the bets held, the most-used first (ties by code). */
  currencies: CurrencyCount[];
  /** The currency of every figure: only bets in it are counted in `report` and `edge`. */
  currency: string;
  /** The bets in view in `currency` (of `shown`). */
  inCurrency: number;
  /** The six tabs' figures for the bets in view in `currency`. */
  report: DashboardReport;
  /** Each facet's choices counted among the period's bets (see facetedSearch). */
  facets: FacetCounts[];
  edge: EdgeReport;
}

/**
 * A user's bets made ready for the dashboards' many views: each bet's facet values and local
 * day are read once (per version of the history, in the history worker), so a change of period
 * or facet only counts and sums. The figures are analyzeBets', facetedSearch's and the edge
 * statistics' (closingLineValue, luckOrSkill): a view is exactly what they answer for the
 * period's bets that match every facet.
 */
export class DashboardIndex<T extends FacetBet = FacetBet> {
  readonly #bets: readonly T[];
  readonly #facets: FacetIndex<T>;
  readonly #days = new Map<string, Float64Array>();
  #daysRead = 0;
  #currencies: CurrencyCount[] | null = null;

  /**
   * `previous`: the index of the version before (see FacetIndex): the bets it held are copied
   * from it, not read again, so a change of the history costs about a change of period.
   */
  constructor(bets: readonly T[], previous?: DashboardIndex<T>) {
    this.#bets = bets;
    this.#facets = new FacetIndex(bets, previous === undefined ? undefined : previous.#facets);
    const carriedFrom = this.#facets.carriedFrom;
    if (previous === undefined || carriedFrom === null) return;
    for (const [timeZone, before] of previous.#days) {
      const localDays = new LocalDays(timeZone);
      const days = new Float64Array(bets.length);
      for (let index = 0; index < bets.length; index += 1) {
        const old = carriedFrom[index] as number;
        if (old >= 0) days[index] = before[old] as number;
        else {
          days[index] = localDays.ofText((bets[index] as T).PlacedDate);
          this.#daysRead += 1;
        }
      }
      this.#days.set(timeZone, days);
    }
  }

  /** Each bet's local day number in `timeZone` (NaN: an unreadable date). */
  #daysIn(timeZone: string, localDays: LocalDays): Float64Array {
    let days = this.#days.get(timeZone);
    if (days === undefined) {
      days = new Float64Array(this.#bets.length);
      for (let index = 0; index < this.#bets.length; index += 1) {
        days[index] = localDays.ofText((this.#bets[index] as T).PlacedDate);
      }
      this.#daysRead += this.#bets.length;
      this.#days.set(timeZone, days);
    }
    return days;
  }

  /** Positions of the bets in the period, ascending; undefined for every bet (all time). */
  #inPeriod(options: AnalyzeOptions): number[] | undefined {
    const localDays = new LocalDays(options.timeZone);
    if (options.range === undefined || options.range.preset === 'all') return undefined;
    // AnalyzeOptions.now defaults to the current time, as analyzeBets reads it.
    // eslint-disable-next-line no-restricted-syntax
    const today = localDays.ofInstant((options.now ?? new Date()).getTime());
    const bounds = dateRangeDays(options.range, today);
    if (bounds === null) return undefined;
    const days = this.#daysIn(options.timeZone, localDays);
    const positions: number[] = [];
    for (let index = 0; index < days.length; index += 1) {
      const day = days[index] as number;
      // NaN compares false: an unreadable date is out of every bounded range (as analyzeBets).
      if (day >= bounds.from && day <= bounds.to) positions.push(index);
    }
    return positions;
  }

  /** What building this index and its views has read so far rather than copied: bets' facets and local days. */
  get read(): { facets: number; days: number } {
    return { facets: this.#facets.read, days: this.#daysRead };
  }

  /** Every currency of the bets held, the most-used first; counted once per version. */
  get currencies(): CurrencyCount[] {
    if (this.#currencies === null) {
      const counts = new Map<string, number>();
      for (const bet of this.#bets) {
        const currency = bet.Currency ?? DEFAULT_CURRENCY;
        counts.set(currency, (counts.get(currency) ?? 0) + 1);
      }
      this.#currencies = [...counts]
        .map(([currency, bets]) => ({ currency, bets }))
        .sort((a, b) => b.bets - a.bets || a.currency.localeCompare(b.currency));
    }
    return this.#currencies;
  }

  view(options: FacetedDashboardOptions): FacetedDashboard {
    const among = this.#inPeriod(options);
    const found = this.#facets.search(options.facets ?? {}, among);
    const { timeZone } = options;
    const currencies = this.currencies;
    const currency = currencies.some((held) => held.currency === options.currency)
      ? (options.currency as string)
      : (currencies[0]?.currency ?? DEFAULT_CURRENCY);
    // One currency held: every bet is in it, nothing to filter.
    const kept =
      currencies.length <= 1
        ? found.positions.map((_, n) => n)
        : found.bets.flatMap((bet, n) =>
            (bet.Currency ?? DEFAULT_CURRENCY) === currency ? [n] : [],
          );
    const bets =
      kept.length === found.bets.length ? found.bets : kept.map((n) => found.bets[n] as T);
    return {
      total: this.#bets.length,
      inPeriod: among === undefined ? this.#bets.length : among.length,
      shown: found.bets.length,
      currencies,
      currency,
      inCurrency: bets.length,
      // The period is applied already: analyzeBets reads every bet it is given.
      report: analyzeBets(bets, { timeZone }),
      facets: found.facets,
      // Read anew each time, for the bets in view only: kept for every bet, they cost more in
      // memory and garbage collection than reading them does.
      edge: edgeReportOf(
        kept.map((n) => edgeBetOf(found.bets[n] as T, found.positions[n])),
        timeZone,
      ),
    };
  }
}
