import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveEventSchema, type LiveEvent } from '../../contract/live-events.ts';
import { paddedSets } from '../tennis-sets.ts';
import { createLiveSimulator, type LiveSimulatorCounts } from './simulator.ts';

const START = new Date('2026-05-03T18:00:00.000Z');
const at = (msAfterStart: number) => new Date(START.getTime() + msAfterStart);

const PERIOD_ORDER: Record<string, readonly string[]> = {
  FOOTBALL: ['1H', 'HT', '2H'],
  BASKETBALL: ['Q1', 'Q2', 'HT', 'Q3', 'Q4', 'OT'],
};

function setGames(sets: string | null): number[] {
  return (sets ?? '').split(',').map(Number);
}

/** A set that is over: 6 games with 2 clear, or 7 (7-5, or 7-6 after the tiebreak). */
function setWinner(home: number, away: number): 'home' | 'away' | null {
  const top = Math.max(home, away);
  if (top === 7 || (top >= 6 && Math.abs(home - away) >= 2)) return home > away ? 'home' : 'away';
  return null;
}

/**
 * The invariant checks collect problems instead of calling expect() per field: thousands of
 * answers are checked per property and expect() per field would dominate the run time.
 */
type Problems = string[];

function check(problems: Problems, ok: boolean, what: string, event: LiveEvent): void {
  if (!ok) problems.push(`${what}: ${JSON.stringify(event)}`);
}

/** Prices a book offers in play: 1.01 to 50 (odds.ts MAX_ODDS), or none while suspended. */
const isOdds = (odds: number | null) => odds === null || (odds >= 1.01 && odds <= 50);

/**
 * The book's margin on one event's market: Σ 1/odds of the quoted outcomes is more than 1
 * (1.01 at the least, a decided match at 1.01 and 50) and under 1.08 (odds.test.ts).
 */
function hasBookMargin(event: LiveEvent): boolean {
  const prices = [event.Outcome1_Odds, event.OutcomeX_Odds, event.Outcome2_Odds].filter(
    (odds): odds is number => odds !== null,
  );
  if (prices.length === 0) return true; // suspended after a goal: nothing is offered
  const implied = prices.reduce((sum, price) => sum + 1 / price, 0);
  return prices.length >= 2 && implied >= 1.01 && implied < 1.08;
}

/** Everything that must hold for one answer of the feed on its own. */
function checkSnapshot(
  problems: Problems,
  events: LiveEvent[],
  now: Date,
  counts: LiveSimulatorCounts,
): void {
  const total = counts.football + counts.tennis + counts.basketball;
  if (events.length !== total) problems.push(`${events.length} events instead of ${total}`);
  if (new Set(events.map((e) => e.RowId)).size !== events.length) problems.push('repeated RowId');
  for (const [sport, count] of [
    ['FOOTBALL', counts.football],
    ['TENNIS', counts.tennis],
    ['BASKETBALL', counts.basketball],
  ] as const) {
    const n = events.filter((e) => e.Sport === sport).length;
    if (n !== count) problems.push(`${n} ${sport} events instead of ${count}`);
  }

  for (const event of events) {
    const c = (ok: boolean, what: string) => check(problems, ok, what, event);
    c(liveEventSchema.safeParse(event).success, 'not a LiveEvent');
    c(Date.parse(event.EventStartTimeUTC) <= now.getTime(), 'starts in the future');
    c(event.HomeName !== event.AwayName, 'plays itself');
    c(
      isOdds(event.Outcome1_Odds) && isOdds(event.OutcomeX_Odds) && isOdds(event.Outcome2_Odds),
      'odds out of [1.01, 50]',
    );
    c(hasBookMargin(event), 'prices without a book margin');
    c(
      (event.Outcome1_Label !== null || event.Outcome1_Odds === null) &&
        (event.OutcomeX_Label !== null || event.OutcomeX_Odds === null) &&
        (event.Outcome2_Label !== null || event.Outcome2_Odds === null),
      'odds without a label',
    );
    c((event.LiveScoreHome ?? -1) >= 0 && (event.LiveScoreAway ?? -1) >= 0, 'no score');

    if (event.Sport === 'TENNIS') {
      c(event.LiveMatchClockMinute === null, 'tennis has a minute');
      c(event.OutcomeX_Label === null && event.OutcomeX_Odds === null, 'tennis has a draw');
      c(event.Stats_Tennis_HomeServe === 0 || event.Stats_Tennis_HomeServe === 1, 'no server');
      const home = setGames(event.Stats_Tennis_Home_Sets);
      const away = setGames(event.Stats_Tennis_Away_Sets);
      // One entry per set so far, the current one included; never more than 5.
      c(home.length === away.length && home.length <= 5, 'set lists');
      c(
        home.length === (event.LiveScoreHome ?? 0) + (event.LiveScoreAway ?? 0) + 1,
        'sets played ≠ sets won + 1',
      );
      c(event.LiveMatchClockPeriod === `SET ${home.length}`, 'period is not the set');
      // The finished sets are real set scores and add up to the sets won; the current is not over.
      const winners = home.map((games, i) => setWinner(games, away[i] ?? 0));
      c(winners.at(-1) === null, 'current set is over');
      c(!winners.slice(0, -1).includes(null), 'a finished set is not over');
      c(
        winners.filter((w) => w === 'home').length === event.LiveScoreHome &&
          winners.filter((w) => w === 'away').length === event.LiveScoreAway,
        'sets won do not match the set scores',
      );
      c(paddedSets(event.Stats_Tennis_Home_Sets).length === 5, 'padding');
    } else {
      c(
        event.Stats_Tennis_Home_Sets === null &&
          event.Stats_Tennis_Away_Sets === null &&
          event.Stats_Tennis_HomeServe === null,
        'tennis fields outside tennis',
      );
      c(PERIOD_ORDER[event.Sport]?.includes(event.LiveMatchClockPeriod ?? '') ?? false, 'period');
      // The clock stands still (and shows no minute) only at half-time.
      c(
        (event.LiveMatchClockMinute === null) === (event.LiveMatchClockPeriod === 'HT'),
        'minute missing outside half-time',
      );
    }
    if (event.Sport === 'FOOTBALL') {
      const minute = event.LiveMatchClockMinute ?? 0;
      c(event.OutcomeX_Label === 'X', 'football without a draw');
      c(event.LiveMatchClockPeriod !== '1H' || (minute >= 1 && minute <= 49), '1H minute');
      c(event.LiveMatchClockPeriod !== '2H' || (minute >= 46 && minute <= 96), '2H minute');
    }
    if (event.LeagueName === 'NBA') c(event.OutcomeX_Label === null, 'NBA with a draw');
  }
}

/** Everything that must hold between two answers for a match present in both. */
function checkProgress(problems: Problems, before: LiveEvent, after: LiveEvent): void {
  const c = (ok: boolean, what: string) =>
    check(problems, ok, `${what} (was ${JSON.stringify(before)})`, after);
  c(
    after.LeagueName === before.LeagueName &&
      after.HomeName === before.HomeName &&
      after.AwayName === before.AwayName &&
      after.EventStartTimeUTC === before.EventStartTimeUTC,
    'the match changed',
  );
  c(
    (after.LiveScoreHome ?? 0) >= (before.LiveScoreHome ?? 0) &&
      (after.LiveScoreAway ?? 0) >= (before.LiveScoreAway ?? 0),
    'a score fell',
  );
  if (after.Sport === 'TENNIS') {
    for (const side of ['Stats_Tennis_Home_Sets', 'Stats_Tennis_Away_Sets'] as const) {
      const was = setGames(before[side]);
      const is = setGames(after[side]);
      c(is.length >= was.length, 'fewer sets');
      // Finished sets never change; games in a set only go up.
      c(
        was.every((games, i) => (is[i] ?? -1) >= games) &&
          was.slice(0, -1).every((games, i) => is[i] === games),
        'set scores went back',
      );
    }
  } else {
    const order = PERIOD_ORDER[after.Sport] ?? [];
    const periodBefore = order.indexOf(before.LiveMatchClockPeriod ?? '');
    const periodAfter = order.indexOf(after.LiveMatchClockPeriod ?? '');
    // The clock moves forward in (period, minute) order: a new period may show a lower minute
    // than the stoppage time of the last one (1H 45+2 = 47 is followed by 2H 46).
    c(periodAfter >= periodBefore, 'the period went back');
    c(
      periodAfter > periodBefore ||
        (after.LiveMatchClockMinute ?? 0) >= (before.LiveMatchClockMinute ?? 0),
      'the minute went back',
    );
  }
}

function run(
  seed: number,
  speed: number,
  stepsMs: readonly number[],
  counts: LiveSimulatorCounts = { football: 6, tennis: 4, basketball: 4 },
): { events: LiveEvent[]; now: Date }[] {
  const simulator = createLiveSimulator({ seed, start: START, speed, counts });
  let elapsed = 0;
  return stepsMs.map((step) => {
    elapsed += step;
    const now = at(elapsed);
    return { events: simulator.advance(now), now };
  });
}

/** Checks a whole run; returns the problems (first 5) and how many matches it showed. */
function checkRun(
  answers: { events: LiveEvent[]; now: Date }[],
  counts: LiveSimulatorCounts,
): { problems: Problems; matches: number } {
  const problems: Problems = [];
  const lastSeen = new Map<string, { event: LiveEvent; answer: number }>();
  answers.forEach(({ events, now }, answer) => {
    checkSnapshot(problems, events, now, counts);
    for (const event of events) {
      const seen = lastSeen.get(event.RowId);
      if (seen) {
        // A finished match is gone for good: its id never comes back later.
        if (seen.answer !== answer - 1) problems.push(`${event.RowId} came back`);
        checkProgress(problems, seen.event, event);
      }
      lastSeen.set(event.RowId, { event, answer });
    }
  });
  return { problems: problems.slice(0, 5), matches: lastSeen.size };
}

const DEFAULT_COUNTS = { football: 6, tennis: 4, basketball: 4 };

describe('createLiveSimulator', () => {
  it('keeps every invariant over many steps, seeds and speeds', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(1, 5, 30, 120),
        fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 10, maxLength: 120 }),
        (seed, speed, steps) => {
          expect(checkRun(run(seed, speed, steps), DEFAULT_COUNTS).problems).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps the invariants with other counts, empty sports included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 }),
        fc.record({
          football: fc.integer({ min: 0, max: 25 }),
          tennis: fc.integer({ min: 0, max: 12 }),
          basketball: fc.integer({ min: 0, max: 12 }),
        }),
        (seed, counts) => {
          const answers = run(seed, 60, Array<number>(60).fill(20_000), counts);
          expect(checkRun(answers, counts).problems).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('replaces finished matches so the list stays full over a long day', () => {
    // 20 simulated hours at 60×, one answer per simulated 5 minutes.
    const answers = run(7, 60, Array<number>(240).fill(5_000));
    const { problems, matches } = checkRun(answers, DEFAULT_COUNTS);
    expect(problems).toEqual([]);
    // Each slot sees a new match every 1½–3 hours: many more matches than slots.
    expect(matches).toBeGreaterThan(14 * 5);
    // The newcomers kick off: a replaced football match shows up early in its first half.
    const newcomers = answers
      .flatMap(({ events }) => events)
      .filter((e) => e.Sport === 'FOOTBALL' && Number(e.RowId.split('-').at(-1)) > 14);
    expect(newcomers.length).toBeGreaterThan(0);
  });

  it('changes little from one poll to the next a few seconds later', () => {
    const games = (e: LiveEvent) =>
      [...setGames(e.Stats_Tennis_Home_Sets), ...setGames(e.Stats_Tennis_Away_Sets)].reduce(
        (a, b) => a + b,
        0,
      );
    const scored = (before: LiveEvent, after: LiveEvent) =>
      (after.LiveScoreHome ?? 0) -
      (before.LiveScoreHome ?? 0) +
      ((after.LiveScoreAway ?? 0) - (before.LiveScoreAway ?? 0));
    const problems: Problems = [];
    for (const seed of [1, 2, 3]) {
      const previous = new Map<string, LiveEvent>();
      for (const { events } of run(seed, 1, Array<number>(720).fill(5_000))) {
        for (const event of events) {
          const before = previous.get(event.RowId);
          previous.set(event.RowId, event);
          if (!before) continue;
          const c = (ok: boolean, what: string) => check(problems, ok, what, event);
          // At most one goal, one basket or one game in 5 seconds.
          if (event.Sport === 'FOOTBALL') c(scored(before, event) <= 1, 'goals');
          if (event.Sport === 'BASKETBALL') c(scored(before, event) <= 3, 'points');
          if (event.Sport === 'TENNIS') c(games(event) - games(before) <= 1, 'games');
          if (
            event.LiveMatchClockPeriod === before.LiveMatchClockPeriod &&
            event.LiveMatchClockMinute !== null &&
            before.LiveMatchClockMinute !== null
          ) {
            c(event.LiveMatchClockMinute - before.LiveMatchClockMinute <= 1, 'minutes');
          }
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('gives the same feed for the same seed and times, whatever the polling in between', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 0, max: 600_000 }), { minLength: 1, maxLength: 60 }),
        (seed, steps) => {
          const polled = run(seed, 10, steps);
          expect(run(seed, 10, steps)).toEqual(polled);
          const total = steps.reduce((a, b) => a + b, 0);
          expect(run(seed, 10, [total])[0]).toEqual(polled.at(-1));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('gives different feeds for different seeds', () => {
    const a = run(1, 1, [0])[0]?.events;
    const b = run(2, 1, [0])[0]?.events;
    expect(a).not.toEqual(b);
  });

  it('starts with matches at different stages, with real names', () => {
    const [first] = run(42, 1, [0]);
    const events = first?.events ?? [];
    const minutes = events
      .filter((e) => e.Sport === 'FOOTBALL')
      .map((e) => e.LiveMatchClockPeriod + String(e.LiveMatchClockMinute));
    expect(new Set(minutes).size).toBeGreaterThan(1);
    expect(events.map((e) => e.LeagueName)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/LaLiga|Premier League|Serie A|Bundesliga|Champions League/),
      ]),
    );
    expect(events[0]?.RowId).toBe('sim-football-1');
  });

  it('treats an earlier time than the last one as the last one', () => {
    const simulator = createLiveSimulator({ seed: 9, start: START });
    const later = simulator.advance(at(600_000));
    expect(simulator.advance(at(300_000))).toEqual(later);
  });

  it.each([
    { options: { speed: 0 }, message: /speed/ },
    { options: { speed: Number.NaN }, message: /speed/ },
    { options: { counts: { football: -1 } }, message: /football/ },
    { options: { counts: { tennis: 2.5 } }, message: /tennis/ },
    { options: { counts: { basketball: 1001 } }, message: /basketball/ },
    { options: { seed: Number.POSITIVE_INFINITY }, message: /seed/ },
    { options: { start: new Date(Number.NaN) }, message: /start/ },
  ])('refuses $options', ({ options, message }) => {
    expect(() => createLiveSimulator({ seed: 1, start: START, ...options })).toThrow(message);
  });
});
