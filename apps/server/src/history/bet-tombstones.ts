import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Deleted bets, kept for the changes read (docs/decisions/013-history-changes-since-a-version.md):
 * deleteBet in bets.ts writes them; old ones are pruned, raising the user's floor.
 */

/** Where the user's changes stand: their bets version and the oldest `since` answerable. */
export interface BetChangesWindow {
  version: number;
  floor: number;
}

/** The user's bets version and changes floor; null for an unknown user. */
export async function betChangesWindow(db: Db, userId: number): Promise<BetChangesWindow | null> {
  const row = await db
    .selectFrom('users')
    .select(['bets_version', 'bet_changes_floor'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? { version: row.bets_version, floor: row.bet_changes_floor } : null;
}

/** Ids of the user's bets deleted after bets version `since`. */
export async function deletedBetIdsAfter(db: Db, userId: number, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bet_tombstones')
    .select('bet_id')
    .where('user_id', '=', userId)
    .where('seq', '>', since)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.bet_id);
}

/**
 * Forgets deletions made before `before`: each user with such a tombstone gets the newest of
 * their versions among them as floor, and every tombstone at or under a floor goes (by version,
 * not time, so a clock that differs between processes cannot leave a gap). A `since` under the
 * floor then gets the whole history. Call inside a transaction.
 */
export async function pruneBetTombstones(db: Db, before: Date): Promise<void> {
  const cutoff = before.toISOString();
  await db
    .updateTable('users')
    .set((eb) => ({
      bet_changes_floor: eb
        .selectFrom('bet_tombstones')
        .select((t) => t.fn.max('bet_tombstones.seq').as('seq'))
        .whereRef('bet_tombstones.user_id', '=', 'users.id')
        .where('bet_tombstones.deleted_at', '<', cutoff),
    }))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bet_tombstones')
          .select('bet_tombstones.bet_id')
          .whereRef('bet_tombstones.user_id', '=', 'users.id')
          .where('bet_tombstones.deleted_at', '<', cutoff),
      ),
    )
    .execute();
  await db
    .deleteFrom('bet_tombstones')
    .where((eb) =>
      eb(
        'seq',
        '<=',
        eb
          .selectFrom('users')
          .select('users.bet_changes_floor')
          .whereRef('users.id', '=', 'bet_tombstones.user_id'),
      ),
    )
    .execute();
}
