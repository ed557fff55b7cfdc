import {
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
import { defaultCurrencyOf } from '../repositories/users.ts';
/*
 * Bets written by hand (docs/product.md §3 "Bet"): a bet added from the form, its placement
 * (bankroll), and the tags the user sets on any bet. The pickers' lists of those labels are
 * read in history/bet-labels.ts.
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
  | { ok: false; reason: 'duplicate' | 'unknown-bankroll' | 'unknown-stake' };

/**
 * A stake a bet may tail: one with a publish entry in the record (issue 34). Any logged-in
 * user may tail any published stake, as /stakes shows them all to members.
 */
async function isPublishedStake(db: Db, stakeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('stake_record')
    .select('seq')
    .where('stake_id', '=', stakeId)
    .where('kind', '=', 'publish')
    .executeTakeFirst();
  return row !== undefined;
}

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
    if (form.stakeId !== undefined && !(await isPublishedStake(trx, form.stakeId)))
      return { ok: false, reason: 'unknown-stake' } as const;
    const typed = manualBetToRecord(form, sourceBetId);
    // No currency on the form: the owner's default (the profile's).
    const record = { ...typed, currency: typed.currency ?? (await defaultCurrencyOf(trx, userId)) };
    const counts = await insertBets(trx, userId, [record], now);
    const betId = await findBetIdBySourceId(trx, userId, record.sourceBetId);
    if (counts.inserted === 0 || betId === null) return { ok: false, reason: 'duplicate' } as const;
    // Same transaction and bets version as the insert: no version of its own.
    await writeBetPlacement(trx, userId, betId, {
      bankrollId: bankroll.id,
      tagsSetByHand: false,
      now,
    });
    if (form.stakeId !== undefined)
      await trx
        .updateTable('bets')
        .set({ stake_id: form.stakeId })
        .where('user_id', '=', userId)
        .where('id', '=', betId)
        .execute();
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
