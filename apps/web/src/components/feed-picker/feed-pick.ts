import type { LiveEvent } from '@stakelab/core';
import { searchable } from '../../lib/searchable';

/**
 * What the live-feed picker knows of an event's outcomes (issue 36), shared by the forms that
 * use it (the add-bet form, the admin stake form): each fills itself from the pick.
 */

export type FeedOutcomeSlot = '1' | 'X' | '2';

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

/** "Home vs Away": how the forms name a picked event. */
export const feedEventName = (event: LiveEvent): string => `${event.HomeName} vs ${event.AwayName}`;
