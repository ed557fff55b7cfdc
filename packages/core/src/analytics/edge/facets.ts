import { atRiskCents } from '../../bets/at-risk.ts';
import { BET_TYPE_GROUPS, betTypeGroup } from '../../bets/bet-types.ts';
import type { BetView } from '../../contract/history.ts';
import { amountCents } from '../../import/numbers.ts';
import { analysisName, ODDS_RANGES, oddsRangeIndex } from '../analyze-bets.ts';

/**
 * Faceted search over the bets: a filter picks choices in some facets, and each facet lists its
 * choices with how many bets each would show, counted among the bets that match every OTHER
 * facet's choices (the usual rule: ticking a choice narrows the other facets, never its own).
 */
export const FACETS = [
  'bookmaker',
  'tag',
  'tipster',
  'sport',
  'competition',
  'market',
  'betType',
  'oddsBand',
  'stakeBand',
  'side',
] as const;
export type Facet = (typeof FACETS)[number];

/** Chosen values per facet; a facet absent or with none chosen does not narrow. */
export type FacetFilter = Partial<Record<Facet, readonly string[]>>;

/** A bet may carry a tipster (not every source has one). */
export type FacetBet = BetView & { Tipster?: string | null };

/**
 * The "none" choice: a bet without a bookmaker, tipster or tag, odds outside every band. Sport,
 * competition and market never use it: missing they are 'Unknown', as on the dashboards
 * (docs/product.md §5 "Analysis").
 */
export const FACET_NONE = '';

/**
 * Stake bands, on what the bet put at risk (a lay's liability, docs/decisions/005-lay-bets-at-risk.md),
 * in euros, each from its lower edge included to the next excluded: '0-5' is 0 to 4.99 €,
 * '5-10' 5 to 9.99 €, …, '500+' 500 € and more.
 */
export const STAKE_BANDS = [
  '0-5',
  '5-10',
  '10-25',
  '25-50',
  '50-100',
  '100-250',
  '250-500',
  '500+',
] as const;
const STAKE_BAND_LOWER_CENTS = [0, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000];

/** The stake band of an amount at risk in cents (negative amounts fall in the first). */
export function stakeBandOf(cents: number): (typeof STAKE_BANDS)[number] {
  let band = 0;
  while (band + 1 < STAKE_BANDS.length && cents >= (STAKE_BAND_LOWER_CENTS[band + 1] as number)) {
    band += 1;
  }
  return STAKE_BANDS[band] as (typeof STAKE_BANDS)[number];
}

const text = (value: string | null | undefined): string => value?.trim() ?? FACET_NONE;

/**
 * A bet's values in one facet: never empty (FACET_NONE or 'Unknown' when it has none), no
 * repeats. Most facets have one value per bet. Three have several:
 * - tag: each of the bet's tags;
 * - sport, competition, market: each leg's (a multiple with a tennis leg and a football leg is
 *   in both sports, as on the dashboards); a bet without legs has its own sport and
 *   competition, and market 'Unknown'.
 * The odds band is of the bet's odds (a multiple's total odds), as docs/product.md §9 bands them.
 */
export function facetValuesOf(bet: FacetBet, facet: Facet): string[] {
  const legs = bet.Selections;
  switch (facet) {
    case 'bookmaker':
      return [text(bet.Bookmaker)];
    case 'tipster':
      return [text(bet.Tipster)];
    case 'tag': {
      const tags = [...new Set((bet.Tags ?? []).map(text))].filter((tag) => tag !== FACET_NONE);
      return tags.length === 0 ? [FACET_NONE] : tags;
    }
    case 'sport':
      return distinct(legs.length === 0 ? [bet.Sport] : legs.map((leg) => leg.Sport));
    case 'competition':
      return distinct(legs.length === 0 ? [bet.Competition] : legs.map((leg) => leg.Competition));
    case 'market':
      return distinct(legs.length === 0 ? [null] : legs.map((leg) => leg.MarketName));
    case 'betType':
      return [betTypeGroup(bet.BetType)];
    case 'oddsBand': {
      const band = oddsRangeIndex(bet.Odds);
      return [band < 0 ? FACET_NONE : (ODDS_RANGES[band] as string)];
    }
    case 'stakeBand': {
      const liability = bet.Liability === null ? null : amountCents(bet.Liability, 'Liability');
      return [stakeBandOf(atRiskCents(bet.Side, amountCents(bet.Stake, 'Stake'), liability))];
    }
    case 'side':
      // Bookmakers' bets have no side: they are back bets.
      return [bet.Side ?? 'BACK'];
  }
}

const distinct = (names: readonly (string | null | undefined)[]): string[] => [
  ...new Set(names.map(analysisName)),
];

export interface FacetChoice {
  value: string;
  /** Bets with this value among those matching every other facet's choices. */
  count: number;
  selected: boolean;
}

export interface FacetCounts {
  facet: Facet;
  /**
   * Choices with a count, and every selected one (count 0 included, so it can be unticked).
   * Order: the bands' and bet types' own order, sides BACK then LAY, the rest by count then
   * name; FACET_NONE last.
   */
  choices: FacetChoice[];
  /**
   * Σ of the counts. A bet counts once under each of its values, so with no choice ticked in
   * this facet the total is the bets in view for single-valued facets, and their number of
   * distinct values summed for tag, sport, competition and market.
   */
  total: number;
}

export interface FacetedView<T extends FacetBet> {
  /** The bets matching every facet, in their order. */
  bets: T[];
  /** One entry per facet, in FACETS order. */
  facets: FacetCounts[];
}

const FIXED_ORDER: Partial<Record<Facet, readonly string[]>> = {
  betType: BET_TYPE_GROUPS,
  oddsBand: ODDS_RANGES,
  stakeBand: STAKE_BANDS,
  side: ['BACK', 'LAY'],
};
const collator = new Intl.Collator('en', { numeric: true });

function orderChoices(facet: Facet, choices: FacetChoice[]): FacetChoice[] {
  const fixed = FIXED_ORDER[facet];
  const rank = (value: string): number => {
    if (value === FACET_NONE) return Infinity;
    const at = fixed?.indexOf(value) ?? -1;
    return at < 0 ? (fixed === undefined ? 0 : fixed.length) : at;
  };
  return choices.sort(
    (a, b) =>
      rank(a.value) - rank(b.value) || b.count - a.count || collator.compare(a.value, b.value),
  );
}

/** The bets in view and every facet's choices with their counts (see the top of this file). */
export function facetedSearch<T extends FacetBet>(
  bets: readonly T[],
  filter: FacetFilter,
): FacetedView<T> {
  const chosen = FACETS.map((facet) => new Set(filter[facet] ?? []));
  const counts = FACETS.map(() => new Map<string, number>());
  const inView: T[] = [];
  for (const bet of bets) {
    const values = FACETS.map((facet) => facetValuesOf(bet, facet));
    // The facets this bet fails: in view with none; counted in a facet's choices when that
    // facet is the only one it fails (its own choices do not narrow it), or with none.
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < FACETS.length && failures < 2; f += 1) {
      const wanted = chosen[f] as Set<string>;
      if (wanted.size > 0 && !(values[f] as string[]).some((value) => wanted.has(value))) {
        failed = f;
        failures += 1;
      }
    }
    if (failures >= 2) continue;
    if (failures === 0) inView.push(bet);
    for (let f = 0; f < FACETS.length; f += 1) {
      if (failures === 1 && f !== failed) continue;
      const tally = counts[f] as Map<string, number>;
      for (const value of values[f] as string[]) tally.set(value, (tally.get(value) ?? 0) + 1);
    }
  }
  return {
    bets: inView,
    facets: FACETS.map((facet, f) => {
      const tally = counts[f] as Map<string, number>;
      const wanted = chosen[f] as Set<string>;
      for (const value of wanted) if (!tally.has(value)) tally.set(value, 0);
      const choices = [...tally].map(([value, count]) => ({
        value,
        count,
        selected: wanted.has(value),
      }));
      return {
        facet,
        choices: orderChoices(facet, choices),
        total: choices.reduce((sum, choice) => sum + choice.count, 0),
      };
    }),
  };
}
