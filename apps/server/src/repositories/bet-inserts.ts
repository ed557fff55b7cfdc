import type { BetRecord } from '@stakelab/core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldToEventLoop } from '../db/yield.ts';
import { betRow, feedLinkColumns, selectionRowsOf } from './bet-rows.ts';
import { sourceIdsOf } from './bet-source-ids.ts';
import { bumpBetsVersion } from './bets-version.ts';
import { bulkInserter } from './bulk-insert.ts';
import { createCatalogueResolver } from './catalogue.ts';
import { chunks, RowsInChunks } from './chunks.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ImportCounts {
  inserted: number;
  skipped: number;
  selections: number;
}

/**
 * Inserts the bets the user does not have yet. A bet is skipped when any of its ids (aliases
 * included) is already the user's, or appeared earlier in the same batch. Call inside a
 * transaction: the caller decides that the import is all or nothing.
 */
export async function insertBets(
  db: Db,
  userId: number,
  bets: readonly BetRecord[],
  now: Date,
  asOf: string | null = null,
): Promise<ImportCounts> {
  const existing = new Set<string>();
  for (const part of chunks(bets.flatMap(sourceIdsOf), 500)) {
    const rows = await db
      .selectFrom('bet_source_ids')
      .select('source_id')
      .where('user_id', '=', userId)
      .where('source_id', 'in', part)
      .execute();
    for (const row of rows) existing.add(row.source_id);
  }

  const fresh: BetRecord[] = [];
  for (const bet of bets) {
    const ids = sourceIdsOf(bet);
    if (ids.some((id) => existing.has(id))) continue;
    ids.forEach((id) => existing.add(id));
    fresh.push(bet);
  }
  const selections = await insertFreshBets(db, userId, fresh, now, asOf);
  return { inserted: fresh.length, skipped: bets.length - fresh.length, selections };
}

/**
 * Inserts bets the caller knows are new to the user, none sharing an id with another (an
 * import's plan has checked); returns how many selections went in. Takes a bets version for
 * them when it inserts any. Call inside a transaction.
 */
export async function insertFreshBets(
  db: Db,
  userId: number,
  fresh: readonly BetRecord[],
  now: Date,
  asOf: string | null = null,
): Promise<number> {
  if (fresh.length === 0) return 0;
  const changeSeq = await bumpBetsVersion(db, userId);
  const catalogue = await createCatalogueResolver(db, userId);
  const insertBetRows = bulkInserter(db, 'bets');
  const insertSourceIds = bulkInserter(db, 'bet_source_ids');
  const insertLegs = bulkInserter(db, 'selections');
  const sourceIds = new RowsInChunks<Insertable<Database['bet_source_ids']>>((rows) =>
    insertSourceIds(rows),
  );
  const legs = new RowsInChunks<Insertable<Database['selections']>>((rows) => insertLegs(rows));
  // 50 bets (with their selections and source ids) between yields: each part holds the event
  // loop while it is written, and other users' requests wait behind it.
  for (const part of chunks(fresh, 50)) {
    const rows = [];
    for (const bet of part)
      rows.push({ ...(await betRow(catalogue, userId, bet, now, asOf)), change_seq: changeSeq });
    // RETURNING order is not guaranteed on SQLite: map rows back by their unique source id.
    const inserted = await insertBetRows(rows, ['id', 'source_bet_id']);
    const betIdBySource = new Map(inserted.map((r) => [r.source_bet_id, r.id as number]));
    for (const bet of part) {
      const betId = betIdBySource.get(bet.sourceBetId);
      if (betId === undefined) throw new Error(`bet ${bet.sourceBetId} was not inserted`);
      await sourceIds.add(
        sourceIdsOf(bet).map((id) => ({ user_id: userId, source_id: id, bet_id: betId })),
      );
      const rows = await selectionRowsOf(catalogue, betId, bet);
      await legs.add(rows.map((row, i) => ({ ...row, ...feedLinkColumns(bet.selections[i]) })));
    }
    await yieldToEventLoop();
  }
  await sourceIds.flush();
  return legs.flush();
}
