import { z } from 'zod';
import { distinctTags, MAX_TAG_LENGTH, MAX_TAGS } from '../bets/bet-tags.ts';

/**
 * The labels a user puts on bets (docs/product.md §3 "Bet", §5): bookmaker, tipster and tags.
 * All optional; the pickers offer the user's own earlier values (GET /api/history/bet-labels).
 */

export const MAX_LABEL_LENGTH = 100;

/**
 * A bookmaker or tipster name: trimmed, at most 100 characters. Absent (undefined) and null are
 * kept apart on purpose: an edit without the field keeps the bet's value, null or "" clears it.
 */
export const betLabelField = z
  .string({ error: 'invalidText' })
  .trim()
  .max(MAX_LABEL_LENGTH, 'tooLong')
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * Tags: each trimmed, 1 to 40 characters, at most 20 once repeats are dropped (case-insensitive,
 * the first spelling kept). More than 200 sent is refused before anything else is looked at.
 */
export const tagsField = z
  .array(
    z.string({ error: 'invalidTag' }).trim().min(1, 'tagEmpty').max(MAX_TAG_LENGTH, 'tagTooLong'),
    { error: 'invalidTags' },
  )
  .max(MAX_TAGS * 10, 'tooManyTags')
  .transform((tags) => distinctTags(tags))
  .pipe(z.array(z.string()).max(MAX_TAGS, 'tooManyTags'));

/**
 * PATCH /api/history/bets/:id/tags: replaces the tags of any of the user's bets, imported ones
 * included. Only the tags count as edited: a re-import keeps these tags and still updates the
 * rest of the bet (docs/decisions/007).
 */
export const editTagsRequestSchema = z.object({ tags: tagsField });
export type EditTagsRequest = z.input<typeof editTagsRequestSchema>;

/**
 * GET /api/history/bet-labels: the distinct bookmakers, tipsters and tags of the user's own bets,
 * each sorted case-insensitively, for the form's pickers and the dashboards' facets.
 */
export const betLabelsResponseSchema = z.object({
  success: z.literal(true),
  bookmakers: z.array(z.string()),
  tipsters: z.array(z.string()),
  tags: z.array(z.string()),
});
export type BetLabelsResponse = z.infer<typeof betLabelsResponseSchema>;
