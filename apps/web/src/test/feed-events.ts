import type { FeedEvent, LiveEvent } from '@stakelab/core';

/**
 * Events of the live feed for tests. Each call builds a new object: web test files share a
 * worker (`isolate: false`), so a fixture one test could change must not be shared.
 */

/** An upcoming football match, not started, priced for 1, X and 2; `overrides` make any other. */
export function liveEvent(overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    RowId: 'sim-football-1',
    Sport: 'FOOTBALL',
    LeagueName: 'LaLiga',
    HomeName: 'Atlético Madrid',
    AwayName: 'Real Betis',
    EventStartTimeUTC: '2026-11-29T20:00:00.000Z',
    LiveScoreHome: null,
    LiveScoreAway: null,
    LiveMatchClockMinute: null,
    LiveMatchClockPeriod: null,
    Outcome1_Label: '1',
    Outcome1_Odds: 1.9,
    OutcomeX_Label: 'X',
    OutcomeX_Odds: 3.4,
    Outcome2_Label: '2',
    Outcome2_Odds: 4.25,
    Stats_Tennis_Home_Sets: null,
    Stats_Tennis_Away_Sets: null,
    Stats_Tennis_HomeServe: null,
    ...overrides,
  };
}

/** The same match as GET /api/live-events?state=… lists it: upcoming, no price history. */
export function feedEvent(overrides: Partial<FeedEvent> = {}): FeedEvent {
  return {
    ...liveEvent(),
    State: 'upcoming',
    FinishedAt: null,
    PreMatchPrices: [],
    ...overrides,
  };
}

/** Alcaraz v Sinner at the ATP Finals, for an override: tennis has no draw, so no X. */
export function tennisMatch(): Partial<LiveEvent> {
  return {
    Sport: 'TENNIS',
    LeagueName: 'ATP Finals',
    HomeName: 'Carlos Alcaraz',
    AwayName: 'Jannik Sinner',
    OutcomeX_Label: null,
    OutcomeX_Odds: null,
    Outcome1_Odds: 2.1,
    Outcome2_Odds: 1.75,
  };
}
