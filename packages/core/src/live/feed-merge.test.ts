import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedSourceEvent } from '../contract/feed-events.ts';
import { closingPrices, liveEventOf, mergeFeed } from './feed-merge.ts';

const T0 = Date.parse('2026-11-29T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

function source(
  id: string,
  state: FeedSourceEvent['State'],
  odds: [number | null, number | null, number | null] = [2.1, 3.4, 3.6],
  score: [number, number] | null = state === 'upcoming' ? null : [0, 0],
): FeedSourceEvent {
  return {
    RowId: id,
    Sport: 'FOOTBALL',
    LeagueName: 'LaLiga',
    HomeName: `Home ${id}`,
    AwayName: `Away ${id}`,
    EventStartTimeUTC: iso(60),
    LiveScoreHome: score?.[0] ?? null,
    LiveScoreAway: score?.[1] ?? null,
    LiveMatchClockMinute: state === 'live' ? 10 : null,
    LiveMatchClockPeriod: state === 'live' ? '1H' : null,
    Outcome1_Label: '1',
    Outcome1_Odds: odds[0],
    OutcomeX_Label: 'X',
    OutcomeX_Odds: odds[1],
    Outcome2_Label: '2',
    Outcome2_Odds: odds[2],
    Stats_Tennis_Home_Sets: null,
    Stats_Tennis_Away_Sets: null,
    Stats_Tennis_HomeServe: null,
    State: state,
  };
}

const OPTIONS = { finishedKeepMs: 30 * 60_000, maxPriceSnapshots: 3, maxFinished: 2 };

/** Folds refreshes one after another, a minute apart from minute 0. */
function fold(refreshes: FeedSourceEvent[][], options = OPTIONS) {
  let events: FeedEvent[] = [];
  let kickedOff: FeedEvent[] = [];
  refreshes.forEach((incoming, minute) => {
    ({ events, kickedOff } = mergeFeed(events, incoming, at(minute), options));
  });
  return { events, kickedOff };
}

describe('mergeFeed (issue 36)', () => {
  it('keeps the pre-match prices as they move, and the last one as the closing price', () => {
    const { events, kickedOff } = fold([
      [source('a', 'upcoming', [2.1, 3.4, 3.6])],
      [source('a', 'upcoming', [2.1, 3.4, 3.6])], // unchanged: no new snapshot
      [source('a', 'upcoming', [2.05, 3.45, 3.7])],
      [source('a', 'live', [1.9, 3.6, 4.1])], // in-play prices are not pre-match ones
    ]);
    const [a] = events;
    expect(a?.State).toBe('live');
    expect(a?.PreMatchPrices).toEqual([
      { At: iso(0), Outcome1_Odds: 2.1, OutcomeX_Odds: 3.4, Outcome2_Odds: 3.6 },
      { At: iso(2), Outcome1_Odds: 2.05, OutcomeX_Odds: 3.45, Outcome2_Odds: 3.7 },
    ]);
    expect(a && closingPrices(a)).toEqual(a?.PreMatchPrices[1]);
    expect(kickedOff.map((e) => e.RowId)).toEqual(['a']);
  });

  it('bounds the snapshots: the opening price and the latest moves stay', () => {
    const prices = [2.1, 2.2, 2.3, 2.4, 2.5];
    const { events } = fold(prices.map((home) => [source('a', 'upcoming', [home, 3.4, 3.6])]));
    // max 3: the opening 2.10, then the last two moves 2.40 and 2.50.
    expect(events[0]?.PreMatchPrices.map((p) => p.Outcome1_Odds)).toEqual([2.1, 2.4, 2.5]);
    expect(events[0] && closingPrices(events[0])).toBeNull(); // still upcoming
  });

  it('records no snapshot while the market is suspended', () => {
    const { events } = fold([
      [source('a', 'upcoming', [null, null, null])],
      [source('a', 'upcoming', [2.1, 3.4, 3.6])],
    ]);
    expect(events[0]?.PreMatchPrices).toHaveLength(1);
  });

  it('finishes a live event the provider drops, with its last score, and keeps it for the keep time', () => {
    const live = source('a', 'live', [1.5, 4, 6], [2, 1]);
    const refreshes: FeedSourceEvent[][] = [[live], [], ...Array<FeedSourceEvent[]>(30).fill([])];
    // Finished at minute 1, kept 30 minutes: still there at minute 31 (exactly 30 later).
    const kept = fold(refreshes).events;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ State: 'finished', FinishedAt: iso(1), LiveScoreHome: 2 });
    expect(fold([...refreshes, []]).events).toEqual([]);
  });

  it('drops an upcoming event the provider no longer announces, and never goes back a state', () => {
    const { events } = fold([
      [source('a', 'upcoming'), source('b', 'finished', [null, null, null], [1, 1])],
      [source('b', 'live')], // a late answer: b stays finished
    ]);
    expect(events.map((e) => [e.RowId, e.State, e.FinishedAt])).toEqual([
      ['b', 'finished', iso(0)],
    ]);
  });

  it('orders live first, then upcoming by kick-off, then finished latest first, at most maxFinished', () => {
    const early = { ...source('u2', 'upcoming'), EventStartTimeUTC: iso(30) };
    const { events } = fold([
      [source('f1', 'finished')],
      [source('f1', 'finished'), source('f2', 'finished')],
      [
        source('f1', 'finished'),
        source('f2', 'finished'),
        source('f3', 'finished'),
        source('u1', 'upcoming'),
        early,
        source('l1', 'live'),
      ],
    ]);
    expect(events.map((e) => e.RowId)).toEqual(['l1', 'u2', 'u1', 'f3', 'f2']);
  });

  it('gives back the live event fields alone for the existing endpoints', () => {
    const { events } = fold([[source('a', 'live')]]);
    const live = events[0] && liveEventOf(events[0]);
    expect(live).not.toHaveProperty('State');
    expect(live).not.toHaveProperty('PreMatchPrices');
    expect(live).toMatchObject({ RowId: 'a', LiveScoreHome: 0 });
  });
});
