import { z } from 'zod';
import { betViewFromRow, isBetViewRow } from './bet-view-rows.ts';
import { betViewSchema } from './history.ts';

/**
 * GET /api/history/user-bets/changes?since=N: the web's lean read of the signed-in user's own
 * history beside docs/product.md §7's user-bets. The client keeps the bets in a local store and
 * asks only for what changed after the version it holds.
 */
/**
 * The response header naming whose history a /changes or /newest answer is (their user id):
 * the web's history worker asks before it knows who is signed in (a first visit) and keeps the
 * answer only for the user its session check then names.
 */
export const BET_ANSWER_USER_HEADER = 'x-stakelab-user';

export const betChangesQuerySchema = z.object({
  /** The version the client holds; absent or 0: send everything. */
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * A bet as the changes feed sends it (contract/bet-view-rows.ts), read back into the BetView it
 * was written from and checked as one.
 */
export const betViewRowSchema = z
  .unknown()
  .refine(isBetViewRow, 'Not a bet row: its fields, then its selections as rows')
  .transform((row) => betViewFromRow(row as unknown[]))
  .pipe(betViewSchema);

export const betChangesResponseSchema = z.object({
  success: z.literal(true),
  /** The user's change sequence once these changes are applied: ask next with since=version. */
  version: z.number().int().min(0),
  /**
   * true: `bets` is the whole history and the client drops what it held (first load, a version
   * the server no longer has the deletions for, or one from another database).
   */
  full: z.boolean(),
  /** Bets added or changed after `since` (every bet when full), as rows. */
  bets: z.array(betViewRowSchema),
  /** BetView.Id of bets deleted after `since` (empty when full). */
  deleted: z.array(z.number().int()),
});

export type BetChangesResponse = z.infer<typeof betChangesResponseSchema>;

/**
 * GET /api/history/user-bets/newest?limit=N: the signed-in user's newest bets only, for a first
 * screen before the whole history has arrived (a first visit at 100,000 bets). Nothing in it
 * is kept: the whole history replaces it as soon as it is in.
 */
export const NEWEST_BETS_MAX = 200;

export const newestBetsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWEST_BETS_MAX).default(50),
});

export const newestBetsResponseSchema = z.object({
  success: z.literal(true),
  /** How many bets the user has in all. */
  total: z.number().int().min(0),
  /** At most `limit` bets, as rows, newest first (the history's order). */
  bets: z.array(betViewRowSchema),
});

export type NewestBetsResponse = z.infer<typeof newestBetsResponseSchema>;
