import type { LiveEvent } from '@stakelab/core';
import {
  feedEventName,
  type FeedOutcomeSlot,
  outcomeOdds,
} from '../../../components/feed-picker/feed-pick';
import { type BetFormValues, blankSelection, isSingle, withSelectionAdded } from './new-bet';

/** What picking an outcome of a feed event puts in the form (issue 36). */
export interface FeedPick {
  event: LiveEvent;
  outcome: FeedOutcomeSlot;
  /** The sport as the form names it (a catalogue name where one matches). */
  sport: string;
  /** The selection's name: the home or away side, or the draw's word. */
  selection: string;
  /** The market's name, in the reader's language. */
  market: string;
}

/**
 * The form with the pick in it: sport, competition, and the leg's event, selection, market,
 * current odds and feed link. A single's leg is its only row (its odds and event are the
 * bet's); a multiple's goes to its first empty row, or a new one.
 */
export function withFeedPick(values: BetFormValues, pick: FeedPick): BetFormValues {
  const { event, outcome } = pick;
  const odds = outcomeOdds(event, outcome);
  const eventName = feedEventName(event);
  const leg = {
    name: pick.selection,
    market: pick.market,
    feed: { eventId: event.RowId, outcome },
  };
  const base = { ...values, sport: pick.sport, competition: event.LeagueName };
  if (isSingle(values)) {
    const [only = blankSelection()] = values.selections;
    return {
      ...base,
      odds: odds ?? values.odds,
      eventDescription: eventName,
      selections: [{ ...only, ...leg }],
    };
  }
  let next = base;
  let row = next.selections.findIndex((s) => s.name.trim() === '' && s.event.trim() === '');
  if (row === -1) {
    next = withSelectionAdded(next);
    row = next.selections.length - 1;
  }
  return {
    ...next,
    selections: next.selections.map((selection, index) =>
      index === row
        ? { ...selection, ...leg, event: eventName, odds: odds ?? selection.odds }
        : selection,
    ),
  };
}
