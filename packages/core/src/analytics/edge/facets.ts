import { atRiskCents } from '../../bets/at-risk.ts';
import { BET_TYPE_GROUPS, betTypeGroup } from '../../bets/bet-types.ts';
import type { BetView, SelectionView } from '../../contract/history.ts';
import { amountCents } from '../../money/cents.ts';
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
  /** The id of the value each raw text was read as (see FacetReader). */
  readonly byRaw = new Map<string | number | null | undefined, number>();

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

/** A leg's field read by a per-leg facet (a name, not a function: read for every leg). */
type LegField = 'Sport' | 'Competition' | 'MarketName';

/** How far #positionsOf looks for a bet past the last one it found. */
const LOOK_AHEAD = 16;

const [
  BOOKMAKER,
  TAG,
  TIPSTER,
  BANKROLL,
  SPORT,
  COMPETITION,
  MARKET,
  BET_TYPE,
  ODDS_BAND,
  STAKE_BAND,
  SIDE,
] = FACETS.map((_, f) => f) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

type RawName = string | number | null | undefined;

/**
 * Each bet's value ids in every facet, as FacetIndex stores them: per facet, the id (≥ 0) of a
 * bet with one value, as most bets have in most facets, else −1 − k where multi[f][k] is how
 * many it has and the ids follow.
 */
interface FacetSlots {
  readonly single: readonly Int32Array[];
  readonly multi: readonly number[][];
}

/**
 * facetValuesOf for many bets at a time, as value ids, reading each distinct raw text once:
 * 100,000 bets have a few hundred bookmakers, sports and bet types between them, and reading
 * them anew (trim, the bet-type rules, new arrays) for every bet and facet would cost more than
 * the figures the dashboards draw from them. One method writes all
 * eleven facets of a bet: a call and a switch per facet cost as much again as the look-ups
 * (the dashboards' first view reads 100,000 bets). The property tests hold facetedSearch to
 * facetValuesOf's answers.
 */
class FacetReader {
  readonly facets = FACETS.map(() => new FacetValues());
  readonly #noneIds = this.facets.map((facet) => facet.id(FACET_NONE));
  readonly #unknownMarket = (this.facets[MARKET] as FacetValues).id(UNKNOWN_NAME);
  readonly #oddsBands = ODDS_RANGES.map((band) => (this.facets[ODDS_BAND] as FacetValues).id(band));
  readonly #stakeBands = STAKE_BANDS.map((band) =>
    (this.facets[STAKE_BAND] as FacetValues).id(band),
  );
  readonly #back = (this.facets[SIDE] as FacetValues).id('BACK');
  readonly #lay = (this.facets[SIDE] as FacetValues).id('LAY');

  /** The id of a raw text's one value in facet `f`, named by `name` the first time it is seen. */
  #id(f: number, raw: RawName, name: (raw: RawName) => string): number {
    const values = this.facets[f] as FacetValues;
    let id = values.byRaw.get(raw);
    if (id === undefined) {
      id = values.id(name(raw));
      values.byRaw.set(raw, id);
    }
    return id;
  }

  /** Writes the ids of `bet`'s values in every facet at `index` of `slots`. */
  readInto(bet: FacetBet, index: number, slots: FacetSlots): void {
    const single = slots.single;
    const legs = bet.Selections;
    (single[BOOKMAKER] as Int32Array)[index] = this.#id(BOOKMAKER, bet.Bookmaker, facetText);
    (single[TIPSTER] as Int32Array)[index] = this.#id(TIPSTER, bet.Tipster, facetText);
    (single[BANKROLL] as Int32Array)[index] = this.#id(BANKROLL, bet.BankrollId, bankrollText);
    (single[BET_TYPE] as Int32Array)[index] = this.#id(BET_TYPE, bet.BetType, betTypeText);
    const tags = bet.Tags;
    if (tags === undefined || tags.length === 0) {
      (single[TAG] as Int32Array)[index] = this.#noneIds[TAG] as number;
    } else if (tags.length === 1) {
      (single[TAG] as Int32Array)[index] = this.#id(TAG, tags[0], facetText);
    } else {
      const none = this.#noneIds[TAG] as number;
      this.#begin(slots.multi[TAG] as number[]);
      for (const tag of tags) {
        const id = this.#id(TAG, tag, facetText);
        if (id !== none) this.#add(id);
      }
      (single[TAG] as Int32Array)[index] = this.#count === 0 ? none : this.#end();
    }
    if (legs.length <= 1) {
      const leg = legs[0];
      (single[SPORT] as Int32Array)[index] = this.#id(SPORT, leg ? leg.Sport : bet.Sport, legName);
      (single[COMPETITION] as Int32Array)[index] = this.#id(
        COMPETITION,
        leg ? leg.Competition : bet.Competition,
        legName,
      );
      (single[MARKET] as Int32Array)[index] = leg
        ? this.#id(MARKET, leg.MarketName, legName)
        : this.#unknownMarket;
    } else {
      this.#legs(legs, SPORT, 'Sport', index, slots);
      this.#legs(legs, COMPETITION, 'Competition', index, slots);
      this.#legs(legs, MARKET, 'MarketName', index, slots);
    }
    const band = oddsRangeIndex(bet.Odds);
    (single[ODDS_BAND] as Int32Array)[index] =
      band < 0 ? (this.#noneIds[ODDS_BAND] as number) : (this.#oddsBands[band] as number);
    (single[STAKE_BAND] as Int32Array)[index] = this.#stakeBands[stakeBandIndexOf(bet)] as number;
    (single[SIDE] as Int32Array)[index] = bet.Side === 'LAY' ? this.#lay : this.#back;
  }

  /**
   * A multiple's values in a per-leg facet: each leg's, read as a one-leg bet's would be,
   * without repeats; most multiples' legs share a sport (often a market), and have one value.
   */
  #legs(
    legs: readonly SelectionView[],
    f: number,
    field: LegField,
    index: number,
    slots: FacetSlots,
  ): void {
    this.#begin(slots.multi[f] as number[]);
    for (let leg = 0; leg < legs.length; leg += 1) {
      this.#add(this.#id(f, (legs[leg] as SelectionView)[field], legName));
    }
    (slots.single[f] as Int32Array)[index] = this.#end();
  }

  // One bet's several values in a facet, gathered without an array of their own: the first is
  // held here, and a second distinct one starts their list in the facet's flat multi array.
  #count = 0;
  #first = 0;
  #at = 0;
  #flat: number[] = [];

  #begin(flat: number[]): void {
    this.#count = 0;
    this.#flat = flat;
  }

  #add(id: number): void {
    const flat = this.#flat;
    if (this.#count === 0) this.#first = id;
    else if (this.#count === 1) {
      if (id === this.#first) return;
      this.#at = flat.length;
      flat.push(2, this.#first, id);
    } else {
      const at = this.#at;
      for (let v = at + 1; v < flat.length; v += 1) if (flat[v] === id) return;
      flat.push(id);
      flat[at] = this.#count + 1;
    }
    this.#count += 1;
  }

  /** The slot's value (see FacetSlots) for the values added since #begin (one at least). */
  #end(): number {
    return this.#count === 1 ? this.#first : -1 - this.#at;
  }
}

// How a raw text is named in each facet (as facetValuesOf names it).
const facetText = (raw: RawName): string => text(raw as string | null | undefined);
const bankrollText = (raw: RawName): string =>
  raw === null || raw === undefined ? FACET_NONE : String(raw);
const betTypeText = (raw: RawName): string => betTypeGroup(raw as string | null);
const legName = (raw: RawName): string => analysisName(raw as string | null | undefined);

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
   * See FacetSlots. Typed and flat: 100,000 bets' lists as arrays of their own cost more in
   * garbage collection than their reading did.
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
    const slots: FacetSlots = {
      single: FACETS.map(() => new Int32Array(bets.length)),
      multi: FACETS.map(() => []),
    };
    const carriedFrom = previous === undefined ? null : previous.#positionsOf(bets);
    let read = 0;
    if (previous !== undefined && carriedFrom !== null) {
      // Facet by facet: nearly every bet is a copy of an array slot.
      for (let f = 0; f < FACETS.length; f += 1) {
        const values = slots.single[f] as Int32Array;
        const flat = slots.multi[f] as number[];
        const before = previous.#single[f] as Int32Array;
        const beforeFlat = previous.#multi[f] as readonly number[];
        for (let index = 0; index < bets.length; index += 1) {
          const old = carriedFrom[index] as number;
          if (old < 0) continue;
          const value = before[old] as number;
          if (value >= 0) values[index] = value;
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
    for (let index = 0; index < bets.length; index += 1) {
      if (carriedFrom !== null && (carriedFrom[index] as number) >= 0) continue;
      reader.readInto(bets[index] as T, index, slots);
      read += 1;
    }
    this.carriedFrom = carriedFrom;
    this.read = read;
    this.#single = slots.single;
    this.#multi = slots.multi;
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
