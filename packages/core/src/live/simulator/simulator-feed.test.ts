import { describe, expect, it } from 'vitest';
import { feedSourceEventSchema, type FeedSourceEvent } from '../../contract/feed-events.ts';
import { BASKETBALL_LEAGUES, FOOTBALL_LEAGUES, TENNIS_TOURNAMENTS } from './catalogue.ts';
import { prematchPrices } from './prematch.ts';
import { kicksOffAt } from './schedule.ts';
import { FINISHED_PERIOD, createLiveSimulator } from './simulator.ts';

const START = Date.parse('2026-11-15T05:31:00Z');
const MINUTE = 60_000;
const ALL = [...FOOTBALL_LEAGUES, ...TENNIS_TOURNAMENTS, ...BASKETBALL_LEAGUES];

/** Every answer of the feed, one poll per real minute for `minutes`, at 10× speed. */
function polls(minutes: number, seed = 11): { at: number; events: FeedSourceEvent[] }[] {
  const simulator = createLiveSimulator({ seed, start: new Date(START), speed: 10 });
  const answers = [];
  for (let m = 0; m <= minutes; m++) {
    const at = START + m * MINUTE;
    answers.push({ at, events: simulator.feed(new Date(at)) });
  }
  return answers;
}

describe('the simulator feed: upcoming, live and finished (issue 36)', () => {
  const answers = polls(60); // 10 simulated hours
  const all = answers.flatMap(({ events }) => events);

  it('announces one match per slot, with pre-match prices, kicking off later in season and hours', () => {
    const first = answers[0]?.events ?? [];
    expect(first.map((e) => e.State).filter((s) => s === 'live')).toHaveLength(14);
    const upcoming = first.filter((e) => e.State === 'upcoming');
    expect(upcoming).toHaveLength(14);
    for (const event of all) feedSourceEventSchema.parse(event);
    const late: string[] = [];
    for (const event of all.filter((e) => e.State === 'upcoming')) {
      expect(Date.parse(event.EventStartTimeUTC)).toBeGreaterThan(START - 1);
      expect(event.LiveScoreHome).toBeNull();
      expect(event.LiveMatchClockPeriod).toBeNull();
      expect(event.Stats_Tennis_Home_Sets).toBeNull();
      expect(event.Outcome1_Odds).not.toBeNull();
      const competition = ALL.find((each) => each.name === event.LeagueName);
      if (!competition) throw new Error(`unknown competition ${event.LeagueName}`);
      if (!kicksOffAt(competition.schedule, Date.parse(event.EventStartTimeUTC))) {
        late.push(`${event.LeagueName} at ${event.EventStartTimeUTC}`);
      }
    }
    expect(late.slice(0, 5)).toEqual([]);
    expect(all.some((e) => /Roland Garros|Wimbledon/.test(e.LeagueName))).toBe(false);
  });

  it('lets pre-match prices drift, and opens in play at the last pre-match price', () => {
    const byId = new Map<string, FeedSourceEvent[]>();
    for (const event of all) byId.set(event.RowId, [...(byId.get(event.RowId) ?? []), event]);
    const drifted = [...byId.values()].filter(
      (history) =>
        new Set(history.filter((e) => e.State === 'upcoming').map((e) => e.Outcome1_Odds)).size > 1,
    );
    expect(drifted.length).toBeGreaterThan(5);
    // One real second before each first kick-off and at it (the feed does not depend on the
    // polls in between): the last pre-match prices are the first in-play ones.
    const odds = (e: FeedSourceEvent | undefined) => [
      e?.Outcome1_Odds,
      e?.OutcomeX_Odds,
      e?.Outcome2_Odds,
    ];
    for (const announced of answers[0]?.events.filter((e) => e.State === 'upcoming') ?? []) {
      const simulator = createLiveSimulator({ seed: 11, start: new Date(START), speed: 10 });
      const kickOff = Date.parse(announced.EventStartTimeUTC);
      const before = simulator
        .feed(new Date(kickOff - 1000))
        .find((e) => e.RowId === announced.RowId);
      const after = simulator.feed(new Date(kickOff)).find((e) => e.RowId === announced.RowId);
      expect([before?.State, after?.State]).toEqual(['upcoming', 'live']);
      expect(odds(before)).toEqual(odds(after));
      expect(odds(before)).not.toEqual(odds(announced)); // it moved since its announcement
    }
  });

  it('keeps each slot’s last match, finished, with its final score and a closed market', () => {
    const finished = answers.at(-1)?.events.filter((e) => e.State === 'finished') ?? [];
    expect(finished.length).toBeGreaterThan(0);
    for (const event of finished) {
      expect(event.LiveMatchClockPeriod).toBe(FINISHED_PERIOD);
      expect([event.Outcome1_Odds, event.OutcomeX_Odds, event.Outcome2_Odds]).toEqual([
        null,
        null,
        null,
      ]);
      // It was in play before, under the same id, with a score no higher than the final one.
      const earlier = all.filter((e) => e.RowId === event.RowId && e.State === 'live');
      expect(earlier.length).toBeGreaterThan(0);
      for (const before of earlier) {
        expect(before.LiveScoreHome ?? 0).toBeLessThanOrEqual(event.LiveScoreHome ?? 0);
      }
    }
  });

  it('leaves the live answer unchanged: advance gives the feed’s live events', () => {
    const a = createLiveSimulator({ seed: 4, start: new Date(START), speed: 30 });
    const b = createLiveSimulator({ seed: 4, start: new Date(START), speed: 30 });
    for (const m of [0, 7, 90, 400]) {
      const now = new Date(START + m * MINUTE);
      const live = a
        .feed(now)
        .filter((e) => e.State === 'live')
        .map(({ State: _state, ...event }) => event);
      expect(live).toEqual(b.advance(now));
    }
  });
});

describe('prematchPrices', () => {
  const opening = { Outcome1_Odds: 2.1, OutcomeX_Odds: 3.4, Outcome2_Odds: 3.6 };

  it('stands at the opening prices in the last 5 minutes before kick-off', () => {
    expect(prematchPrices(opening, 1, 0)).toEqual(opening);
    expect(prematchPrices(opening, 1, 299)).toEqual(opening);
  });

  it('drifts earlier, keeping the book margin, the same for the same step', () => {
    const earlier = prematchPrices(opening, 1, 3600);
    expect(earlier).not.toEqual(opening);
    expect(prematchPrices(opening, 1, 3700)).toEqual(earlier); // same 5-minute step (12)
    // Σ 1/odds of the opening prices: 1/2.1 + 1/3.4 + 1/3.6 = 0.4762 + 0.2941 + 0.2778 = 1.0481;
    // the drifted prices keep it to within the rounding of three prices to 2 decimals.
    const implied = (p: typeof opening) =>
      1 / p.Outcome1_Odds + 1 / p.OutcomeX_Odds + 1 / p.Outcome2_Odds;
    expect(implied(earlier as typeof opening)).toBeCloseTo(1.0481, 2);
  });

  it('drifts a two-way market (no draw) and leaves a suspended one alone', () => {
    const tennis = { Outcome1_Odds: 1.5, OutcomeX_Odds: null, Outcome2_Odds: 2.55 };
    expect(prematchPrices(tennis, 2, 6000).OutcomeX_Odds).toBeNull();
    const none = { Outcome1_Odds: null, OutcomeX_Odds: null, Outcome2_Odds: null };
    expect(prematchPrices(none, 2, 6000)).toEqual(none);
  });
});
