import type { LiveEvent } from '../contract/live-events.ts';
import type { FeedEventState } from '../contract/feed-events.ts';

/** One of the match-result outcomes a leg can be linked to (the feed's 1, X and 2). */
export type LegOutcome = '1' | 'X' | '2';

/**
 * How a leg stands if the event ended now (issue 36 "my bets live"): `winning` and `losing` as
 * the score reads; `voidLooking` where the market would be refunded as it stands (a two-way
 * market level at the final whistle, a finished event without a score); `undecided` before
 * kick-off, without a score, or where the score says nothing yet (tennis level on sets).
 */
export type LegState = 'winning' | 'losing' | 'voidLooking' | 'undecided';

/** What leg-state needs of an event: the live fields, and the feed's state where known. */
export type LegStateEvent = Pick<
  LiveEvent,
  'Sport' | 'LiveScoreHome' | 'LiveScoreAway' | 'OutcomeX_Label'
> & { State?: FeedEventState };

/**
 * The state now of a match-result leg on `outcome`. Tennis' score counts sets, and a tennis
 * match has no draw: level on sets is undecided, never an X. Other sports with an X on offer
 * read "if it ended now" (0-0 at kick-off: the draw is winning). A sport without an X (the
 * NBA's money line) level in play is undecided (overtime follows), and level when finished
 * looks void (a two-way market that ended level is refunded).
 */
export function legStateNow(event: LegStateEvent, outcome: LegOutcome): LegState {
  const { LiveScoreHome: home, LiveScoreAway: away } = event;
  if (event.State === 'upcoming') return 'undecided';
  if (home === null || away === null)
    return event.State === 'finished' ? 'voidLooking' : 'undecided';
  const leader: LegOutcome = home > away ? '1' : away > home ? '2' : 'X';
  if (leader !== 'X') return outcome === leader ? 'winning' : 'losing';
  const isTennis = event.Sport.trim().toUpperCase() === 'TENNIS';
  const offersDraw = !isTennis && (event.OutcomeX_Label ?? '').trim() !== '';
  if (offersDraw) return outcome === 'X' ? 'winning' : 'losing';
  if (outcome === 'X') return 'losing';
  return event.State === 'finished' && !isTennis ? 'voidLooking' : 'undecided';
}

/** A leg of an open bet and its state now; `odds` null when the leg has none of its own. */
export interface LegNow {
  odds: number | null;
  state: LegState;
}

/**
 * The bet's current value: what it would return (stake included) if every event ended now,
 * in the bet's currency. Any losing leg: 0. Every leg winning or void-looking: the stake times
 * the winning legs' odds (a void leg counts at 1, as a refunded leg of a multiple does); a
 * single without leg odds takes the bet's odds. Null while a leg is undecided (nothing to say
 * "if it ended now") or a winning leg's odds are unknown.
 */
export function betValueNow(
  stake: number,
  betOdds: number | null,
  legs: readonly LegNow[],
): number | null {
  if (legs.length === 0) return null;
  if (legs.some((leg) => leg.state === 'losing')) return 0;
  if (legs.some((leg) => leg.state === 'undecided')) return null;
  let multiplier = 1;
  for (const leg of legs) {
    if (leg.state !== 'winning') continue;
    const odds = leg.odds ?? (legs.length === 1 ? betOdds : null);
    if (odds === null) return null;
    multiplier *= odds;
  }
  // Cents: the figure is money, shown with 2 decimals.
  return Math.round(stake * multiplier * 100) / 100;
}
