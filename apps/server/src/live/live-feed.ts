import type { FeedSourceEvent, LiveEvent } from '@stakelab/core';

/**
 * Where live events come from, chosen by LIVE_FEED. The ingestion loop calls `feedEvents`
 * (or, without it, `currentEvents`) every LIVE_POLL_SECONDS and folds the answer into the
 * feed it keeps (core mergeFeed): pre-match prices as they moved, finished events for a while.
 */
export interface LiveFeedProvider {
  readonly name: string;
  /**
   * Every event in play now, in the shape of docs/product.md §3. Throws when the
   * source is unreachable.
   */
  currentEvents(now: Date): Promise<LiveEvent[]>;
  /**
   * The whole feed (issue 36): upcoming events with pre-match odds, those in play, and those
   * finished with their final score. Optional: without it the hub takes `currentEvents` as
   * the events in play, and a match that leaves that list as finished.
   */
  feedEvents?(now: Date): Promise<FeedSourceEvent[]>;
}
