import type { LiveEvent } from '../../contract/live-events.ts';

export type SimulatedSport = 'FOOTBALL' | 'TENNIS' | 'BASKETBALL';

/** The fields of a live event that change while the match is played. */
export type MatchState = Pick<
  LiveEvent,
  | 'LiveScoreHome'
  | 'LiveScoreAway'
  | 'LiveMatchClockMinute'
  | 'LiveMatchClockPeriod'
  | 'Outcome1_Label'
  | 'Outcome1_Odds'
  | 'OutcomeX_Label'
  | 'OutcomeX_Odds'
  | 'Outcome2_Label'
  | 'Outcome2_Odds'
  | 'Stats_Tennis_Home_Sets'
  | 'Stats_Tennis_Away_Sets'
  | 'Stats_Tennis_HomeServe'
>;

/**
 * A whole match decided in advance from its own random draws (every goal, game and basket
 * with the simulated second it happens at), so that what is shown at any instant is a pure
 * function of the time since kick-off: however often the feed is polled, the match is the same.
 */
export interface PlannedMatch {
  readonly sport: SimulatedSport;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  /** Simulated seconds from the start to the final whistle (or the last point). */
  readonly durationSeconds: number;
  /** The live fields `offsetSeconds` after the start, for 0 ≤ offsetSeconds < durationSeconds. */
  stateAt(offsetSeconds: number): MatchState;
}

/** A team or player with a strength rating (roughly 50–100; only differences matter). */
export interface Rated {
  readonly name: string;
  readonly rating: number;
}
