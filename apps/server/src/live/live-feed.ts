import type { LiveEvent } from '@stakelab/core';

/**
 * Where live events come from, chosen by LIVE_FEED. The ingestion loop calls
 * `currentEvents` every LIVE_POLL_SECONDS and stores the answer as the whole live table.
 */
export interface LiveFeedProvider {
  readonly name: string;
  /**
   * Every event in play now, in the shape of docs/product.md §3. Throws when the
   * source is unreachable.
   */
  currentEvents(now: Date): Promise<LiveEvent[]>;
}
