import type { FeedSourceEvent } from '../../contract/feed-events.ts';
import type { LiveEvent } from '../../contract/live-events.ts';
import {
  BASKETBALL_LEAGUES,
  FOOTBALL_LEAGUES,
  TENNIS_PLAYERS,
  TENNIS_TOURNAMENTS,
  drawPairing,
} from './catalogue.ts';
import { planBasketballMatch } from './basketball.ts';
import { planFootballMatch } from './football.ts';
import { prematchPrices } from './prematch.ts';
import { createRandom, pickWeighted, type Random } from './random.ts';
import { type CompetitionSchedule, kicksOffAt, playableAt } from './schedule.ts';
import { planTennisMatch } from './tennis.ts';
import type { MatchState, PlannedMatch, SimulatedSport } from './types.ts';

export type { SimulatedSport } from './types.ts';

/** How many matches of each sport are in play at any time. */
export interface LiveSimulatorCounts {
  football: number;
  tennis: number;
  basketball: number;
}

export const DEFAULT_SIMULATOR_COUNTS: Readonly<LiveSimulatorCounts> = {
  football: 6,
  tennis: 4,
  basketball: 4,
};

/**
 * An upper bound that keeps a poll cheap (a few hundredths of a millisecond per match). With
 * more matches than a league or tour has free teams or players, names repeat across matches,
 * which the feed allows (load tests, demos of a busy table).
 */
export const MAX_SIMULATED_PER_SPORT = 1000;

export interface LiveSimulatorOptions {
  /** Any finite number (Date.now() is fine): the same seed and the same times give the same feed. */
  seed: number;
  /** The real instant the simulation begins; the first matches are already under way then. */
  start: Date;
  counts?: Partial<LiveSimulatorCounts>;
  /** Simulated seconds per real second (default 1: a football match lasts ~110 real minutes). */
  speed?: number;
}

export interface LiveSimulator {
  /**
   * Every simulated match in play at `now`, always the same number of them (finished matches
   * are replaced by new ones kicking off). Call with a non-decreasing `now`: an earlier
   * instant than a previous call's (a clock stepped back) is treated as that previous one,
   * so no match clock ever runs backwards.
   */
  advance(now: Date): LiveEvent[];
  /**
   * The whole feed at `now` (issue 36): the matches in play (as `advance` gives them), then
   * each slot's next match, announced when the one before it kicked off, with pre-match prices
   * that drift until its kick-off, then each slot's last finished match with its final score.
   * Same rules for `now` as `advance`, whose clock it shares.
   */
  feed(now: Date): FeedSourceEvent[];
}

/** One match of a slot: in play, announced next, or just finished. */
interface Fixture {
  rowId: string;
  match: PlannedMatch;
  /** Simulated seconds since the simulation start (negative: before it). */
  startSecond: number;
  /** The same instant as a real ISO timestamp. */
  startIso: string;
  /** Seeds the drift of its pre-match prices (prematch.ts). */
  driftSeed: number;
}

interface Slot extends Fixture {
  readonly sport: SimulatedSport;
  /** The match that kicks off when this one finishes, announced at this one's kick-off. */
  next: Fixture;
  /** The match this slot played before, finished; null until one has. */
  last: Fixture | null;
}

const SPORTS: readonly { sport: SimulatedSport; key: keyof LiveSimulatorCounts }[] = [
  { sport: 'FOOTBALL', key: 'football' },
  { sport: 'TENNIS', key: 'tennis' },
  { sport: 'BASKETBALL', key: 'basketball' },
];

interface Planned {
  readonly match: PlannedMatch;
  /** The competition's season and hours, to check a kick-off time against. */
  readonly schedule: CompetitionSchedule;
}

/** Simulated seconds a match of the sport usually lasts (to place the first matches). */
const TYPICAL_SECONDS: Readonly<Record<SimulatedSport, number>> = {
  FOOTBALL: 110 * 60,
  TENNIS: 100 * 60,
  BASKETBALL: 135 * 60,
};

/**
 * A match of the sport kicking off at the real instant `kickOffMs`, in one of the
 * competitions that plays then (in season, within its local hours: issue 32).
 */
function planMatch(
  random: Random,
  sport: SimulatedSport,
  busy: ReadonlySet<string>,
  kickOffMs: number,
): Planned {
  switch (sport) {
    case 'FOOTBALL': {
      const league = pickWeighted(
        random,
        playableAt(FOOTBALL_LEAGUES, kickOffMs).map((item) => ({ item, weight: item.weight })),
      );
      const [home, away] = drawPairing(random, league.teams, busy);
      return {
        match: planFootballMatch(random, league.name, home, away),
        schedule: league.schedule,
      };
    }
    case 'TENNIS': {
      const tournament = pickWeighted(
        random,
        playableAt(TENNIS_TOURNAMENTS, kickOffMs).map((item) => ({ item, weight: item.weight })),
      );
      const [home, away] = drawPairing(random, TENNIS_PLAYERS[tournament.tour], busy);
      return {
        match: planTennisMatch(random, tournament, home, away),
        schedule: tournament.schedule,
      };
    }
    case 'BASKETBALL': {
      const league = pickWeighted(
        random,
        playableAt(BASKETBALL_LEAGUES, kickOffMs).map((item) => ({ item, weight: item.weight })),
      );
      const [home, away] = drawPairing(random, league.teams, busy);
      return {
        match: planBasketballMatch(random, league, home, away),
        schedule: league.schedule,
      };
    }
  }
}

/** The period a finished match shows (full time). */
export const FINISHED_PERIOD = 'FT';

/** Tries at placing a first match part-way through before it kicks off at the start instead. */
const FIRST_MATCH_TRIES = 8;

function checkedCount(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SIMULATED_PER_SPORT) {
    throw new RangeError(
      `simulator count ${name} must be a whole number from 0 to ${MAX_SIMULATED_PER_SPORT}: ${value}`,
    );
  }
  return value;
}

/**
 * A deterministic in-play feed of football, tennis and basketball matches. Pure: no clock and
 * no IO inside — the time comes in through `advance(now)`. Each match is of a competition in
 * season at its kick-off, which falls within that competition's local hours (catalogue.ts):
 * no Roland Garros in November, no Serie A at 05:31.
 *
 * Each match is planned whole when it kicks off (see PlannedMatch), so what `advance` returns
 * depends only on the seed, the start and `now`, not on how often it is called. Finished
 * matches are replaced in the order they finish, each by a new match of the same sport
 * kicking off at that moment and avoiding the teams/players already in play.
 */
export function createLiveSimulator(options: LiveSimulatorOptions): LiveSimulator {
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed <= 0) {
    throw new RangeError(`simulator speed must be a positive number: ${speed}`);
  }
  const startMs = options.start.getTime();
  if (Number.isNaN(startMs)) throw new RangeError('simulator start must be a valid date');
  const counts = { ...DEFAULT_SIMULATOR_COUNTS, ...options.counts };
  const random = createRandom(options.seed);
  let serial = 0;
  const slots: Slot[] = [];

  /** Teams or players of the sport in play or announced, but for the `except` fixture's. */
  const busyNames = (sport: SimulatedSport, except?: Fixture): Set<string> => {
    const names = new Set<string>();
    for (const slot of slots) {
      if (slot.sport !== sport) continue;
      if (slot !== except) names.add(slot.match.home).add(slot.match.away);
      if (slot.next !== except) names.add(slot.next.match.home).add(slot.next.match.away);
    }
    return names;
  };
  const nextRowId = (sport: SimulatedSport) => {
    serial += 1;
    return `sim-${sport.toLowerCase()}-${serial}`;
  };

  const realMs = (second: number) => startMs + Math.round((second * 1000) / speed);
  const realIso = (second: number) => new Date(realMs(second)).toISOString();

  /**
   * A first match, caught somewhere in its first 85 %, so the feed starts out with matches at
   * every stage instead of all kicking off together; its kick-off, that far back, must be one
   * its competition plays at. After a few misses it kicks off at the start.
   */
  const firstMatch = (sport: SimulatedSport): { match: PlannedMatch; elapsed: number } => {
    for (let attempt = 0; attempt < FIRST_MATCH_TRIES; attempt++) {
      const share = random() * 0.85;
      const guess = realMs(-Math.floor(share * TYPICAL_SECONDS[sport]));
      const { match, schedule } = planMatch(random, sport, busyNames(sport), guess);
      const elapsed = Math.floor(share * match.durationSeconds);
      if (kicksOffAt(schedule, realMs(-elapsed))) return { match, elapsed };
    }
    return { match: planMatch(random, sport, busyNames(sport), startMs).match, elapsed: 0 };
  };

  const endSecond = (fixture: Fixture) => fixture.startSecond + fixture.match.durationSeconds;
  /** The slot's next match, kicking off when its current one finishes. */
  const planNext = (slot: Slot): Fixture => {
    const kickOff = endSecond(slot);
    return {
      rowId: nextRowId(slot.sport),
      match: planMatch(random, slot.sport, busyNames(slot.sport, slot.next), realMs(kickOff)).match,
      startSecond: kickOff,
      startIso: realIso(kickOff),
      driftSeed: Math.floor(random() * 2 ** 32),
    };
  };

  for (const { sport, key } of SPORTS) {
    const count = checkedCount(key, counts[key]);
    for (let i = 0; i < count; i++) {
      const { match, elapsed } = firstMatch(sport);
      const current: Fixture = {
        rowId: nextRowId(sport),
        match,
        startSecond: -elapsed,
        startIso: realIso(-elapsed),
        driftSeed: 0,
      };
      // Stands in as its own next until the real one is planned below, once every slot exists.
      slots.push({ sport, ...current, next: current, last: null });
    }
  }
  for (const slot of slots) slot.next = planNext(slot);

  let lastSecond = 0;

  const names = (sport: SimulatedSport, fixture: Fixture) => ({
    RowId: fixture.rowId,
    Sport: sport,
    LeagueName: fixture.match.league,
    HomeName: fixture.match.home,
    AwayName: fixture.match.away,
    EventStartTimeUTC: fixture.startIso,
  });
  const render = (slot: Slot, second: number): LiveEvent => ({
    ...names(slot.sport, slot),
    ...slot.match.stateAt(second - slot.startSecond),
  });
  // A match's opening and final states never change: worked out once, not at every poll (each
  // stateAt runs the match's price model; for hundreds of upcoming and finished events a poll
  // that was megabytes of garbage in the server that polls every few seconds).
  const openings = new WeakMap<PlannedMatch, MatchState>();
  const finals = new WeakMap<PlannedMatch, MatchState>();
  const openingOf = (match: PlannedMatch): MatchState => {
    let state = openings.get(match);
    if (!state) openings.set(match, (state = match.stateAt(0)));
    return state;
  };
  const finalOf = (match: PlannedMatch): MatchState => {
    let state = finals.get(match);
    if (!state)
      finals.set(match, (state = match.stateAt(Math.max(0, match.durationSeconds - 0.001))));
    return state;
  };
  /** Announced: no score, no clock, the opening prices drifted back to this moment. */
  const renderUpcoming = (slot: Slot, second: number): FeedSourceEvent => {
    const { next } = slot;
    const opening = openingOf(next.match);
    return {
      ...names(slot.sport, next),
      State: 'upcoming',
      LiveScoreHome: null,
      LiveScoreAway: null,
      LiveMatchClockMinute: null,
      LiveMatchClockPeriod: null,
      Outcome1_Label: opening.Outcome1_Label,
      OutcomeX_Label: opening.OutcomeX_Label,
      Outcome2_Label: opening.Outcome2_Label,
      ...prematchPrices(opening, next.driftSeed, next.startSecond - second),
      Stats_Tennis_Home_Sets: null,
      Stats_Tennis_Away_Sets: null,
      Stats_Tennis_HomeServe: null,
    };
  };
  /** Over: the score at the last simulated second, the market closed, the clock at FT. */
  const renderFinished = (sport: SimulatedSport, last: Fixture): FeedSourceEvent => {
    const final = finalOf(last.match);
    return {
      ...names(sport, last),
      ...final,
      State: 'finished',
      LiveMatchClockMinute: null,
      LiveMatchClockPeriod: FINISHED_PERIOD,
      Outcome1_Odds: null,
      OutcomeX_Odds: null,
      Outcome2_Odds: null,
      Stats_Tennis_HomeServe: null,
    };
  };

  /** Moves the simulation on to `now`; returns the simulated second it stands at. */
  const step = (now: Date): number => {
    const nowMs = now.getTime();
    if (Number.isNaN(nowMs)) throw new RangeError('advance needs a valid date');
    const second = Math.max(lastSecond, ((nowMs - startMs) / 1000) * speed);
    lastSecond = second;
    // Replace finished matches in the order they finish (ties: feed order), so the outcome
    // does not depend on how far apart the calls are: the announced match kicks off and the
    // next one is announced.
    for (;;) {
      let finished: Slot | undefined;
      for (const slot of slots) {
        if (endSecond(slot) <= second && (!finished || endSecond(slot) < endSecond(finished))) {
          finished = slot;
        }
      }
      if (!finished) break;
      const { rowId, match, startSecond, startIso, driftSeed } = finished;
      finished.last = { rowId, match, startSecond, startIso, driftSeed };
      Object.assign(finished, finished.next);
      finished.next = planNext(finished);
    }
    return second;
  };

  return {
    advance(now: Date): LiveEvent[] {
      const second = step(now);
      return slots.map((slot) => render(slot, second));
    },
    feed(now: Date): FeedSourceEvent[] {
      const second = step(now);
      return [
        ...slots.map((slot): FeedSourceEvent => ({ ...render(slot, second), State: 'live' })),
        ...slots.map((slot) => renderUpcoming(slot, second)),
        ...slots.flatMap((slot) => (slot.last ? [renderFinished(slot.sport, slot.last)] : [])),
      ];
    },
  };
}
