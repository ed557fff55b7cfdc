import { z } from 'zod';
import { liveEventSchema } from './live-events.ts';

/**
 * Where an event of the feed stands (issue 36): announced with pre-match odds, in play, or
 * over with its final score (kept for a while after the final whistle).
 */
export const feedEventStateSchema = z.enum(['upcoming', 'live', 'finished']);
export type FeedEventState = z.infer<typeof feedEventStateSchema>;

/** The prices of an event's outcomes at one instant, as the feed quoted them. */
export const priceSnapshotSchema = z.object({
  /** ISO instant the feed first quoted these prices. */
  At: z.string(),
  Outcome1_Odds: z.number().nullable(),
  OutcomeX_Odds: z.number().nullable(),
  Outcome2_Odds: z.number().nullable(),
});
export type PriceSnapshot = z.infer<typeof priceSnapshotSchema>;

/** An event as a feed provider reports it: the live event's fields and its state. */
export const feedSourceEventSchema = liveEventSchema.extend({ State: feedEventStateSchema });
export type FeedSourceEvent = z.infer<typeof feedSourceEventSchema>;

/**
 * An event as GET /api/live-events?state=… returns it: the live event's fields (unchanged)
 * plus its state, when it finished, and its pre-match prices as they moved.
 */
export const feedEventSchema = feedSourceEventSchema.extend({
  /** ISO instant the feed first saw it finished; null until then. */
  FinishedAt: z.string().nullable(),
  /**
   * Pre-match prices, oldest first, one entry per move (bounded: feed-merge.ts). Once the
   * event is under way the last entry is its closing price: the last before kick-off.
   */
  PreMatchPrices: z.array(priceSnapshotSchema),
});
export type FeedEvent = z.infer<typeof feedEventSchema>;
export const feedEventListSchema = z.array(feedEventSchema);
