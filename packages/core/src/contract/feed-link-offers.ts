import { z } from 'zod';

/**
 * A feed event offered for a selection of an imported bet (issue 36): the matching was not
 * sure enough to link it, so the user accepts or refuses it. GET /api/feed-link-offers lists
 * the user's open offers; POST /api/feed-link-offers/:id/accept links the selection,
 * /refuse drops the offer (the same event is not offered again for that selection).
 */
export const feedLinkOfferSchema = z.object({
  Id: z.number().int(),
  /** The bet's internal id (BetView.Id). */
  BetId: z.number().int(),
  /** The selection's place in the bet, from 0. */
  Position: z.number().int(),
  SelectionName: z.string(),
  /** The feed event's RowId. */
  EventId: z.string(),
  /** The outcome the selection would be, when the matching could tell. */
  Outcome: z.enum(['1', 'X', '2']).nullable(),
  /** 0-1. */
  Confidence: z.number(),
  HomeName: z.string(),
  AwayName: z.string(),
  LeagueName: z.string(),
  /** ISO instant. */
  EventStartTimeUTC: z.string(),
});
export type FeedLinkOffer = z.infer<typeof feedLinkOfferSchema>;
export const feedLinkOfferListSchema = z.array(feedLinkOfferSchema);

export const feedLinkOfferParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What accepting or refusing an offer did. */
export const feedLinkOfferAnswerSchema = z.object({
  success: z.literal(true),
  linked: z.boolean(),
});
export type FeedLinkOfferAnswer = z.infer<typeof feedLinkOfferAnswerSchema>;
