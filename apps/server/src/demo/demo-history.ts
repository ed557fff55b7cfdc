import { DEMO_COMPETITIONS, DEMO_MARKETS, type DemoCompetition } from './demo-catalogue.ts';

/** Deterministic PRNG (mulberry32): the same seed gives the same history, so reseeding adds nothing. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T extends { weight: number }>(items: readonly T[]): T => {
      let roll = next() * items.reduce((sum, i) => sum + i.weight, 0);
      for (const item of items) if ((roll -= item.weight) < 0) return item;
      return items[items.length - 1] as T;
    },
  };
}
type Random = ReturnType<typeof randomFrom>;

const DAY = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

interface Part {
  selectionName: string;
  eventDescription: string;
  eventMarketDescription: string;
  price: { decimal: number };
  sportName: string;
  competitionName: string;
  startTime: string;
}

function eventOf(random: Random, competition: DemoCompetition) {
  const home = random.pick(competition.sides);
  let away = random.pick(competition.sides);
  while (away === home) away = random.pick(competition.sides);
  return { home, away, description: `${home} v ${away}` };
}

function partFor(
  random: Random,
  competition: DemoCompetition,
  event: ReturnType<typeof eventOf>,
  marketIndex: number,
  start: Date,
): Part {
  const markets = DEMO_MARKETS[competition.sport];
  const market = markets[marketIndex % markets.length] ?? markets[0];
  if (!market) throw new Error(`no markets for ${competition.sport}`);
  return {
    selectionName: market.pick(event.home, event.away, random.next()),
    eventDescription: event.description,
    eventMarketDescription: market.name,
    price: { decimal: round2(random.between(market.odds[0], market.odds[1])) },
    sportName: competition.sport,
    competitionName: competition.name,
    startTime: start.toISOString(),
  };
}

/** The kinds of bet the demo bettor places, and how often (per 100 bets). */
const BET_KINDS = [
  { kind: 'single', legs: 1, weight: 64 },
  { kind: 'double', legs: 2, weight: 15 },
  { kind: 'treble', legs: 3, weight: 6 },
  { kind: 'acca', legs: 4, weight: 3 },
  { kind: 'builder', legs: 1, weight: 12 },
] as const;
const TYPE_CODES = { single: 'SGL', double: 'DBL', treble: 'TBL', acca: 'ACC4', builder: 'SGL' };
/** betfair.es's descriptions of multiples. */
const MULTIPLE_LABELS: Record<number, string> = { 2: 'Doble', 3: 'Triple', 4: 'Combinada' };
const STAKES = [
  { stake: 5, weight: 20 },
  { stake: 10, weight: 35 },
  { stake: 15, weight: 10 },
  { stake: 20, weight: 18 },
  { stake: 25, weight: 8 },
  { stake: 50, weight: 6 },
  { stake: 100, weight: 3 },
];

/** A settled placement time: evenings and weekends more likely, as a bettor's really are. */
function placedAt(random: Random, day: Date): Date {
  const hour = random.next() < 0.75 ? random.between(17, 22) : random.between(10, 17);
  return new Date(day.getTime() + hour * 3_600_000 + Math.floor(random.next() * 3_600_000));
}

function result(random: Random, odds: number): 'WON' | 'LOST' {
  // Picks a little better than the price implies; the margin on multiples still costs them.
  return random.next() < 1.03 / odds ? 'WON' : 'LOST';
}

/**
 * About `count` settled bets over the 18 months before `now`, as a Betfair Sportsbook "My Bets"
 * export (docs/formats.md §1): singles, doubles, trebles, accumulators and bet builders, in several
 * sports, competitions and markets, with a few voids and cash-outs. Ids depend only on the
 * position, so importing a later run's file again adds nothing.
 */
export function demoSportsbookHistory(count: number, now: Date, seed = 20_250_101): string {
  const random = randomFrom(seed);
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 18, now.getUTCDate());
  const lastDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY;
  const span = lastDay - firstDay;

  const bets = Array.from({ length: count }, (_, i) => {
    let day = new Date(firstDay + Math.floor((span * i) / count / DAY) * DAY);
    // Friday to Sunday: the bettor bets more around the weekend's fixtures.
    if (random.next() < 0.35) {
      const toSaturday = (6 - day.getUTCDay() + 7) % 7;
      day = new Date(Math.min(day.getTime() + toSaturday * DAY, lastDay));
    }
    const placed = placedAt(random, day);
    const kind = random.weighted(BET_KINDS);
    const stake = random.weighted(STAKES).stake;

    const legs: Array<{ legNumber: number; result: string; parts: Part[] }> = [];
    if (kind.kind === 'builder') {
      const competition = random.weighted(DEMO_COMPETITIONS.filter((c) => c.sport === 'Fútbol'));
      const event = eventOf(random, competition);
      const start = new Date(placed.getTime() + random.between(1, 20) * 3_600_000);
      const first = Math.floor(random.next() * 6);
      const parts = Array.from({ length: 2 + Math.floor(random.next() * 2) }, (_, p) =>
        partFor(random, competition, event, first + p, start),
      );
      legs.push({ legNumber: 1, result: 'LOST', parts });
    } else {
      for (let leg = 1; leg <= kind.legs; leg += 1) {
        const competition = random.weighted(DEMO_COMPETITIONS);
        const start = new Date(placed.getTime() + random.between(1, 30) * 3_600_000);
        const part = partFor(
          random,
          competition,
          eventOf(random, competition),
          Math.floor(random.next() * 6),
          start,
        );
        legs.push({ legNumber: leg, result: 'LOST', parts: [part] });
      }
    }

    const parts = legs.flatMap((l) => l.parts);
    // Bet builders are priced below the product of their correlated parts.
    const product = parts.reduce((odds, p) => odds * p.price.decimal, 1);
    const odds = round2(kind.kind === 'builder' ? Math.max(1.2, product * 0.8) : product);
    let outcome: string = result(random, odds);
    const roll = random.next();
    if (roll < 0.025) outcome = 'VOID';
    else if (roll < 0.055) outcome = 'CASHED_OUT';
    for (const leg of legs) {
      leg.result =
        outcome === 'WON' ? 'WON' : outcome === 'LOST' && leg === legs[0] ? 'LOST' : 'WON';
      if (outcome === 'VOID' || outcome === 'CASHED_OUT') leg.result = 'PLACED';
    }
    const returnCash =
      outcome === 'WON'
        ? round2(stake * odds)
        : outcome === 'VOID'
          ? stake
          : outcome === 'CASHED_OUT'
            ? round2(stake * random.between(0.35, Math.min(odds, 1.8)))
            : 0;
    const lastKickOff = Math.max(...parts.map((p) => Date.parse(p.startTime)));
    const settled = new Date(Math.min(lastKickOff + 2 * 3_600_000, now.getTime() - 3_600_000));
    const n = String(i).padStart(6, '0');
    const single = legs.length === 1 && parts.length === 1 ? parts[0] : undefined;
    return {
      betId: `O/9${n}/0000001`,
      entryServiceId: `55${n}`,
      receiptBetId: 770_000_000_000_000 + i,
      placedDate: placed.toISOString(),
      settledDate: settled.toISOString(),
      status: 'SETTLED',
      result: outcome,
      stake: `€${stake.toFixed(2)}`,
      rawStake: stake,
      stakeCash: stake,
      returnCash,
      originalOdds: { decimal: odds, fractional: null },
      betType: TYPE_CODES[kind.kind],
      isSGM: kind.kind === 'builder',
      eventDescription:
        legs.length === 1 ? parts[0]?.eventDescription : MULTIPLE_LABELS[legs.length],
      marketName: single?.eventMarketDescription ?? null,
      selection: single?.selectionName ?? null,
      legs,
    };
  });
  return JSON.stringify({ bets, moreAvailable: false, nextPageIndex: 0 });
}
