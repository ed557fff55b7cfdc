import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../contract/feed-events.ts';
import { feedClosingLine } from '../analytics/edge/fair-close.ts';
import { stakeFeedLinkProblem, stakeFeedResult } from './stake-feed.ts';

const NOW = new Date('2026-11-29T16:00:00.000Z');

const event = (over: Partial<FeedEvent>): FeedEvent => ({
  RowId: 'sim-football-7',
  Sport: 'FOOTBALL',
  LeagueName: 'LaLiga',
  HomeName: 'Sevilla',
  AwayName: 'Betis',
  EventStartTimeUTC: '2026-11-29T20:00:00.000Z',
  LiveScoreHome: null,
  LiveScoreAway: null,
  LiveMatchClockMinute: null,
  LiveMatchClockPeriod: null,
  Outcome1_Label: '1',
  Outcome1_Odds: 2.1,
  OutcomeX_Label: 'X',
  OutcomeX_Odds: 3.4,
  Outcome2_Label: '2',
  Outcome2_Odds: 3.6,
  Stats_Tennis_Home_Sets: null,
  Stats_Tennis_Away_Sets: null,
  Stats_Tennis_HomeServe: null,
  State: 'upcoming',
  FinishedAt: null,
  PreMatchPrices: [
    { At: '2026-11-29T15:00:00.000Z', Outcome1_Odds: 2.1, OutcomeX_Odds: 3.4, Outcome2_Odds: 3.6 },
  ],
  ...over,
});

describe('stakeFeedLinkProblem', () => {
  it('accepts an upcoming event with a pre-match price for the outcome', () => {
    expect(stakeFeedLinkProblem(event({}), 'X', NOW)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(stakeFeedLinkProblem(null, '1', NOW)).toBe('unknown');
    expect(stakeFeedLinkProblem(event({ State: 'live' }), '1', NOW)).toBe('started');
    // Still "upcoming" in the feed, but its start has passed.
    expect(
      stakeFeedLinkProblem(event({ EventStartTimeUTC: '2026-11-29T16:00:00.000Z' }), '1', NOW),
    ).toBe('started');
    // Tennis: no draw quoted.
    expect(
      stakeFeedLinkProblem(event({ OutcomeX_Label: null, OutcomeX_Odds: null }), 'X', NOW),
    ).toBe('noPrice');
    // The last snapshot has the home win suspended.
    expect(
      stakeFeedLinkProblem(
        event({
          PreMatchPrices: [
            {
              At: '2026-11-29T15:59:00.000Z',
              Outcome1_Odds: null,
              OutcomeX_Odds: 3.4,
              Outcome2_Odds: 3.6,
            },
          ],
        }),
        '1',
        NOW,
      ),
    ).toBe('noPrice');
  });
});

describe('stakeFeedResult', () => {
  const finished = (home: number, away: number, over: Partial<FeedEvent> = {}) =>
    event({
      State: 'finished',
      LiveScoreHome: home,
      LiveScoreAway: away,
      FinishedAt: '2026-11-29T21:55:00.000Z',
      ...over,
    });

  it('decides the match result from the final score', () => {
    expect(stakeFeedResult(finished(2, 1), '1')).toEqual({
      result: 'won',
      source: {
        EventId: 'sim-football-7',
        Event: 'Sevilla v Betis',
        Outcome: '1',
        Score: '2-1',
        FinishedAt: '2026-11-29T21:55:00.000Z',
        Result: 'WON',
      },
    });
    expect(stakeFeedResult(finished(2, 1), 'X')?.result).toBe('lost');
    expect(stakeFeedResult(finished(1, 1), 'X')?.result).toBe('won');
    // A two-way market level at the end: void, as books settle it.
    expect(
      stakeFeedResult(finished(100, 100, { OutcomeX_Label: null, OutcomeX_Odds: null }), '2')
        ?.result,
    ).toBe('void');
  });

  it('leaves what the feed cannot decide', () => {
    expect(
      stakeFeedResult(event({ State: 'live', LiveScoreHome: 1, LiveScoreAway: 0 }), '1'),
    ).toBeNull();
    expect(stakeFeedResult(finished(2, 1, { OutcomeX_Label: null }), 'X')).toBeNull();
  });
});

describe('a stake’s closing line (core’s feedClosingLine, shared with bets)', () => {
  it('is the last pre-match price with the margin removed proportionally', () => {
    // 2.10 / 3.40 / 3.60: implied 10/21 + 5/17 + 5/18 = (1020 + 630 + 595)/2142 = 2245/2142.
    // Fair "1" = (10/21) ÷ (2245/2142) = 1020/2245 = 204/449 = 0.454343.
    const line = feedClosingLine(event({ State: 'live' }), '1');
    expect(line?.closingOdds).toBe(2.1);
    expect(line?.fairProbability).toBeCloseTo(204 / 449, 12);
  });
});
