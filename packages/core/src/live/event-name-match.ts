import type { LiveEvent } from '../contract/live-events.ts';

/**
 * The feed event's name as a bettor types it: 'Home vs Away' (the live table's words). An
 * unlinked open bet belongs to a feed event when its event text is this name (issue 36).
 */
export function feedEventName(event: Pick<LiveEvent, 'HomeName' | 'AwayName'>): string {
  return `${event.HomeName} vs ${event.AwayName}`;
}

/** Text compared without case, accents or runs of spaces: 'Atlético  Madrid' = 'atletico madrid'. */
export function eventNameKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether a bet's event text names the feed event exactly, case and accents aside. */
export function namesFeedEvent(
  text: string | null | undefined,
  event: Pick<LiveEvent, 'HomeName' | 'AwayName'>,
): boolean {
  if (!text) return false;
  const key = eventNameKey(text);
  return key !== '' && key === eventNameKey(feedEventName(event));
}
