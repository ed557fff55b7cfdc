import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { chunks } from './chunks.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the user's next bets version (users.bets_version + 1) for a change to their bets, in
 * the transaction that makes it: every bet it writes is stamped with it (bets.change_seq) and
 * every bet it deletes leaves a tombstone with it, so GET /api/history/user-bets/changes can
 * answer "what changed after version N" (docs/decisions/013-history-changes-since-a-version.md).
 * The user's row stays locked until commit, so one user's versions commit in increasing order.
 */
export async function bumpBetsVersion(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ bets_version: eb('bets_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('bets_version')
    .executeTakeFirst();
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row.bets_version;
}

/**
 * Marks bets of the user as changed without rewriting them (what they show changed elsewhere:
 * a catalogue entry was merged or deleted). Returns the version they now carry.
 */
export async function stampBetsChanged(
  db: Db,
  userId: number,
  betIds: readonly number[],
): Promise<number> {
  const version = await bumpBetsVersion(db, userId);
  for (const ids of chunks(betIds, 500)) {
    await db
      .updateTable('bets')
      .set({ change_seq: version })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
  }
  return version;
}
