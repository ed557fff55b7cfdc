import type { LiveEvent } from '../contract/live-events.ts';
import type { MyLiveBet, MyLiveLeg } from '../contract/live-my-bets.ts';
import { eventNameKey, namesFeedEvent } from './event-name-match.ts';
import {
  betValueNow,
  type LegOutcome,
  type LegState,
  type LegStateEvent,
  legStateNow,
} from './leg-state.ts';

type MatchableEvent = LegStateEvent & Pick<LiveEvent, 'RowId' | 'HomeName' | 'AwayName'>;

/** A leg of an open bet as the live page shows it under its event. */
export interface LiveLegView {
  leg: MyLiveLeg;
  /** The feed event the leg is on (linked, or named exactly); null: none in the feed now. */
  eventId: string | null;
  /** The outcome it backs; null when the leg names none the feed has. */
  outcome: LegOutcome | null;
  state: LegState;
}

/** An open bet with its legs' states and its value if every event ended now. */
export interface LiveBetView {
  bet: MyLiveBet;
  legs: LiveLegView[];
  /** betValueNow: the return (stake included) if it ended now; null when it cannot be said. */
  valueNow: number | null;
}

/**
 * The feed event a leg is on: its link (FeedEventId) when the feed has that event, else the
 * event its text names exactly, case and accents aside (issue 36: unlinked bets count too).
 * A leg's text is its EventName, or for a single without one the bet's EventDescription.
 */
function eventOfLeg(
  leg: MyLiveLeg,
  bet: MyLiveBet,
  events: readonly MatchableEvent[],
): MatchableEvent | undefined {
  if (leg.FeedEventId) return events.find((event) => event.RowId === leg.FeedEventId);
  const text = leg.EventName ?? (bet.Legs.length <= 1 ? bet.EventDescription : null);
  return events.find((event) => namesFeedEvent(text, event));
}

/**
 * The outcome an unlinked leg backs, read from its selection: the home or away name (case and
 * accents aside), or the draw ('X', 'Draw', 'Empate'). Null: something else (a total, a
 * handicap), whose state the live score cannot tell.
 */
export function outcomeFromSelection(
  selection: string,
  event: Pick<LiveEvent, 'HomeName' | 'AwayName'>,
): LegOutcome | null {
  const key = eventNameKey(selection);
  if (key === eventNameKey(event.HomeName) || key === '1') return '1';
  if (key === eventNameKey(event.AwayName) || key === '2') return '2';
  if (key === 'x' || key === 'draw' || key === 'empate') return 'X';
  return null;
}

/** Every open bet with a leg on a feed event now, each leg's state and the bet's value now. */
export function liveBetViews(
  bets: readonly MyLiveBet[],
  events: readonly MatchableEvent[],
): LiveBetView[] {
  const views: LiveBetView[] = [];
  for (const bet of bets) {
    const legs = bet.Legs.map((leg): LiveLegView => {
      const event = eventOfLeg(leg, bet, events);
      if (!event) return { leg, eventId: null, outcome: null, state: 'undecided' };
      const outcome =
        leg.FeedEventId && leg.FeedOutcome
          ? leg.FeedOutcome
          : outcomeFromSelection(leg.SelectionName, event);
      return {
        leg,
        eventId: event.RowId,
        outcome,
        state: outcome === null ? 'undecided' : legStateNow(event, outcome),
      };
    });
    if (!legs.some((leg) => leg.eventId !== null)) continue;
    views.push({ bet, legs, valueNow: betValueNow(bet.Stake, bet.Odds, legs.map(legNow)) });
  }
  return views;
}

const legNow = (view: LiveLegView) => ({ odds: view.leg.Odds, state: view.state });

/** The bets with a leg on the event. */
export function betsOnEvent(views: readonly LiveBetView[], eventId: string): LiveBetView[] {
  return views.filter((view) => view.legs.some((leg) => leg.eventId === eventId));
}
