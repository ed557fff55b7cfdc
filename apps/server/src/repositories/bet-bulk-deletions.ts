import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bumpBetsVersion } from './bets-version.ts';
import { chunks } from './chunks.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Ids per query: well under both databases' bound-parameter limits. */
const IDS_PER_QUERY = 500;

/** Everything a bulk delete removes with the bets (the foreign keys cascade), as read. */
export interface DeletedRows {
  bets: Selectable<Database['bets']>[];
  selections: Selectable<Database['selections']>[];
  sourceIds: Selectable<Database['bet_source_ids']>[];
  audit: Selectable<Database['bet_audit_log']>[];
}

/** The user's rows of these bets (ids not theirs are not read), before they are deleted. */
export async function readBetRows(
  db: Db,
  userId: number,
  betIds: readonly number[],
): Promise<DeletedRows> {
  const rows: DeletedRows = { bets: [], selections: [], sourceIds: [], audit: [] };
  for (const ids of chunks(betIds, IDS_PER_QUERY)) {
    const bets = await db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    if (bets.length === 0) continue;
    const own = bets.map((b) => b.id);
    rows.bets.push(...bets);
    rows.selections.push(
      ...(await db.selectFrom('selections').selectAll().where('bet_id', 'in', own).execute()),
    );
    rows.sourceIds.push(
      ...(await db
        .selectFrom('bet_source_ids')
        .selectAll()
        .where('user_id', '=', userId)
        .where('bet_id', 'in', own)
        .execute()),
    );
    rows.audit.push(
      ...(await db
        .selectFrom('bet_audit_log')
        .selectAll()
        .where('user_id', '=', userId)
        .where('bet_id', 'in', own)
        .execute()),
    );
  }
  return rows;
}

/**
 * Deletes these bets of the user under one new bets version, each leaving a tombstone with it
 * (as deleteBet in bet-writes.ts does for one). Call inside a transaction.
 */
export async function deleteBets(
  db: Db,
  userId: number,
  betIds: readonly number[],
  now: Date,
): Promise<void> {
  if (betIds.length === 0) return;
  const seq = await bumpBetsVersion(db, userId);
  for (const ids of chunks(betIds, IDS_PER_QUERY)) {
    await db.deleteFrom('bets').where('user_id', '=', userId).where('id', 'in', ids).execute();
    await db
      .insertInto('bet_tombstones')
      .values(
        ids.map((id) => ({ bet_id: id, user_id: userId, seq, deleted_at: now.toISOString() })),
      )
      .execute();
  }
}

/**
 * Forgets the bulk deletions that can no longer be undone (used, or expired): of one user, or
 * of everyone (housekeeping), so deleted bets are not kept past their undo.
 */
export async function deleteSpentBulkDeletions(db: Db, now: Date, userId?: number): Promise<void> {
  let query = db
    .deleteFrom('bet_bulk_deletions')
    .where((eb) =>
      eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now.toISOString())]),
    );
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  await query.execute();
}

/** Keeps a bulk delete's rows under the hash of its undo token. */
export async function keepDeletedRows(
  db: Db,
  userId: number,
  tokenHash: string,
  rows: DeletedRows,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  // A user's spent and expired deletions go when they delete again (and at housekeeping).
  await deleteSpentBulkDeletions(db, now, userId);
  await db
    .insertInto('bet_bulk_deletions')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      bet_count: rows.bets.length,
      rows: JSON.stringify(rows),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
}

/**
 * Takes the rows kept under this token, once: the user's, unused and unexpired, marked used in
 * the same statement, so two undos at once cannot both restore. null: no such token for them.
 */
export async function takeDeletedRows(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<DeletedRows | null> {
  const found = await db
    .selectFrom('bet_bulk_deletions')
    .select(['id', 'rows'])
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!found) return null;
  const taken = await db
    .updateTable('bet_bulk_deletions')
    .set({ used_at: now.toISOString() })
    .where('id', '=', found.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) return null;
  return JSON.parse(found.rows) as DeletedRows;
}

/**
 * Puts deleted bets back with their ids, legs, source ids and audit rows, stamped with a new bets
 * version so the changes feed brings them back (their tombstones go). A bet whose source id the
 * user has again (imported since) stays out, as does its audit; a bankroll deleted since leaves
 * the bet in the default one. Returns how many bets came back. Call inside a transaction.
 */
export async function restoreBetRows(db: Db, userId: number, rows: DeletedRows): Promise<number> {
  const own = rows.bets.filter((b) => b.user_id === userId);
  if (own.length === 0) return 0;
  const taken = new Set<string>();
  for (const part of chunks(own, IDS_PER_QUERY)) {
    const existing = await db
      .selectFrom('bets')
      .select(['id', 'source_bet_id'])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            part.map((b) => b.id),
          ),
          eb(
            'source_bet_id',
            'in',
            part.map((b) => b.source_bet_id),
          ),
        ]),
      )
      .execute();
    for (const e of existing) taken.add(e.source_bet_id);
  }
  const takenSourceIds = new Set<string>();
  const ownIds = new Set(own.map((b) => b.id));
  const wanted = rows.sourceIds.filter((s) => ownIds.has(s.bet_id)).map((s) => s.source_id);
  for (const part of chunks(wanted, IDS_PER_QUERY)) {
    const found = await db
      .selectFrom('bet_source_ids')
      .select('source_id')
      .where('user_id', '=', userId)
      .where('source_id', 'in', part)
      .execute();
    for (const r of found) takenSourceIds.add(r.source_id);
  }
  const blocked = new Set(
    rows.sourceIds.filter((s) => takenSourceIds.has(s.source_id)).map((s) => s.bet_id),
  );
  const back = own.filter((b) => !taken.has(b.source_bet_id) && !blocked.has(b.id));
  if (back.length === 0) return 0;
  const backIds = new Set(back.map((b) => b.id));
  const bankrolls = new Set(
    (await db.selectFrom('bankrolls').select('id').where('user_id', '=', userId).execute()).map(
      (b) => b.id,
    ),
  );
  const seq = await bumpBetsVersion(db, userId);
  // A bets row has some 35 columns: CHUNK rows stay well under the parameter limits.
  for (const part of chunks(back)) {
    await db
      .insertInto('bets')
      .values(
        part.map((b) => ({
          ...b,
          change_seq: seq,
          bankroll_id:
            b.bankroll_id !== null && bankrolls.has(b.bankroll_id) ? b.bankroll_id : null,
        })),
      )
      .execute();
    await db
      .deleteFrom('bet_tombstones')
      .where('user_id', '=', userId)
      .where(
        'bet_id',
        'in',
        part.map((b) => b.id),
      )
      .execute();
  }
  const legs = rows.selections.filter((s) => backIds.has(s.bet_id));
  for (const part of chunks(legs, 500)) await db.insertInto('selections').values(part).execute();
  const sourceIds = rows.sourceIds.filter((s) => backIds.has(s.bet_id));
  for (const part of chunks(sourceIds, 500))
    await db.insertInto('bet_source_ids').values(part).execute();
  const audit = rows.audit.filter((a) => backIds.has(a.bet_id));
  for (const part of chunks(audit, 500))
    await db.insertInto('bet_audit_log').values(part).execute();
  return back.length;
}
