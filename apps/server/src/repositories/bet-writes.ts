import type { BetRecord, SelectionRecord } from '@stakelab/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SelectionTable } from '../db/schema.ts';
import { betRow, feedLinkColumns, selectionRowsOf } from './bet-rows.ts';
import { bumpBetsVersion } from './bets-version.ts';
import { createCatalogueResolver, type CatalogueResolver } from './catalogue.ts';
import { chunks } from './chunks.ts';
import { storable } from './stored-amounts.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Why a bet is rewritten: by hand (PUT, settle) or by an import. */
export type RewriteReason =
  /** A hand edit: edited_at becomes now, so a re-import keeps the user's version. */
  | { kind: 'hand' }
  /**
   * An import: `asOf` is the newest export the bet has been seen in; `clearsEdit` when the user
   * chose the source's version over their hand edit.
   */
  | { kind: 'import'; asOf: string | null; clearsEdit: boolean };

type LinkedLeg = Pick<
  Selectable<SelectionTable>,
  | 'position'
  | 'name'
  | 'feed_event_id'
  | 'feed_outcome'
  | 'feed_link_source'
  | 'feed_link_confidence'
  | 'closing_odds_milli'
  | 'fair_probability'
  | 'closing_captured_at'
>;

/** A bet's selections linked to a feed event (migration 0027), before they are rewritten. */
function feedLinksOf(db: Db, betId: number): Promise<LinkedLeg[]> {
  return db
    .selectFrom('selections')
    .select([
      'position',
      'name',
      'feed_event_id',
      'feed_outcome',
      'feed_link_source',
      'feed_link_confidence',
      'closing_odds_milli',
      'fair_probability',
      'closing_captured_at',
    ])
    .where('bet_id', '=', betId)
    .where('feed_event_id', 'is not', null)
    .execute();
}

/**
 * The feed columns a rewritten leg keeps (issue 36). A record that says nothing of the link
 * (an import, an edit from a form that does not show it) keeps the leg's link where the same
 * selection stays at the same place; a record that names a link sets it. The closing line
 * taken at kick-off stays with the link it was taken for.
 */
function keptFeedColumns(
  linked: readonly LinkedLeg[],
  name: string,
  position: number,
  leg: SelectionRecord | undefined,
) {
  const old = linked.find((l) => l.position === position && l.name === name);
  const link =
    leg?.feedLink === undefined
      ? old
        ? {
            feed_event_id: old.feed_event_id,
            feed_outcome: old.feed_outcome,
            feed_link_source: old.feed_link_source,
            feed_link_confidence: old.feed_link_confidence,
          }
        : {}
      : feedLinkColumns(leg);
  const captured = linked.find(
    (l) =>
      l.closing_captured_at !== null &&
      l.feed_event_id === link.feed_event_id &&
      l.feed_outcome === link.feed_outcome,
  );
  return captured
    ? {
        ...link,
        closing_odds_milli: captured.closing_odds_milli,
        fair_probability: captured.fair_probability,
        closing_captured_at: captured.closing_captured_at,
      }
    : link;
}

/**
 * Rewrites one of the user's bets with a record (its ids, source and creation time stay);
 * false when the user has no bet with that id. The selections rows are replaced only when
 * `withSelections`. `changeSeq`: the bets version the caller took for its transaction
 * (bumpBetsVersion), stamped on the bet.
 */
export async function rewriteBet(
  db: Db,
  catalogue: CatalogueResolver,
  userId: number,
  betId: number,
  bet: BetRecord,
  now: Date,
  reason: RewriteReason,
  changeSeq: number,
  withSelections = true,
): Promise<boolean> {
  const {
    user_id: _owner,
    source: _source,
    source_bet_id: _sourceId,
    created_at: _created,
    source_as_of: _asOf,
    ...row
  } = await betRow(catalogue, userId, bet, now);
  const changes =
    reason.kind === 'hand'
      ? { ...row, edited_at: now.toISOString(), change_seq: changeSeq }
      : {
          ...row,
          source_as_of: reason.asOf,
          ...(reason.clearsEdit ? { edited_at: null } : {}),
          change_seq: changeSeq,
        };
  const result = await db
    .updateTable('bets')
    .set(changes)
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (withSelections) {
    const linked = await feedLinksOf(db, betId);
    await db.deleteFrom('selections').where('bet_id', '=', betId).execute();
    const rows = (await selectionRowsOf(catalogue, betId, bet)).map((row, i) => ({
      ...row,
      ...keptFeedColumns(linked, row.name, i, bet.selections[i]),
    }));
    for (const part of chunks(rows)) await db.insertInto('selections').values(part).execute();
  }
  return true;
}

/**
 * Replaces the contents of one of the user's bets (its ids stay) under a new bets version;
 * false when the user has no bet with that id. Call inside a transaction.
 */
export async function replaceBet(
  db: Db,
  userId: number,
  betId: number,
  bet: BetRecord,
  now: Date,
  reason: RewriteReason,
): Promise<boolean> {
  const catalogue = await createCatalogueResolver(db, userId);
  const changeSeq = await bumpBetsVersion(db, userId);
  return rewriteBet(db, catalogue, userId, betId, bet, now, reason, changeSeq);
}

/**
 * Writes a settlement made by hand: status, settlement time, money (commission cleared) and
 * a single's leg result, and marks the bet as edited by hand, stamped with `changeSeq` (the
 * bets version the caller took for its transaction).
 */
export async function writeSettlement(
  db: Db,
  userId: number,
  betId: number,
  bet: Pick<
    BetRecord,
    | 'status'
    | 'settledAt'
    | 'returnCents'
    | 'netReturnCents'
    | 'grossProfitCents'
    | 'commissionCents'
    | 'selections'
  >,
  now: Date,
  changeSeq: number,
): Promise<void> {
  await db
    .updateTable('bets')
    .set({
      change_seq: changeSeq,
      status: bet.status,
      settled_at: bet.settledAt,
      return_cents: storable('return_cents', bet.returnCents),
      net_return_cents: storable('net_return_cents', bet.netReturnCents),
      gross_profit_cents: storable('gross_profit_cents', bet.grossProfitCents),
      commission_cents: storable('commission_cents', bet.commissionCents),
      edited_at: now.toISOString(),
    })
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .execute();
  for (const [position, leg] of bet.selections.entries()) {
    await db
      .updateTable('selections')
      .set({ result: leg.result })
      .where('bet_id', '=', betId)
      .where('position', '=', position)
      .execute();
  }
}

/**
 * Deletes one of the user's bets, leaving a tombstone with a new bets version; false when the
 * user has no bet with that id. Call inside a transaction.
 */
export async function deleteBet(
  db: Db,
  userId: number,
  betId: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .deleteFrom('bets')
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  const seq = await bumpBetsVersion(db, userId);
  await db
    .insertInto('bet_tombstones')
    .values({ bet_id: betId, user_id: userId, seq, deleted_at: now.toISOString() })
    .execute();
  return true;
}
