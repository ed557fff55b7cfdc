import {
  distinctTags,
  manualBetToRecord,
  type BetView,
  type FieldChange,
  type NewBetInput,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findBankroll } from '../repositories/bankrolls.ts';
import { recordBetAudit } from '../repositories/bet-audit-log.ts';
import { insertBets } from '../repositories/bet-inserts.ts';
import { tagsOf } from '../repositories/bet-rows.ts';
import { findBetIdBySourceId } from '../repositories/bet-source-ids.ts';
import { listBetViews } from '../repositories/bet-views.ts';
import { bumpBetsVersion } from '../repositories/bets-version.ts';

/*
 * What a bet carries beyond its money (docs/product.md §3 "Bet"): its bankroll, the tags the
 * user sets on any bet, and the lists of the user's own labels for the pickers.
 */

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The bankroll a form asked for, as bets.bankroll_id stores it: undefined keeps the bet's, null
 * and the default bankroll's own id are the default (stored as null, docs/decisions/016), any
 * other id must be one of the user's (`unknown` otherwise, whoever's it is).
 */
export async function bankrollOfForm(
  db: Db,
  userId: number,
  requested: number | null | undefined,
): Promise<{ unknown: boolean; id: number | null | undefined }> {
  if (requested === undefined || requested === null) return { unknown: false, id: requested };
  const bankroll = await findBankroll(db, userId, requested);
  if (!bankroll) return { unknown: true, id: undefined };
  return { unknown: false, id: bankroll.isDefault ? null : bankroll.id };
}

/**
 * Writes a bet's bankroll (when given) and marks its tags as set by hand (when they were), for a
 * bet the caller stamped with a bets version in this transaction. Returns the BankrollId change,
 * if any, for bet_audit_log.
 */
export async function writeBetPlacement(
  db: Db,
  userId: number,
  betId: number,
  placement: { bankrollId: number | null | undefined; tagsSetByHand: boolean; now: Date },
): Promise<FieldChange[]> {
  const row = await db
    .selectFrom('bets')
    .select('bankroll_id')
    .where('user_id', '=', userId)
    .where('id', '=', betId)
    .executeTakeFirst();
  if (!row) return [];
  const { bankrollId } = placement;
  const moves = bankrollId !== undefined && bankrollId !== row.bankroll_id;
  if (!moves && !placement.tagsSetByHand) return [];
  await db
    .updateTable('bets')
    .set({
      ...(moves ? { bankroll_id: bankrollId } : {}),
      ...(placement.tagsSetByHand ? { tags_edited_at: placement.now.toISOString() } : {}),
    })
    .where('user_id', '=', userId)
    .where('id', '=', betId)
    .execute();
  return moves ? [{ field: 'BankrollId', old: row.bankroll_id, new: bankrollId }] : [];
}

/** ok: the bet as committed, read inside the insert's transaction (as EditOutcome's). */
export type AddOutcome =
  | { ok: true; betId: number; bet: BetView }
  | { ok: false; reason: 'duplicate' | 'unknown-bankroll' };

/** Adds a bet typed on the form, in its bankroll, in one transaction. */
export async function addBetByHand(
  db: Kysely<Database>,
  userId: number,
  form: NewBetInput,
  sourceBetId: string,
  now: Date,
): Promise<AddOutcome> {
  return db.transaction().execute(async (trx) => {
    const bankroll = await bankrollOfForm(trx, userId, form.bankrollId);
    if (bankroll.unknown) return { ok: false, reason: 'unknown-bankroll' } as const;
    const record = manualBetToRecord(form, sourceBetId);
    const counts = await insertBets(trx, userId, [record], now);
    const betId = await findBetIdBySourceId(trx, userId, record.sourceBetId);
    if (counts.inserted === 0 || betId === null) return { ok: false, reason: 'duplicate' } as const;
    // Same transaction and bets version as the insert: no version of its own.
    await writeBetPlacement(trx, userId, betId, {
      bankrollId: bankroll.id,
      tagsSetByHand: false,
      now,
    });
    const [bet] = await listBetViews(trx, userId, betId);
    if (!bet) throw new Error(`bet ${betId} is missing right after it was added`);
    return { ok: true, betId, bet } as const;
  });
}

const shownTags = (tags: readonly string[]) => (tags.length === 0 ? null : tags.join(', '));

/**
 * Sets the tags of one of the user's bets, imported ones included, under a new bets version.
 * Only the tags count as edited (tags_edited_at): a re-import keeps them and still updates the
 * rest of the bet (docs/decisions/016). The bet as committed, or null when the user has no such bet.
 */
export async function editBetTags(
  db: Kysely<Database>,
  userId: number,
  betId: number,
  tags: readonly string[],
  now: Date,
): Promise<BetView | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('bets')
      .select('tags')
      .where('user_id', '=', userId)
      .where('id', '=', betId)
      .executeTakeFirst();
    if (!row) return null;
    const before = tagsOf(row.tags);
    await trx
      .updateTable('bets')
      .set({
        tags: tags.length === 0 ? null : JSON.stringify(tags),
        tags_edited_at: now.toISOString(),
        change_seq: await bumpBetsVersion(trx, userId),
      })
      .where('user_id', '=', userId)
      .where('id', '=', betId)
      .execute();
    if (JSON.stringify(before) !== JSON.stringify(tags)) {
      const change = { field: 'Tags', old: shownTags(before), new: shownTags(tags) };
      await recordBetAudit(trx, userId, null, [{ betId, changes: [change] }], now);
    }
    // Read in the transaction, as an added bet is (AddOutcome).
    const [bet] = await listBetViews(trx, userId, betId);
    if (!bet) throw new Error(`bet ${betId} is missing right after its tags were set`);
    return bet;
  });
}

/** Case-insensitive order, then the exact text, so the lists never depend on the database. */
const byName = (a: string, b: string) => {
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return folded === 0 ? (a < b ? -1 : a > b ? 1 : 0) : folded;
};

/** Sorted, each name once whatever its case (its first spelling in that order). */
const pickerList = (names: Iterable<string>) => distinctTags([...names].sort(byName));

/** A label column of bets, as the pickers list it. */
export type LabelColumn = 'bookmaker' | 'tipster' | 'tags';
const LABEL_COLUMNS: readonly LabelColumn[] = ['bookmaker', 'tipster', 'tags'];

/** Each distinct value of the user's bets in `column` (user id the one parameter). */
const distinctOf = (db: Db, userId: number, column: LabelColumn) =>
  db
    .selectFrom('bets')
    .select(column)
    .distinct()
    .where('user_id', '=', userId)
    .where(column, 'is not', null);

/** The three statements, compiled for another connection (history-read-worker.ts). */
export function betLabelsSql(db: Db): Record<LabelColumn, string> {
  const compiled = LABEL_COLUMNS.map((column) => distinctOf(db, 0, column).compile());
  if (compiled.some((query) => query.parameters.length !== 1)) {
    throw new Error('The bet labels statements take other parameters than expected');
  }
  const [bookmaker, tipster, tags] = compiled.map((query) => query.sql) as [string, string, string];
  return { bookmaker, tipster, tags };
}

/** The distinct values of each label column, as the database has them. */
export type LabelValues = Record<LabelColumn, readonly (string | null)[]>;

/** The pickers' lists from the columns' distinct values. */
export function betLabelsOf(values: LabelValues) {
  const names = (list: readonly (string | null)[]) => list.flatMap((v) => (v ? [v] : []));
  return {
    bookmakers: pickerList(names(values.bookmaker)),
    tipsters: pickerList(names(values.tipster)),
    tags: pickerList(values.tags.flatMap((tags) => tagsOf(tags))),
  };
}

export type BetLabels = ReturnType<typeof betLabelsOf>;

/**
 * The user's own bookmakers, tipsters and tags, from their bets, for the pickers
 * (GET /api/history/bet-labels). Three passes over the user's bets: bet-labels-cache.ts
 * keeps them per version, and on SQLite reads them on the history read threads.
 */
export async function listBetLabels(db: Db, userId: number): Promise<BetLabels> {
  const [bookmaker, tipster, tags] = await Promise.all(
    LABEL_COLUMNS.map(async (column) =>
      (await distinctOf(db, userId, column).execute()).map((row) => row[column]),
    ),
  );
  return betLabelsOf({ bookmaker: bookmaker ?? [], tipster: tipster ?? [], tags: tags ?? [] });
}
