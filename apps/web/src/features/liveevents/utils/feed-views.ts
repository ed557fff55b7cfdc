import type { FeedEvent } from '@stakelab/core';

/** The live page's views (issue 36 follow-up): in play, announced, over. */
export const FEED_VIEWS = ['live', 'upcoming', 'finished'] as const;
export type FeedView = (typeof FEED_VIEWS)[number];

export const isFeedView = (value: string | null): value is FeedView =>
  (FEED_VIEWS as readonly (string | null)[]).includes(value);

/** A time for sorting; unreadable ones go last. */
const timeOf = (iso: string | null) => {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isFinite(ms) ? ms : Number.POSITIVE_INFINITY;
};

/** Upcoming events, the soonest kick-off first (ties keep the feed's order). */
export function byKickOff(events: readonly FeedEvent[]): FeedEvent[] {
  return [...events].sort((a, b) => timeOf(a.EventStartTimeUTC) - timeOf(b.EventStartTimeUTC));
}

/**
 * Finished events, the latest final whistle first (its kick-off when the feed gave no finish
 * time; unreadable ones last; ties keep the feed's order).
 */
export function byLatestFinish(events: readonly FeedEvent[]): FeedEvent[] {
  // Unreadable times are +Infinity from timeOf: turned to -Infinity, they sort after the rest.
  const key = (event: FeedEvent) => {
    const at = timeOf(event.FinishedAt ?? event.EventStartTimeUTC);
    return at === Number.POSITIVE_INFINITY ? Number.NEGATIVE_INFINITY : at;
  };
  return [...events].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x === y ? 0 : x > y ? -1 : 1;
  });
}
