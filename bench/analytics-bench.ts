import { performance } from 'node:perf_hooks';
import {
  analyzeBets,
  type BetView,
  DashboardIndex,
  type FacetBet,
  type FacetFilter,
  facetedSearch,
} from '@stakelab/core';
import { median, type BenchFigure } from './lib/stats.ts';

/**
 * The dashboards' maths (analyzeBets: all six tabs at once) on 100,000 and 10,000 bets, as the
 * browser runs it after loading a user's history. Bets are made deterministically (seeded
 * PRNG) with the API's shape, and round-tripped through JSON so their strings are separate
 * objects, as after `response.json()`.
 */

const RUNS = 7;

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMPETITIONS: Record<string, readonly string[]> = {
  Soccer: [
    'LaLiga',
    'Premier League',
    'Serie A',
    'Bundesliga',
    'Ligue 1',
    'UEFA Champions League',
    'Segunda División',
    'Copa del Rey',
    'Eredivisie',
    'Primeira Liga',
  ],
  Tennis: ['ATP Madrid', 'Roland Garros', 'Wimbledon', 'US Open', 'WTA Rome', 'ATP Challenger'],
  Basketball: ['NBA', 'ACB', 'EuroLeague'],
  'American Football': ['NFL', 'NCAA Football'],
  'Ice Hockey': ['NHL', 'KHL'],
  'Horse Racing': ['Cheltenham', 'Ascot', 'Longchamp', 'Aintree'],
  Golf: ['The Masters', 'PGA Championship'],
  Unknown: ['Unknown'],
};
const SPORTS = Object.keys(COMPETITIONS);
const MARKETS = [
  'Match Odds',
  'Over/Under 2.5 Goals',
  'Both Teams To Score',
  'Asian Handicap',
  'Correct Score',
  'Draw No Bet',
  'Double Chance',
  'Set Betting',
  'Moneyline',
  'Total Points',
  'To Win Outright',
  'Each Way',
  'First Goalscorer',
  'Half Time/Full Time',
  'Corners Over/Under',
  'Resultado del partido',
  '',
];
const BET_TYPES: Record<number, readonly (string | null)[]> = {
  1: ['SGL', 'Sencilla', 'SGL', 'SGL', null],
  2: ['DBL', 'Doble', 'BET_BUILDER'],
  3: ['TBL', 'Triple', 'SGM'],
  4: ['ACC4', 'Multiple', 'Sistema', 'Yankee'],
};

/** `count` realistic bets placed over 18 months (from 2024-07-01), 1–4 selections each. */
export function syntheticBets(count: number, seed = 42): BetView[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const start = Date.parse('2024-07-01T00:00:00Z');
  const span = Date.parse('2026-01-01T00:00:00Z') - start;
  const bets: BetView[] = [];
  let selectionId = 1;
  for (let i = 0; i < count; i += 1) {
    const legs = 1 + Math.floor(random() ** 2 * 4); // singles most common
    const sport = pick(SPORTS);
    const selections: BetView['Selections'] = Array.from({ length: legs }, () => {
      const legSport = random() < 0.8 ? sport : pick(SPORTS);
      return {
        SelectionId: selectionId++,
        SelectionName: `Selection ${selectionId}`,
        Odds: random() < 0.02 ? null : Math.round((1.01 + random() ** 2 * 9) * 100) / 100,
        EventName: `Event ${Math.floor(random() * 5000)}`,
        MarketName: random() < 0.01 ? null : pick(MARKETS),
        Sport: legSport,
        Competition: pick(COMPETITIONS[legSport] ?? ['Unknown']),
        Result: null,
      };
    });
    const odds = selections.reduce((product, s) => product * (s.Odds ?? 1), 1);
    const stakeCents = 100 + Math.floor(random() * 9900);
    // Won with the bookmaker's implied chance less a 5 % margin: an ROI around −5 %, as real.
    const roll = random();
    const status =
      roll < 0.03 ? 'VOID' : roll < 0.06 ? 'CASHED_OUT' : random() < 0.95 / odds ? 'WON' : 'LOST';
    const returnCents =
      status === 'WON'
        ? Math.round(stakeCents * odds)
        : status === 'VOID'
          ? stakeCents
          : status === 'CASHED_OUT'
            ? Math.round(stakeCents * random() * 1.5)
            : 0;
    const placed = new Date(start + Math.floor(random() * span)).toISOString();
    bets.push({
      Id: i + 1,
      BetId: `BENCH${String(i).padStart(7, '0')}`,
      PlacedDate: placed,
      SettledDate: placed,
      Sport: legs > 1 && selections.some((s) => s.Sport !== sport) ? 'Unknown' : sport,
      Competition: selections[0]?.Competition ?? 'Unknown',
      EventDescription: null,
      Odds: Math.round(odds * 100) / 100,
      Status: status,
      Stake: stakeCents / 100,
      ActualReturn: returnCents / 100,
      NetReturn: (returnCents - stakeCents) / 100,
      BetType: pick(BET_TYPES[legs] ?? [null]),
      Bookmaker: 'Betfair',
      Source: 'betfair-sportsbook',
      Side: null,
      Liability: null,
      Selections: selections,
    });
  }
  // Newest first, as GET /api/history/user-bets sends them; JSON round trip as from fetch.
  bets.sort((a, b) => (a.PlacedDate < b.PlacedDate ? 1 : -1));
  return JSON.parse(JSON.stringify(bets)) as BetView[];
}

/** Median ms of RUNS calls to analyzeBets on `count` bets, after one warm-up call. */
function timeAnalysis(count: number): number {
  const bets = syntheticBets(count);
  const options = { timeZone: 'Europe/Madrid' };
  analyzeBets(bets, options); // warm-up: JIT and Intl data
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    analyzeBets(bets, options);
    times.push(performance.now() - started);
  }
  return median(times);
}

const BOOKMAKERS = ['Bet365', 'Betfair', 'Pinnacle', 'William Hill', 'Bwin', 'Codere', null];
const TAGS = ['value', 'live', 'promo', 'system', 'late'];
const TIPSTERS = ['Ana', 'Bob', 'Carla', null, null];

/**
 * The synthetic bets with what the Edge tab and the facets read (issue 16): a bookmaker, a
 * tipster, 0–2 tags and closing odds within 10 % of the odds taken on four bets in five.
 */
export function edgeBets(count: number, seed = 7): FacetBet[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const bets = syntheticBets(count).map((bet) => {
    const tags = TAGS.filter(() => random() < 0.15).slice(0, 2);
    const close =
      bet.Odds !== null && random() < 0.8
        ? Math.max(1.01, Math.round(bet.Odds * (0.9 + random() * 0.2) * 100) / 100)
        : null;
    return {
      ...bet,
      Bookmaker: pick(BOOKMAKERS),
      Tipster: pick(TIPSTERS),
      Tags: tags,
      ClosingOdds: close,
    };
  });
  // As from fetch (see syntheticBets): spread copies are objects V8 reads several times slower.
  return JSON.parse(JSON.stringify(bets)) as FacetBet[];
}

/**
 * A choice in every facet: each one's choices but its least common, so every facet narrows and
 * most bets stay in view (the most work for the tabs behind: 37 % of the bets here).
 */
export function everyFacetFilter(bets: readonly FacetBet[]): FacetFilter {
  return Object.fromEntries(
    facetedSearch(bets, {}).facets.map(({ facet, choices }) => [
      facet,
      (choices.length > 1 ? choices.slice(0, -1) : choices).map((choice) => choice.value),
    ]),
  );
}

/** How a faceted view is timed: see timeFacetedDashboards. */
type FacetedCase = 'opened' | 'history changed' | 'facet changed';

/**
 * Median ms of the dashboards with facets (issue 16: all seven tabs, the facet counts and the
 * edge figures) on `count` bets:
 * - 'opened': every bet's facets read, as when the dashboards first open in a tab;
 * - 'history changed': one bet of them replaced (a new object, as the history worker applies a
 *   change) and the index built after the last one, as after each change of the history;
 * - 'facet changed': the index kept, as for each change of period or facet.
 */
function timeFacetedDashboards(count: number, measured: FacetedCase): number {
  const bets = edgeBets(count);
  const options = { timeZone: 'Europe/Madrid', facets: everyFacetFilter(bets) };
  let kept = new DashboardIndex(bets);
  kept.view(options); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let changed = bets;
    if (measured === 'history changed') {
      changed = bets.slice();
      const at = (run * 7919) % count;
      changed[at] = JSON.parse(JSON.stringify({ ...bets[at], Stake: 99 })) as FacetBet;
    }
    const started = performance.now();
    if (measured === 'opened') new DashboardIndex(bets).view(options);
    else if (measured === 'history changed') {
      kept = new DashboardIndex(changed, kept);
      kept.view(options);
    } else kept.view(options);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function analyticsBenchmarks(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const [count, target] of [
    [100_000, 150],
    [10_000, 20],
  ] as const) {
    const ms = timeAnalysis(count);
    figures.push({
      name: `dashboards: all six tabs for ${count.toLocaleString('en')} bets`,
      value: Math.round(ms * 10) / 10,
      unit: 'ms',
      target,
      better: 'lower',
    });
  }
  for (const [measured, label] of [
    ['opened', 'first view on opening them'],
    ['history changed', 'first view after a change of the history'],
    ['facet changed', 'a change of facet'],
  ] as const) {
    figures.push({
      name: `dashboards: all seven tabs with every facet applied for 100,000 bets, ${label}`,
      value: Math.round(timeFacetedDashboards(100_000, measured) * 10) / 10,
      unit: 'ms',
      // The six tabs' target: the facets and the Edge tab must fit in it too (issue 16).
      target: 150,
      better: 'lower',
    });
  }
  return figures;
}
