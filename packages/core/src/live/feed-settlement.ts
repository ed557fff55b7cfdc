import type { FeedEvent } from '../contract/feed-events.ts';
import type { FeedOutcome } from '../analytics/edge/fair-close.ts';

/**
 * Results from the feed's final score (issue 36). The feed prices one market per event, the
 * match result: 1 / X / 2 in football, 1 / 2 (the winner) in tennis and basketball. A leg
 * linked to an outcome of that market is decided by the final score; nothing else the feed
 * knows decides a market, so every other leg is 'undecidable' and its bet gets no suggestion.
 */
export type LegResult = 'WON' | 'LOST' | 'VOID';
export type FeedLegResult = LegResult | 'undecidable';

/** What decides a linked leg: the finished event's final score and which outcomes it quoted. */
export interface FinalScore {
  state: FeedEvent['State'];
  /** Goals, points, or sets won in tennis. */
  home: number | null;
  away: number | null;
  /** Whether the market had a draw (football's X); a two-way market has none. */
  hasDraw: boolean;
}

export const finalScoreOf = (event: FeedEvent): FinalScore => ({
  state: event.State,
  home: event.LiveScoreHome,
  away: event.LiveScoreAway,
  hasDraw: event.OutcomeX_Label !== null,
});

const isScore = (n: number | null): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * A linked leg's result from its event's final score:
 * - three-way (1X2): the outcome that happened won, the other two lost;
 * - two-way (no draw quoted, tennis and basketball winner): a level final score voids both
 *   sides, as books settle a two-way market with no tie price;
 * - 'undecidable' before the event finished, without a final score, or for an outcome the
 *   market does not have (X of a two-way market).
 */
export function feedLegResult(outcome: FeedOutcome, score: FinalScore): FeedLegResult {
  if (score.state !== 'finished' || !isScore(score.home) || !isScore(score.away)) {
    return 'undecidable';
  }
  if (outcome === 'X' && !score.hasDraw) return 'undecidable';
  const happened: FeedOutcome = score.home > score.away ? '1' : score.home < score.away ? '2' : 'X';
  if (happened === 'X' && !score.hasDraw) return 'VOID';
  return happened === outcome ? 'WON' : 'LOST';
}

/**
 * A bet's suggested result from its legs' results: only when every leg is decided. Any leg
 * lost: LOST; every leg void: VOID; every leg won: WON. A multiple won but for a void leg gets
 * none: it pays at the other legs' odds, which settling WON (stake × the bet's odds) would
 * not; the user settles it by hand. No leg, or one undecidable: none (null).
 */
export function suggestedBetResult(legs: readonly FeedLegResult[]): LegResult | null {
  if (legs.length === 0 || legs.includes('undecidable')) return null;
  if (legs.includes('LOST')) return 'LOST';
  if (legs.every((leg) => leg === 'VOID')) return 'VOID';
  if (legs.every((leg) => leg === 'WON')) return 'WON';
  return null;
}

/** "2-1": the final score as a suggestion's source records it. */
export const scoreText = (score: FinalScore): string => `${score.home ?? '?'}-${score.away ?? '?'}`;
