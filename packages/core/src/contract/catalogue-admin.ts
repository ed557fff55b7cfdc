import { z } from 'zod';

/*
 * The admin panel's curation of what users typed (docs/product.md §7, docs/decisions/010):
 * private sports and competitions, grouped by name, with who and what uses them.
 */

/** One name that users typed: every user's own entry with that matching key, counted together. */
export const privateSportSchema = z.object({
  /** The group's first entry; actions on it apply to the whole group. */
  id: z.number().int(),
  name: z.string(),
  /** How many users have this name as their own. */
  users: z.number().int(),
  /** How many of their bets (or legs) use it. */
  bets: z.number().int(),
});
export type PrivateSport = z.infer<typeof privateSportSchema>;

export const privateCompetitionSchema = privateSportSchema.extend({
  sport_id: z.number().int(),
  sport_name: z.string(),
  /** Its sport is itself private: promote that first. */
  sport_is_private: z.boolean(),
});
export type PrivateCompetition = z.infer<typeof privateCompetitionSchema>;

export const sharedSportSchema = z.object({ id: z.number().int(), name: z.string() });
export const sharedCompetitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
});

/** GET /api/admin/catalogue. */
export const privateCatalogueResponseSchema = z.object({
  success: z.literal(true),
  sports: z.array(privateSportSchema),
  competitions: z.array(privateCompetitionSchema),
  /** The shared catalogue, for choosing where to merge. */
  shared_sports: z.array(sharedSportSchema),
  shared_competitions: z.array(sharedCompetitionSchema),
});
export type PrivateCatalogueResponse = z.infer<typeof privateCatalogueResponseSchema>;

/** POST /api/admin/catalogue/{sports,competitions}/:id/merge: the shared entry to merge into. */
export const mergeCatalogueRequestSchema = z.object({
  into_id: z.number().int().positive(),
});
export type MergeCatalogueRequest = z.infer<typeof mergeCatalogueRequestSchema>;
