import { atRiskCents } from '../../bets/at-risk.ts';
import { BET_TYPE_GROUPS, betTypeGroup } from '../../bets/bet-types.ts';
import type { BetView, SelectionView } from '../../contract/history.ts';
import { amountCents } from '../../import/numbers.ts';
import { analysisName, ODDS_RANGES, oddsRangeIndex, UNKNOWN_NAME } from '../analyze-bets.ts';

/**
 * Faceted search over the bets: a filter picks choices in some facets, and each facet lists its
 * choices with how many bets each would show, counted among the bets that match every OTHER
 * facet's choices (the usual rule: ticking a choice narrows the other facets, never its own).
 */
export const FACETS = [
  'bookmaker',
  'tag',
  'tipster',
  'bankroll',
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

/** A bet as the facets read it (BetView: Tipster and BankrollId are optional there). */
export type FacetBet = BetView;

/**
 * The "none" choice: a bet without a bookmaker, tipster or tag, odds outside every band, and in
 * the bankroll facet a bet in the user's default bankroll (BankrollId null, docs/decisions/016);
 * another bankroll's value is its id as text ('7'). Sport,
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
    case 'bankroll':
      return [
        bet.BankrollId === null || bet.BankrollId === undefined
          ? FACET_NONE
          : String(bet.BankrollId),
      ];
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
  /** Their positions in the bets searched. */
  positions: number[];
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

/** One facet's values as small integers, so the counts are array slots rather than Map entries. */
class FacetValues {
  readonly names: string[] = [];
  readonly #ids = new Map<string, number>();
  /** Lists of ids by the raw text they were read from (see FacetReader). */
  readonly byRaw = new Map<string | number | null | undefined, readonly number[]>();

  id(name: string): number {
    let id = this.#ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(name);
      this.#ids.set(name, id);
    }
    return id;
  }

  lookUp(name: string): number | undefined {
    return this.#ids.get(name);
  }

  ids(names: readonly string[]): readonly number[] {
    return names.map((name) => this.id(name));
  }
}

/** The index of a stake band (see stakeBandOf) of what the bet put at risk. */
function stakeBandIndexOf(bet: FacetBet): number {
  const liability = bet.Liability === null ? null : amountCents(bet.Liability, 'Liability');
  const cents = atRiskCents(bet.Side, amountCents(bet.Stake, 'Stake'), liability);
  let band = 0;
  while (band + 1 < STAKE_BANDS.length && cents >= (STAKE_BAND_LOWER_CENTS[band + 1] as number)) {
    band += 1;
  }
  return band;
}

/** A leg's field read by a per-leg facet (a name, not a function: called for every leg). */
type LegField = 'Sport' | 'Competition' | 'MarketName';

/** How far #positionsOf looks for a bet past the last one it found. */
const LOOK_AHEAD = 16;

const FACET_INDEX = Object.fromEntries(FACETS.map((facet, f) => [facet, f])) as Record<
  Facet,
  number
>;

/**
 * facetValuesOf for many bets at a time, as lists of each facet's value ids, reading each
 * distinct raw text once: 100,000 bets have a few hundred bookmakers, sports and bet types
 * between them, and reading them anew (trim, the bet-type rules, new arrays and Map counts)
 * for every bet and facet made facetedSearch 3 times the cost of all six tabs' figures on the
 * analytics bench. The lists handed out are shared: never change them. The property tests
 * below hold facetedSearch to facetValuesOf's answers.
 */
class FacetReader {
  readonly facets = FACETS.map(() => new FacetValues());
  readonly #none: readonly number[][];
  readonly #unknownMarket: readonly number[];
  readonly #oddsBands: readonly (readonly number[])[];
  readonly #stakeBands: readonly (readonly number[])[];
  readonly #sides: { BACK: readonly number[]; LAY: readonly number[] };
  /** A multiple's several values, handed out until the next call (no array per bet). */
  readonly #scratch: number[] = [];

  constructor() {
    const values = (facet: Facet) => this.facets[FACET_INDEX[facet]] as FacetValues;
    this.#none = this.facets.map((facet) => [facet.id(FACET_NONE)]);
    this.#unknownMarket = [values('market').id(UNKNOWN_NAME)];
    this.#oddsBands = ODDS_RANGES.map((band) => [values('oddsBand').id(band)]);
    this.#stakeBands = STAKE_BANDS.map((band) => [values('stakeBand').id(band)]);
    this.#sides = { BACK: [values('side').id('BACK')], LAY: [values('side').id('LAY')] };
  }

  #read(bet: FacetBet, f: number): readonly number[] {
    return (this.facets[f] as FacetValues).ids(facetValuesOf(bet, FACETS[f] as Facet));
  }

  #memoised(bet: FacetBet, f: number, raw: string | number | null | undefined): readonly number[] {
    const memo = (this.facets[f] as FacetValues).byRaw;
    let list = memo.get(raw);
    if (list === undefined) {
      list = this.#read(bet, f);
      memo.set(raw, list);
    }
    return list;
  }

  /**
   * A multiple's values in a per-leg facet: each leg's, read as a one-leg bet's would be, without
   * repeats (multiples are half the bets: reading them anew would cost as much as the rest).
   */
  #legs(bet: FacetBet, f: number, field: LegField): readonly number[] {
    const values = this.facets[f] as FacetValues;
    const legs = bet.Selections;
    // Most multiples' legs share a sport (often a market): their one-value list is shared too.
    let first: readonly number[] | undefined;
    let ids: number[] | undefined;
    const scratch = this.#scratch;
    for (let leg = 0; leg < legs.length; leg += 1) {
      const raw = (legs[leg] as SelectionView)[field];
      let list = values.byRaw.get(raw);
      if (list === undefined) {
        list = [values.id(analysisName(raw))];
        values.byRaw.set(raw, list);
      }
      const id = list[0] as number;
      if (first === undefined) first = list;
      else if (ids === undefined) {
        if (id !== first[0]) {
          ids = scratch;
          ids.length = 0;
          ids.push(first[0] as number, id);
        }
      } else if (!ids.includes(id)) ids.push(id);
    }
    return ids ?? first ?? [];
  }

  /**
   * The bet's value ids in FACETS[f] (facetValuesOf(bet, FACETS[f]), interned). The list is
   * shared, or good only until the next call: copy it, never change it.
   */
  valuesOf(bet: FacetBet, f: number): readonly number[] {
    const legs = bet.Selections;
    switch (FACETS[f] as Facet) {
      case 'bookmaker':
        return this.#memoised(bet, f, bet.Bookmaker);
      case 'tipster':
        return this.#memoised(bet, f, bet.Tipster);
      case 'bankroll':
        return this.#memoised(bet, f, bet.BankrollId);
      case 'tag': {
        const tags = bet.Tags;
        if (tags === undefined || tags.length === 0) return this.#none[f] as number[];
        return tags.length === 1 ? this.#memoised(bet, f, tags[0]) : this.#read(bet, f);
      }
      case 'sport':
        return legs.length > 1
          ? this.#legs(bet, f, 'Sport')
          : this.#memoised(bet, f, legs[0]?.Sport ?? bet.Sport);
      case 'competition':
        return legs.length > 1
          ? this.#legs(bet, f, 'Competition')
          : this.#memoised(bet, f, legs[0]?.Competition ?? bet.Competition);
      case 'market':
        if (legs.length === 0) return this.#unknownMarket;
        return legs.length > 1
          ? this.#legs(bet, f, 'MarketName')
          : this.#memoised(bet, f, legs[0]?.MarketName);
      case 'betType':
        return this.#memoised(bet, f, bet.BetType);
      case 'oddsBand': {
        const band = oddsRangeIndex(bet.Odds);
        return band < 0 ? (this.#none[f] as number[]) : (this.#oddsBands[band] as number[]);
      }
      case 'stakeBand':
        return this.#stakeBands[stakeBandIndexOf(bet)] as number[];
      case 'side':
        return bet.Side === 'LAY' ? this.#sides.LAY : this.#sides.BACK;
    }
  }
}

/**
 * The bets' facet values read once (see FacetReader), for searching them again and again: the
 * dashboards keep one per version of the history and search it on every change of period or
 * choice, at the cost of the counting alone.
 */
export class FacetIndex<T extends FacetBet> {
  readonly bets: readonly T[];
  /**
   * For each bet, its position in the index this one was built after, or −1 when it was not
   * there (new, or changed: a changed bet is a new object); null when built from nothing.
   */
  readonly carriedFrom: Int32Array | null;
  /** How many bets' facets were read (the rest were copied from the index built before). */
  readonly read: number;
  readonly #reader: FacetReader;
  readonly #facets: readonly FacetValues[];
  /**
   * Per facet, each bet's value: its id (≥ 0) when it has one value, as most bets do in most
   * facets, else −1 − k where #multi[f][k] is how many it has and the ids follow. Typed and
   * flat: 100,000 bets' lists as arrays of their own cost more in garbage collection than
   * their reading did.
   */
  readonly #single: readonly Int32Array[];
  readonly #multi: readonly (readonly number[])[];

  /**
   * `previous`: the index of an earlier version of these bets. Bets are never changed in place
   * (a changed bet is a new object), so the bets it holds are not read again, only copied: after
   * one bet changes in 100,000, the index costs a copy rather than a reading of every bet.
   */
  constructor(bets: readonly T[], previous?: FacetIndex<T>) {
    const reader = previous === undefined ? new FacetReader() : previous.#reader;
    this.bets = bets;
    this.#reader = reader;
    this.#facets = reader.facets;
    const single = FACETS.map(() => new Int32Array(bets.length));
    const multi: number[][] = FACETS.map(() => []);
    const carriedFrom = previous === undefined ? null : previous.#positionsOf(bets);
    let read = 0;
    const put = (f: number, index: number, ids: readonly number[]) => {
      if (ids.length === 1) {
        (single[f] as Int32Array)[index] = ids[0] as number;
        return;
      }
      const flat = multi[f] as number[];
      (single[f] as Int32Array)[index] = -1 - flat.length;
      flat.push(ids.length);
      for (const id of ids) flat.push(id);
    };
    if (previous === undefined || carriedFrom === null) {
      // Bet by bet, so each bet is read while it is at hand.
      for (let index = 0; index < bets.length; index += 1) {
        for (let f = 0; f < FACETS.length; f += 1) {
          put(f, index, reader.valuesOf(bets[index] as T, f));
        }
      }
      read = bets.length;
    } else {
      // Facet by facet: nearly every bet is a copy of an array slot.
      for (let f = 0; f < FACETS.length; f += 1) {
        const values = single[f] as Int32Array;
        const flat = multi[f] as number[];
        const before = previous.#single[f] as Int32Array;
        const beforeFlat = previous.#multi[f] as readonly number[];
        for (let index = 0; index < bets.length; index += 1) {
          const old = carriedFrom[index] as number;
          const value = old < 0 ? 0 : (before[old] as number);
          if (old < 0) {
            put(f, index, reader.valuesOf(bets[index] as T, f));
            if (f === 0) read += 1;
          } else if (value >= 0) values[index] = value;
          else {
            const at = -1 - value;
            values[index] = -1 - flat.length;
            for (let v = at; v <= at + (beforeFlat[at] as number); v += 1) {
              flat.push(beforeFlat[v] as number);
            }
          }
        }
      }
    }
    this.carriedFrom = carriedFrom;
    this.read = read;
    this.#single = single;
    this.#multi = multi;
  }

  /**
   * Where each of `bets` is in this index (−1: not found). A new version is the old order with
   * a few bets added, replaced or gone, so each is looked for a few places after the last one
   * found rather than in a Map of 100,000 (which cost more than the copying it saves); a bet
   * moved further is read again, which is slower, never wrong.
   */
  #positionsOf(bets: readonly T[]): Int32Array {
    const held = this.bets;
    const positions = new Int32Array(bets.length);
    let next = 0;
    for (let index = 0; index < bets.length; index += 1) {
      const bet = bets[index];
      positions[index] = -1;
      for (let at = next; at < Math.min(next + LOOK_AHEAD, held.length); at += 1) {
        if (held[at] === bet) {
          positions[index] = at;
          next = at + 1;
          break;
        }
      }
    }
    return positions;
  }

  /**
   * facetedSearch over the bets at `among` (positions in `bets`, ascending to keep the bets'
   * order; every bet when absent).
   */
  search(filter: FacetFilter, among?: readonly number[]): FacetedView<T> {
    const facets = this.#facets;
    const single = this.#single;
    const multi = this.#multi;
    const counts = facets.map((facet) => new Float64Array(facet.names.length));
    // Chosen values as ids; one no bet has matches nothing (and is listed at 0 below).
    const chosen = FACETS.map((facet, f) => {
      const wanted = new Set<number>();
      for (const name of filter[facet] ?? []) {
        const id = (facets[f] as FacetValues).lookUp(name);
        if (id !== undefined) wanted.add(id);
      }
      return wanted;
    });
    const narrowing = FACETS.map((_, f) => f).filter(
      (f) => (filter[FACETS[f] as Facet] ?? []).length > 0,
    );
    const matches = (f: number, index: number): boolean => {
      const wanted = chosen[f] as Set<number>;
      const value = (single[f] as Int32Array)[index] as number;
      if (value >= 0) return wanted.has(value);
      const flat = multi[f] as readonly number[];
      const at = -1 - value;
      const end = at + (flat[at] as number);
      for (let v = at + 1; v <= end; v += 1) if (wanted.has(flat[v] as number)) return true;
      return false;
    };
    const inView: T[] = [];
    const positions: number[] = [];
    const total = among === undefined ? this.bets.length : among.length;
    for (let n = 0; n < total; n += 1) {
      const index = among === undefined ? n : (among[n] as number);
      // The facets this bet fails: in view with none; counted in a facet's choices when that
      // facet is the only one it fails (its own choices do not narrow it), or with none.
      let failed = -1;
      let failures = 0;
      for (let c = 0; c < narrowing.length && failures < 2; c += 1) {
        const f = narrowing[c] as number;
        if (!matches(f, index)) {
          failed = f;
          failures += 1;
        }
      }
      if (failures >= 2) continue;
      if (failures === 0) {
        inView.push(this.bets[index] as T);
        positions.push(index);
      }
      for (let f = 0; f < FACETS.length; f += 1) {
        if (failures === 1 && f !== failed) continue;
        const tally = counts[f] as Float64Array;
        const value = (single[f] as Int32Array)[index] as number;
        if (value >= 0) {
          tally[value] = (tally[value] as number) + 1;
          continue;
        }
        const flat = multi[f] as readonly number[];
        const at = -1 - value;
        const end = at + (flat[at] as number);
        for (let v = at + 1; v <= end; v += 1) {
          const id = flat[v] as number;
          tally[id] = (tally[id] as number) + 1;
        }
      }
    }
    return {
      bets: inView,
      positions,
      facets: FACETS.map((facet, f) => {
        const tally = counts[f] as Float64Array;
        const wanted = chosen[f] as Set<number>;
        const choices: FacetChoice[] = [];
        let sum = 0;
        (facets[f] as FacetValues).names.forEach((value, id) => {
          const count = tally[id] as number;
          sum += count;
          if (count > 0 || wanted.has(id)) choices.push({ value, count, selected: wanted.has(id) });
        });
        for (const value of new Set(filter[facet] ?? [])) {
          if ((facets[f] as FacetValues).lookUp(value) === undefined) {
            choices.push({ value, count: 0, selected: true });
          }
        }
        return { facet, choices: orderChoices(facet, choices), total: sum };
      }),
    };
  }
}

/** The bets in view and every facet's choices with their counts (see the top of this file). */
export function facetedSearch<T extends FacetBet>(
  bets: readonly T[],
  filter: FacetFilter,
): FacetedView<T> {
  return new FacetIndex(bets).search(filter);
}
