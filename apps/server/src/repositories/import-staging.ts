import { BET_WRITTEN_COLUMNS, SELECTION_WRITTEN_COLUMNS, type BetRecord } from '@stakelab/core';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldToEventLoop } from '../db/yield.ts';
import { betRow, selectionRowsOf } from './bet-rows.ts';
import { chunks } from './chunks.ts';
import { bulkInserter } from './bulk-insert.ts';
import type { CatalogueResolver } from './catalogue.ts';

/*
 * A large SQLite import written beside other users' writes (docs/decisions/020): its new bets
 * go to the import_staged_* tables in small transactions, which nothing else reads, then one
 * short transaction copies them over with INSERT … SELECT (no row crosses into JavaScript).
 */

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A staging untouched this long belongs to a process that stopped: the sweep takes it. Every
 * chunk touches it, a few milliseconds apart; if its process was only stalled, its final
 * transaction finds the staging gone and the import is written in one transaction instead.
 */
export const ABANDONED_STAGING_MS = 2 * 60_000;

/** Staged rows deleted per statement when a staging is cleared (each its own short write). */
const DELETE_BETS_PER_STATEMENT = 500;

/** Opens a staging for one user's import; returns its id. */
export async function startStaging(db: Db, userId: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto('import_stagings')
    .values({ user_id: userId, started_at: at, touched_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Writes bets `firstSeq`, `firstSeq + 1`, … of a staging, with their ids and legs, in one
 * short transaction of its own; returns how many selections it staged. `catalogue` creates
 * nothing (createDeferredCatalogueResolver).
 */
export async function stageBets(
  db: Kysely<Database>,
  stagingId: number,
  userId: number,
  catalogue: CatalogueResolver,
  bets: readonly BetRecord[],
  firstSeq: number,
  now: Date,
  asOf: string | null,
): Promise<number> {
  // Rows are made before the transaction: the writer is held only while they are sent.
  const betRows: Insertable<Database['import_staged_bets']>[] = [];
  const idRows: Insertable<Database['import_staged_source_ids']>[] = [];
  const legRows: Insertable<Database['import_staged_selections']>[] = [];
  for (const [index, bet] of bets.entries()) {
    const seq = firstSeq + index;
    betRows.push({
      staging_id: stagingId,
      seq,
      ...(await betRow(catalogue, userId, bet, now, asOf)),
    });
    for (const sourceId of new Set([bet.sourceBetId, ...bet.aliases]))
      idRows.push({ staging_id: stagingId, source_id: sourceId, bet_seq: seq });
    for (const { bet_id: _bet, ...leg } of await selectionRowsOf(catalogue, 0, bet))
      legRows.push({ staging_id: stagingId, bet_seq: seq, ...leg });
  }
  await db.transaction().execute(async (trx) => {
    const insertBets = bulkInserter(trx, 'import_staged_bets');
    const insertIds = bulkInserter(trx, 'import_staged_source_ids');
    const insertLegs = bulkInserter(trx, 'import_staged_selections');
    // 34 parameters a bet row: 100 rows stay under SQLite's 32,766.
    for (const part of chunks(betRows)) await insertBets(part);
    for (const part of chunks(idRows, 300)) await insertIds(part);
    for (const part of chunks(legRows, 300)) await insertLegs(part);
    await trx
      .updateTable('import_stagings')
      .set({ touched_at: now.toISOString() })
      .where('id', '=', stagingId)
      .execute();
  });
  return legRows.length;
}

/**
 * Claims a staging for showing, inside the showing transaction: false when it is gone (a
 * sweep took it for abandoned), and the import must start over. Deleting its row is all the
 * transaction does to the staging; its rows go afterwards (clearStagedRows).
 */
export async function claimStaging(trx: Db, stagingId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('import_stagings')
    .where('id', '=', stagingId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Copies a staging's bets, ids and legs into the user's history, inside the showing
 * transaction (SQLite): bet ids follow the bets table's own sequence, catalogue placeholders
 * become the entries `catalogue` names, every bet carries `changeSeq`.
 */
export async function copyStagedBets(
  trx: Transaction<Database>,
  userId: number,
  stagingId: number,
  changeSeq: number,
  catalogue: ReadonlyArray<{ placeholder: number; realId: number }>,
): Promise<void> {
  for (const part of chunks(catalogue, 300)) {
    await trx
      .insertInto('import_staged_catalogue')
      .values(
        part.map((c) => ({ staging_id: stagingId, placeholder: c.placeholder, real_id: c.realId })),
      )
      .execute();
  }
  // The staged columns are those betRow and selectionRowsOf make (core's BET_WRITTEN_COLUMNS,
  // SELECTION_WRITTEN_COLUMNS). AUTOINCREMENT: ids above both the largest and the largest ever
  // used; SQLite moves its sequence past the ids given here, so later bets never take one.
  const { base } = await sql<{ base: number }>`
    select max(coalesce((select max(id) from bets), 0),
               coalesce((select seq from sqlite_sequence where name = 'bets'), 0)) as base`
    .execute(trx)
    .then((r) => r.rows[0] ?? { base: 0 });
  const mapped = (column: string) =>
    column === 'sport_id' || column === 'competition_id'
      ? `coalesce(${column === 'sport_id' ? 'ms' : 'mc'}.real_id, s.${column})`
      : `s.${column}`;
  await sql`
    insert into bets (id, change_seq, ${sql.raw(BET_WRITTEN_COLUMNS.join(', '))})
    select ${base} + s.seq, ${changeSeq}, ${sql.raw(BET_WRITTEN_COLUMNS.map(mapped).join(', '))}
    from import_staged_bets s
    left join import_staged_catalogue ms on ms.staging_id = s.staging_id and ms.placeholder = s.sport_id
    left join import_staged_catalogue mc on mc.staging_id = s.staging_id and mc.placeholder = s.competition_id
    where s.staging_id = ${stagingId}
    order by s.seq`.execute(trx);
  await sql`
    insert into bet_source_ids (user_id, source_id, bet_id)
    select ${userId}, i.source_id, ${base} + i.bet_seq
    from import_staged_source_ids i
    where i.staging_id = ${stagingId}`.execute(trx);
  await sql`
    insert into selections (bet_id, ${sql.raw(SELECTION_WRITTEN_COLUMNS.join(', '))})
    select ${base} + l.bet_seq, ${sql.raw(
      SELECTION_WRITTEN_COLUMNS.map((c) =>
        c === 'sport_id' || c === 'competition_id'
          ? `coalesce(${c === 'sport_id' ? 'ms' : 'mc'}.real_id, l.${c})`
          : `l.${c}`,
      ).join(', '),
    )}
    from import_staged_selections l
    left join import_staged_catalogue ms on ms.staging_id = l.staging_id and ms.placeholder = l.sport_id
    left join import_staged_catalogue mc on mc.staging_id = l.staging_id and mc.placeholder = l.competition_id
    where l.staging_id = ${stagingId}
    order by l.bet_seq, l.position`.execute(trx);
}

/**
 * Deletes a staging's rows a few hundred bets at a time, each statement its own short write,
 * yielding between them: after the import was shown, after it failed, or for the sweep.
 */
export async function clearStagedRows(db: Kysely<Database>, stagingId: number): Promise<void> {
  await db.deleteFrom('import_stagings').where('id', '=', stagingId).execute();
  await db.deleteFrom('import_staged_catalogue').where('staging_id', '=', stagingId).execute();
  const last = await db
    .selectFrom('import_staged_bets')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('staging_id', '=', stagingId)
    .executeTakeFirst();
  const lastSeq = Number(last?.seq ?? 0);
  for (let from = 0; from <= lastSeq; from += DELETE_BETS_PER_STATEMENT) {
    const to = from + DELETE_BETS_PER_STATEMENT;
    for (const table of ['import_staged_source_ids', 'import_staged_selections'] as const) {
      await db
        .deleteFrom(table)
        .where('staging_id', '=', stagingId)
        .where('bet_seq', '>=', from)
        .where('bet_seq', '<', to)
        .execute();
    }
    await db
      .deleteFrom('import_staged_bets')
      .where('staging_id', '=', stagingId)
      .where('seq', '>=', from)
      .where('seq', '<', to)
      .execute();
    await yieldToEventLoop();
  }
  // Legs or ids staged before the chunk that would have held their bet (a crash between them).
  await db.deleteFrom('import_staged_source_ids').where('staging_id', '=', stagingId).execute();
  await db.deleteFrom('import_staged_selections').where('staging_id', '=', stagingId).execute();
}

/**
 * Clears what crashed imports left: stagings untouched for ABANDONED_STAGING_MS, and staged
 * rows whose staging is gone (shown, or cleared halfway). Nothing of them was ever visible;
 * this only frees the space. Run at start and by the housekeeping.
 */
export async function sweepAbandonedStagings(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_STAGING_MS).toISOString();
  const stale = await db
    .selectFrom('import_stagings')
    .select('id')
    .where('touched_at', '<', cutoff)
    .execute();
  const orphans = await db
    .selectFrom('import_staged_bets')
    .select('staging_id')
    .distinct()
    .where((eb) =>
      eb('staging_id', 'not in', eb.selectFrom('import_stagings').select('import_stagings.id')),
    )
    .execute();
  const ids = new Set([...stale.map((s) => s.id), ...orphans.map((o) => o.staging_id)]);
  for (const id of ids) await clearStagedRows(db, id);
  return ids.size;
}
