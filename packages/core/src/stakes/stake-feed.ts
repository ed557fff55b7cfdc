import type { FeedEvent } from '../contract/feed-events.ts';
import type { SuggestionSource } from '../contract/settlement-suggestions.ts';
import type { FeedOutcome } from '../analytics/edge/fair-close.ts';
import { feedLegResult, finalScoreOf, scoreText } from '../live/feed-settlement.ts';

/**
 * A tipster stake picked from the live feed (issue 36, "the same for a tipster stake"): what
 * the publish checks of its link, and the result its event's final score suggests. The
 * closing line is core's feedClosingLine, the result core's feedLegResult: one computation
 * each, shared with the users' bets.
 */

/** Why a stake cannot be linked to an event; null when it can. */
export type StakeFeedLinkProblem = 'unknown' | 'started' | 'noPrice';

/** The outcome's price in a snapshot of the event's market; null when not quoted. */
function priceOf(
  prices: {
    Outcome1_Odds: number | null;
    OutcomeX_Odds: number | null;
    Outcome2_Odds: number | null;
  },
  outcome: FeedOutcome,
): number | null {
  return outcome === '1'
    ? prices.Outcome1_Odds
    : outcome === 'X'
      ? prices.OutcomeX_Odds
      : prices.Outcome2_Odds;
}

/**
 * A tip is worth recording against the close only if it was published before the event:
 * the event must be in the stored feed (unknown), upcoming with its start still ahead of `now`
 * (started), and its outcome must have a pre-match price (noPrice), the last of which will be
 * the stake's closing odds.
 */
export function stakeFeedLinkProblem(
  event: FeedEvent | null,
  outcome: FeedOutcome,
  now: Date,
): StakeFeedLinkProblem | null {
  if (!event) return 'unknown';
  const start = Date.parse(event.EventStartTimeUTC);
  if (event.State !== 'upcoming' || !(start > now.getTime())) return 'started';
  const label =
    outcome === '1'
      ? event.Outcome1_Label
      : outcome === 'X'
        ? event.OutcomeX_Label
        : event.Outcome2_Label;
  const last = event.PreMatchPrices.at(-1);
  const price = last ? priceOf(last, outcome) : priceOf(event, outcome);
  if (label === null || price === null || !(price > 1)) return 'noPrice';
  return null;
}

/** A stake's suggested result, in the stake record's words, with what decided it. */
export interface StakeFeedResult {
  result: 'won' | 'lost' | 'void';
  source: SuggestionSource;
}

/**
 * The result a finished event's final score gives a stake on `outcome` (feedLegResult: the
 * match result; a level two-way market voids), or null when the feed cannot decide it.
 */
export function stakeFeedResult(event: FeedEvent, outcome: FeedOutcome): StakeFeedResult | null {
  const score = finalScoreOf(event);
  const leg = feedLegResult(outcome, score);
  if (leg === 'undecidable') return null;
  return {
    result: leg === 'WON' ? 'won' : leg === 'LOST' ? 'lost' : 'void',
    source: {
      EventId: event.RowId,
      Event: `${event.HomeName} v ${event.AwayName}`,
      Outcome: outcome,
      Score: scoreText(score),
      FinishedAt: event.FinishedAt ?? '',
      Result: leg,
    },
  };
}
