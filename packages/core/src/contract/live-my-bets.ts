import { z } from 'zod';

/** What a user can star on the live page (issue 36): a team (or player) or a competition. */
export const favouriteKindSchema = z.enum(['team', 'competition']);
export type FavouriteKind = z.infer<typeof favouriteKindSchema>;

/** How many favourites one user may keep: far more than a page of events. */
export const MAX_LIVE_FAVOURITES = 200;

export const liveFavouriteSchema = z.object({
  kind: favouriteKindSchema,
  /** As the feed spells it (HomeName, AwayName or LeagueName). */
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
});
export type LiveFavourite = z.infer<typeof liveFavouriteSchema>;

/**
 * GET /api/live-events/favourites, and the answer of PUT/DELETE
 * /api/live-events/favourites (body: one favourite): the user's own, oldest first.
 */
export const liveFavouritesResponseSchema = z.object({
  success: z.literal(true),
  favourites: z.array(liveFavouriteSchema),
});

/** A leg of an open bet as the live page needs it: its event text, odds and feed link. */
export const myLiveLegSchema = z.object({
  SelectionId: z.number().int(),
  SelectionName: z.string(),
  EventName: z.string().nullable(),
  Odds: z.number().nullable(),
  FeedEventId: z.string().nullable(),
  FeedOutcome: z.enum(['1', 'X', '2']).nullable(),
});
export type MyLiveLeg = z.infer<typeof myLiveLegSchema>;

/** An open (PENDING) bet of the user, with the legs the live page matches to feed events. */
export const myLiveBetSchema = z.object({
  Id: z.number().int(),
  EventDescription: z.string().nullable(),
  /** Euros (or the bet's currency), as BetView's. */
  Stake: z.number(),
  Odds: z.number().nullable(),
  Currency: z.string(),
  Legs: z.array(myLiveLegSchema),
});
export type MyLiveBet = z.infer<typeof myLiveBetSchema>;

/** GET /api/live-events/my-bets: the user's open bets, newest first (bounded). */
export const myLiveBetsResponseSchema = z.object({
  success: z.literal(true),
  bets: z.array(myLiveBetSchema),
});
