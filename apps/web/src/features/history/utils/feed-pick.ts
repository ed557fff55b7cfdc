import type { LiveEvent } from '@stakelab/core';
import { searchable } from '../../../lib/searchable';
import { type BetFormValues, blankSelection, isSingle, withSelectionAdded } from './new-bet';

export type FeedOutcomeSlot = '1' | 'X' | '2';

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

/** The outcome's current odds; null while suspended or not offered. */
export function outcomeOdds(event: LiveEvent, outcome: FeedOutcomeSlot): number | null {
  if (outcome === '1') return event.Outcome1_Odds;
  if (outcome === 'X') return event.OutcomeX_Odds;
  return event.Outcome2_Odds;
}

/** The outcomes the event offers: those with a label (no X in tennis or the NBA). */
export function offeredOutcomes(event: LiveEvent): FeedOutcomeSlot[] {
  const label = { '1': event.Outcome1_Label, X: event.OutcomeX_Label, '2': event.Outcome2_Label };
  return (['1', 'X', '2'] as const).filter((slot) => (label[slot] ?? '').trim() !== '');
}

/** Whether the event's teams or competition contain every word typed (accents aside). */
export function matchesFeedSearch(event: LiveEvent, query: string): boolean {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const text = searchable(`${event.HomeName} ${event.AwayName} ${event.LeagueName}`);
  return words.every((word) => text.includes(word));
}

/**
 * The form with the pick in it: sport, competition, and the leg's event, selection, market,
 * current odds and feed link. A single's leg is its only row (its odds and event are the
 * bet's); a multiple's goes to its first empty row, or a new one.
 */
export function withFeedPick(values: BetFormValues, pick: FeedPick): BetFormValues {
  const { event, outcome } = pick;
  const odds = outcomeOdds(event, outcome);
  const eventName = `${event.HomeName} vs ${event.AwayName}`;
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
