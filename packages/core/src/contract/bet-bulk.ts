import { z } from 'zod';
import { tagsField } from './bet-labels.ts';

/**
 * The history's bulk actions (issue 32): one request and one transaction for many of the
 * user's bets. Ids that are not the user's are left alone and counted as not done.
 */

/** The most bets one bulk request names: bounds the request and its transaction. */
export const MAX_BULK_BETS = 5000;

/** 1 to 5,000 distinct positive bet ids. */
export const bulkBetIdsField = z
  .array(z.number({ error: 'invalidId' }).int('invalidId').positive('invalidId'), {
    error: 'invalidIds',
  })
  .min(1, 'required')
  .max(MAX_BULK_BETS, 'tooManyBets')
  .refine((ids) => new Set(ids).size === ids.length, 'duplicateIds');

/** POST /api/history/bets/bulk/tags: adds and removes tags (case-insensitive) on each bet. */
export const bulkTagsRequestSchema = z.object({
  betIds: bulkBetIdsField,
  add: tagsField,
  remove: tagsField,
});
export type BulkTagsRequest = z.input<typeof bulkTagsRequestSchema>;

/** POST /api/history/bets/bulk/bankroll: moves the bets to one of the user's bankrolls. */
export const bulkBankrollRequestSchema = z.object({
  betIds: bulkBetIdsField,
  bankrollId: z.number({ error: 'invalidId' }).int('invalidId').positive('invalidId'),
});
export type BulkBankrollRequest = z.input<typeof bulkBankrollRequestSchema>;

/** The results a bulk settle offers (the ones that need no amount). */
export const BULK_SETTLE_STATUSES = ['WON', 'LOST', 'VOID'] as const;

/** POST /api/history/bets/bulk/settle: settles the open ones among the bets, now. */
export const bulkSettleRequestSchema = z.object({
  betIds: bulkBetIdsField,
  status: z.enum(BULK_SETTLE_STATUSES, { error: 'invalidStatus' }),
});
export type BulkSettleRequest = z.input<typeof bulkSettleRequestSchema>;

/** POST /api/history/bets/bulk/delete. */
export const bulkDeleteRequestSchema = z.object({ betIds: bulkBetIdsField });
export type BulkDeleteRequest = z.input<typeof bulkDeleteRequestSchema>;

/** POST /api/history/bets/bulk/undo-delete: the token a bulk delete answered. */
export const bulkUndoDeleteRequestSchema = z.object({
  undoToken: z.string({ error: 'required' }).min(1, 'required').max(200, 'tooLong'),
});
export type BulkUndoDeleteRequest = z.input<typeof bulkUndoDeleteRequestSchema>;

/** Tags or bankroll: how many bets changed. */
export const bulkUpdatedResponseSchema = z.object({
  success: z.literal(true),
  updated: z.number().int(),
});
export type BulkUpdatedResponse = z.infer<typeof bulkUpdatedResponseSchema>;

/** settled: the open bets settled; skipped: every other id sent. */
export const bulkSettleResponseSchema = z.object({
  success: z.literal(true),
  settled: z.number().int(),
  skipped: z.number().int(),
});
export type BulkSettleResponse = z.infer<typeof bulkSettleResponseSchema>;

export const bulkDeleteResponseSchema = z.object({
  success: z.literal(true),
  deleted: z.number().int(),
  undoToken: z.string(),
});
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;

export const bulkUndoDeleteResponseSchema = z.object({
  success: z.literal(true),
  restored: z.number().int(),
});
export type BulkUndoDeleteResponse = z.infer<typeof bulkUndoDeleteResponseSchema>;
