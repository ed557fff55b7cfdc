import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selection, view } from '../../history/bet-view.test-support.ts';
import {
  type Facet,
  FACET_NONE,
  type FacetBet,
  type FacetFilter,
  FACETS,
  FacetIndex,
  facetedSearch,
  facetValuesOf,
  stakeBandOf,
} from './facets.ts';

const bet = (overrides: Partial<FacetBet>, stake = 10): FacetBet => ({
  ...view(stake, 0, 'WON', undefined, overrides),
  Tipster: overrides.Tipster ?? null,
});

function inBankroll(name: string, b: FacetBet): FacetBet {
  const id = BANKROLLS[name];
  if (id === undefined) return b;
  return { ...b, BankrollId: id };
}

// Bankrolls (not in the table below): b1 and b3 in bankroll 7, b4 in 9, b2 and b5 in the
// default one (BankrollId null, or absent from an older client's fixture).
const BANKROLLS: Record<string, number | null | undefined> = {
  b1: 7,
  b2: null,
  b3: 7,
  b4: 9,
  b5: undefined,
};

// Each bet's values, worked out by hand:
//       bookmaker tags         tipster sport            competition   market                   type    odds band   stake band side
// b1    Bet365    value, live  Ana     Football         LaLiga        Match Odds               Single  1.51-2.00   10-25      BACK
// b2    Betfair   value        —       Tennis           ATP           Match Odds               Single  2.01-3.00   25-50 (45) LAY
// b3    Bet365    —            Ana     Football, Tennis LaLiga, ATP   Over/Under, Match Odds   Double  3.01-5.00   5-10       BACK
// b4    —         —            Bob     Basketball       NBA           Unknown (no legs)        System  —           100-250    BACK
// b5    Betfair   live         Bob     Football         Premier Lg.   Match Odds               Single  1.01-1.50   0-5        BACK
const football = (Competition: string, MarketName = 'Match Odds') =>
  selection({ Sport: 'Football', Competition, MarketName });
const tennis = () => selection({ Sport: 'Tennis', Competition: 'ATP', MarketName: 'Match Odds' });
const b1 = inBankroll(
  'b1',
  bet({
    Bookmaker: 'Bet365',
    Tags: ['value', 'live'],
    Tipster: 'Ana',
    Odds: 1.8,
    Selections: [football('LaLiga')],
  }),
);
const b2 = inBankroll(
  'b2',
  bet(
    {
      Bookmaker: 'Betfair',
      Tags: ['value'],
      Odds: 2.5,
      Side: 'LAY',
      Liability: 45,
      Selections: [tennis()],
    },
    30,
  ),
);
const b3 = inBankroll(
  'b3',
  bet(
    {
      Bookmaker: 'Bet365',
      Tags: [],
      Tipster: 'Ana',
      BetType: 'DBL',
      Odds: 4.2,
      Selections: [football('LaLiga', 'Over/Under 2.5'), tennis()],
    },
    5,
  ),
);
const b4 = inBankroll(
  'b4',
  bet(
    {
      Bookmaker: null,
      Tipster: 'Bob',
      Sport: 'Basketball',
      Competition: 'NBA',
      BetType: 'ACC4',
      Odds: null,
      Selections: [],
    },
    120,
  ),
);
const b5 = inBankroll(
  'b5',
  bet(
    {
      Bookmaker: ' Betfair ',
      Tags: [' live ', 'live'],
      Tipster: 'Bob',
      Odds: 1.5,
      Selections: [football('Premier League')],
    },
    4.99,
  ),
);
const bets = [b1, b2, b3, b4, b5];

const choicesOf = (filter: FacetFilter, facet: Facet) =>
  facetedSearch(bets, filter).facets.find((f) => f.facet === facet);
const pairs = (filter: FacetFilter, facet: Facet) =>
  choicesOf(filter, facet)?.choices.map((c) => [c.value, c.count]);

describe('faceted search', () => {
  it('with no choice: every bet, each facet counting all of them', () => {
    const result = facetedSearch(bets, {});
    expect(result.bets).toEqual(bets);
    // count first, then name ('3' sorts before 'f'); none last
    expect(pairs({}, 'bookmaker')).toEqual([
      ['Bet365', 2],
      ['Betfair', 2],
      [FACET_NONE, 1],
    ]); // b4
    // b1 twice, b2, b5 once ("live" repeated and padded is one), b3 and b4 none: 2 + 2 + 2 = 6
    expect(pairs({}, 'tag')).toEqual([
      ['live', 2],
      ['value', 2],
      [FACET_NONE, 2],
    ]);
    expect(choicesOf({}, 'tag')?.total).toBe(6);
    // b3 is in both of its legs' sports: 3 + 2 + 1 = 6
    expect(pairs({}, 'sport')).toEqual([
      ['Football', 3],
      ['Tennis', 2],
      ['Basketball', 1],
    ]);
    expect(pairs({}, 'market')).toEqual([
      ['Match Odds', 4],
      ['Over/Under 2.5', 1],
      ['Unknown', 1],
    ]);
    expect(pairs({}, 'tipster')).toEqual([
      ['Ana', 2],
      ['Bob', 2],
      [FACET_NONE, 1],
    ]);
    expect(pairs({}, 'betType')).toEqual([
      ['Single', 3],
      ['Double', 1],
      ['System / Multiple', 1],
    ]);
    expect(pairs({}, 'oddsBand')).toEqual([
      ['1.01-1.50', 1],
      ['1.51-2.00', 1],
      ['2.01-3.00', 1],
      ['3.01-5.00', 1],
      [FACET_NONE, 1],
    ]);
    expect(pairs({}, 'stakeBand')).toEqual([
      ['0-5', 1],
      ['5-10', 1],
      ['10-25', 1],
      ['25-50', 1],
      ['100-250', 1],
    ]);
    expect(pairs({}, 'side')).toEqual([
      ['BACK', 4],
      ['LAY', 1],
    ]);
    // 7: b1, b3; 9: b4; the default (none): b2 (null) and b5 (absent)
    expect(pairs({}, 'bankroll')).toEqual([
      ['7', 2],
      ['9', 1],
      [FACET_NONE, 2],
    ]);
  });

  it('a facet counts among the bets matching the OTHER facets’ choices', () => {
    const filter = { sport: ['Football'], bookmaker: ['Bet365'] };
    // in view: Football and Bet365 → b1, b3
    expect(facetedSearch(bets, filter).bets).toEqual([b1, b3]);
    // sport among Bet365's bets (b1, b3): Football 2, Tennis 1 (b3's other leg)
    expect(pairs(filter, 'sport')).toEqual([
      ['Football', 2],
      ['Tennis', 1],
    ]);
    expect(choicesOf(filter, 'sport')?.choices.map((c) => c.selected)).toEqual([true, false]);
    // bookmaker among Football bets (b1, b3, b5): Bet365 2, Betfair 1
    expect(pairs(filter, 'bookmaker')).toEqual([
      ['Bet365', 2],
      ['Betfair', 1],
    ]);
    // the rest among the bets in view
    expect(pairs(filter, 'tag')).toEqual([
      ['live', 1],
      ['value', 1],
      [FACET_NONE, 1],
    ]);
    expect(pairs(filter, 'tipster')).toEqual([['Ana', 2]]);
    expect(pairs(filter, 'side')).toEqual([['BACK', 2]]);
  });

  it('choices of one facet are alternatives; "none" can be chosen', () => {
    expect(facetedSearch(bets, { tipster: ['Ana', 'Bob'] }).bets).toEqual([b1, b3, b4, b5]);
    expect(facetedSearch(bets, { tipster: [FACET_NONE] }).bets).toEqual([b2]);
    expect(facetedSearch(bets, { tag: ['live'], side: ['BACK'] }).bets).toEqual([b1, b5]);
    expect(facetedSearch(bets, { stakeBand: ['25-50'] }).bets).toEqual([b2]); // the lay's 45 €
    expect(facetedSearch(bets, { oddsBand: [FACET_NONE] }).bets).toEqual([b4]);
    expect(facetedSearch(bets, { market: ['Unknown'] }).bets).toEqual([b4]);
  });

  it('blank and repeated tags: a bet with only blank tags has none, repeats count once', () => {
    // Built after the table's bets, so the index already holds a list of several tags (b1's).
    const blank = bet({ BetId: 'BLANK', Tags: ['', '  '] });
    const twice = bet({ BetId: 'TWICE', Tags: ['live', ' live', 'promo', 'live'] });
    const result = facetedSearch([...bets, blank, twice], {});
    // Tags by hand: b1 value, live; b2 value; b5 live; twice live, promo; b3, b4, blank none.
    expect(result.facets.find((f) => f.facet === 'tag')?.choices).toEqual([
      { value: 'live', count: 3, selected: false },
      { value: 'value', count: 2, selected: false },
      { value: 'promo', count: 1, selected: false },
      { value: FACET_NONE, count: 3, selected: false },
    ]);
    expect(facetedSearch([...bets, blank, twice], { tag: [FACET_NONE] }).bets).toEqual([
      b3,
      b4,
      blank,
    ]);
  });

  it('a chosen value no bet has stays listed at 0', () => {
    const result = facetedSearch(bets, { bookmaker: ['Pinnacle'] });
    expect(result.bets).toEqual([]);
    expect(pairs({ bookmaker: ['Pinnacle'] }, 'bookmaker')).toEqual([
      ['Bet365', 2],
      ['Betfair', 2],
      ['Pinnacle', 0],
      [FACET_NONE, 1],
    ]);
    expect(choicesOf({ bookmaker: ['Pinnacle'] }, 'sport')).toEqual({
      facet: 'sport',
      choices: [],
      total: 0,
    });
  });

  it.each([
    [-1, '0-5'],
    [0, '0-5'],
    [499, '0-5'],
    [500, '5-10'],
    [999, '5-10'],
    [1000, '10-25'],
    [2500, '25-50'],
    [9999, '50-100'],
    [10_000, '100-250'],
    [49_999, '250-500'],
    [50_000, '500+'],
  ])('stake band of %d cents: %s', (cents, band) => {
    expect(stakeBandOf(cents)).toBe(band);
  });
});

describe('faceted search properties', () => {
  const pick = <T>(...values: T[]) => fc.constantFrom(...values);
  const selectionArb = fc.record({
    // ' Football' is 'Football' read from another text: one value, one count per bet.
    Sport: pick('Football', ' Football', 'Tennis', ' '),
    Competition: pick('LaLiga', 'ATP', ''),
    MarketName: pick(null, 'Match Odds', 'Totals'),
  });
  const betArb = fc
    .record({
      Bookmaker: pick(null, '', 'Bet365', 'Betfair'),
      Tags: fc.option(fc.subarray(['a', 'b', ' a ', '']), { nil: undefined }),
      Tipster: pick(undefined, null, 'Ana'),
      BankrollId: pick(undefined, null, 3, 4),
      Sport: pick('Football', ''),
      Competition: pick('LaLiga', 'Unknown'),
      BetType: pick(null, 'SGL', 'DBL', 'SGM'),
      Odds: pick(null, 1.3, 1.5, 1.505, 2, 7),
      Side: pick(null, 'BACK' as const, 'LAY' as const),
      Liability: pick(null, 30),
      stake: pick(1, 5, 24.99, 600),
      legs: fc.array(selectionArb, { maxLength: 3 }),
    })
    .map(({ stake, legs, ...fields }) =>
      bet({ ...fields, Selections: legs.map((leg) => selection(leg)) }, stake),
    );
  const choiceArb = fc.subarray([
    FACET_NONE,
    'Bet365',
    'a',
    'Ana',
    'Football',
    'Tennis',
    'LaLiga',
    'Unknown',
    'Totals',
    'Single',
    '1.51-2.00',
    '0-5',
    '500+',
    'LAY',
    '3',
  ]);
  const filterArb = fc.dictionary(fc.constantFrom(...FACETS), choiceArb, { maxKeys: 4 });

  const matches = (b: FacetBet, facet: Facet, filter: FacetFilter) => {
    const wanted = filter[facet] ?? [];
    return wanted.length === 0 || facetValuesOf(b, facet).some((v) => wanted.includes(v));
  };

  it('counts add up: an unfiltered facet’s counts sum to the bets in view (each value once per bet)', () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 25 }), filterArb, (list, filter) => {
        const result = facetedSearch(list, filter);
        for (const counts of result.facets) {
          if ((filter[counts.facet] ?? []).length > 0) continue;
          const assignments = result.bets.reduce(
            (sum, b) => sum + facetValuesOf(b, counts.facet).length,
            0,
          );
          expect(counts.total).toBe(assignments);
          if (!['tag', 'sport', 'competition', 'market'].includes(counts.facet)) {
            expect(counts.total).toBe(result.bets.length);
          }
        }
      }),
    );
  });

  it('agrees with counting one choice at a time', () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 25 }), filterArb, (list, filter) => {
        const result = facetedSearch(list, filter);
        expect(result.bets).toEqual(list.filter((b) => FACETS.every((f) => matches(b, f, filter))));
        for (const counts of result.facets) {
          const others = list.filter((b) =>
            FACETS.every((f) => f === counts.facet || matches(b, f, filter)),
          );
          for (const choice of counts.choices) {
            const expected = others.filter((b) =>
              facetValuesOf(b, counts.facet).includes(choice.value),
            ).length;
            expect(choice.count).toBe(expected);
          }
          // every value of those bets is listed
          const values = new Set(others.flatMap((b) => facetValuesOf(b, counts.facet)));
          expect(
            counts.choices
              .filter((c) => c.count > 0)
              .map((c) => c.value)
              .sort(),
          ).toEqual([...values].sort());
        }
      }),
    );
  });

  it('an index searched again and again, over any subset, answers as a fresh search of it', () => {
    fc.assert(
      fc.property(
        fc.array(betArb, { maxLength: 25 }),
        fc.array(filterArb, { minLength: 1, maxLength: 3 }),
        fc.func(fc.boolean()),
        (list, filters, keep) => {
          const index = new FacetIndex(list);
          const among = list.map((_, i) => i).filter((i) => keep(i));
          for (const filter of filters) {
            expect(index.search(filter)).toEqual(facetedSearch(list, filter));
            const subset = facetedSearch(
              among.map((i) => list[i] as FacetBet),
              filter,
            );
            const found = index.search(filter, among);
            expect({ ...found, positions: [] }).toEqual({ ...subset, positions: [] });
            // positions in the whole list: the subset's positions mapped through `among`
            expect(found.positions).toEqual(subset.positions.map((p) => among[p]));
          }
        },
      ),
    );
  });

  it('an index built after another answers as a fresh one, whatever was added, replaced, removed or moved', () => {
    fc.assert(
      fc.property(
        fc.array(betArb, { maxLength: 30 }),
        fc.array(betArb, { maxLength: 5 }),
        fc.func(fc.nat(4)),
        filterArb,
        (list, added, fate, filter) => {
          const first = new FacetIndex(list);
          // Each old bet kept (0, 1), replaced by a copy (2: a new object, as a change is),
          // dropped (3) or moved to the end (4); the new bets go in the middle.
          const kept: FacetBet[] = [];
          const moved: FacetBet[] = [];
          list.forEach((old, i) => {
            const what = fate(i);
            if (what === 2) kept.push(structuredClone(old));
            else if (what === 4) moved.push(old);
            else if (what !== 3) kept.push(old);
          });
          const half = Math.floor(kept.length / 2);
          const next = [...kept.slice(0, half), ...added, ...kept.slice(half), ...moved];
          const after = new FacetIndex(next, first);
          expect(after.search(filter)).toEqual(facetedSearch(next, filter));
          // Read: the new bets and the copies, and no more when each bet kept as it was is
          // within 16 places (the index's look-ahead) of the one kept before it, in order.
          const copies = list.filter((_, i) => fate(i) === 2).length;
          expect(after.read).toBeGreaterThanOrEqual(added.length + copies);
          const keptAt = list.map((_, i) => i).filter((i) => fate(i) <= 1);
          const near = keptAt.every(
            (at, k) => at - (k === 0 ? -1 : (keptAt[k - 1] as number)) <= 16,
          );
          if (moved.length === 0 && near) expect(after.read).toBe(added.length + copies);
          // And again after that one: its copies of copies still read right.
          const again = new FacetIndex(next.slice().reverse(), after);
          expect(again.search(filter)).toEqual(facetedSearch(next.slice().reverse(), filter));
        },
      ),
    );
  });
});
