import {
  diffBets,
  distinctTags,
  isExchangeSource,
  MAX_TAGS,
  type BulkSettleRequest,
  type FieldChange,
} from '@stakelab/core';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordBetAudit, type BetAudit } from '../repositories/bet-audit-log.ts';
import {
  deleteBets,
  keepDeletedRows,
  readBetRows,
  restoreBetRows,
  takeDeletedRows,
} from '../repositories/bet-bulk-deletions.ts';
import { tagsOf } from '../repositories/bet-rows.ts';
import { writeSettlement } from '../repositories/bet-writes.ts';
import { bumpBetsVersion } from '../repositories/bets-version.ts';
import { loadCatalogueNames } from '../repositories/catalogue.ts';
import { chunks } from '../repositories/chunks.ts';
import { loadStoredBets } from '../repositories/stored-bets.ts';
import { MAX_ODDS_MILLI, MAX_STAKE_CENTS, settledVersion } from './bet-edits.ts';
import { bankrollOfForm } from './bets-by-hand.ts';

/*
 * The history's bulk actions (issue 32): each one request and one transaction, one bets
 * version for every bet it changes (so the changes feed carries them all at once), and each
 * change recorded in bet_audit_log as the single-bet routes record theirs. Ids that are not the
 * user's are never read nor written.
 */

/** Ids per query: well under both databases' bound-parameter limits. */
const IDS_PER_QUERY = 500;

/** How long a bulk delete can be undone. */
export const BULK_UNDO_TTL_MS = 24 * 60 * 60 * 1000;

const shownTags = (tags: readonly string[]) => (tags.length === 0 ? null : tags.join(', '));

/**
 * A bet's tags after a bulk edit: those to remove go (case-insensitively), those to add follow
 * (a tag it has in another spelling keeps its own), at most MAX_TAGS kept.
 */
export function bulkTagged(
  tags: readonly string[],
  add: readonly string[],
  remove: readonly string[],
): string[] {
  const removed = new Set(remove.map((t) => t.toLowerCase()));
  const kept = tags.filter((t) => !removed.has(t.toLowerCase()));
  return distinctTags([...kept, ...add.filter((t) => !removed.has(t.toLowerCase()))]).slice(
    0,
    MAX_TAGS,
  );
}

/** Adds and removes tags on the user's bets; how many bets' tags changed. */
export async function bulkEditTags(
  db: Kysely<Database>,
  userId: number,
  betIds: readonly number[],
  change: { add: readonly string[]; remove: readonly string[] },
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const changed: { id: number; before: string[]; after: string[] }[] = [];
    for (const ids of chunks(betIds, IDS_PER_QUERY)) {
      const rows = await trx
        .selectFrom('bets')
        .select(['id', 'tags'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) {
        const before = tagsOf(row.tags);
        const after = bulkTagged(before, change.add, change.remove);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          changed.push({ id: row.id, before, after });
        }
      }
    }
    if (changed.length === 0) return 0;
    const seq = await bumpBetsVersion(trx, userId);
    for (const bet of changed) {
      await trx
        .updateTable('bets')
        .set({
          tags: bet.after.length === 0 ? null : JSON.stringify(bet.after),
          tags_edited_at: now.toISOString(),
          change_seq: seq,
        })
        .where('user_id', '=', userId)
        .where('id', '=', bet.id)
        .execute();
    }
    await recordBetAudit(
      trx,
      userId,
      null,
      changed.map((bet) => ({
        betId: bet.id,
        changes: [{ field: 'Tags', old: shownTags(bet.before), new: shownTags(bet.after) }],
      })),
      now,
    );
    return changed.length;
  });
}

export type BulkBankrollOutcome = { ok: true; updated: number } | { ok: false };

/**
 * Moves the user's bets to one of their bankrolls (the default one stored as null, as a single
 * bet's move); the balances follow, as they are worked out from the bets. How many moved.
 */
export async function bulkMoveToBankroll(
  db: Kysely<Database>,
  userId: number,
  betIds: readonly number[],
  bankrollId: number,
  now: Date,
): Promise<BulkBankrollOutcome> {
  return db.transaction().execute(async (trx) => {
    const bankroll = await bankrollOfForm(trx, userId, bankrollId);
    if (bankroll.unknown || bankroll.id === undefined) return { ok: false } as const;
    const target = bankroll.id;
    const moving: { id: number; from: number | null }[] = [];
    for (const ids of chunks(betIds, IDS_PER_QUERY)) {
      const rows = await trx
        .selectFrom('bets')
        .select(['id', 'bankroll_id'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) {
        if (row.bankroll_id !== target) moving.push({ id: row.id, from: row.bankroll_id });
      }
    }
    if (moving.length === 0) return { ok: true, updated: 0 } as const;
    const seq = await bumpBetsVersion(trx, userId);
    for (const part of chunks(moving, IDS_PER_QUERY)) {
      await trx
        .updateTable('bets')
        .set({ bankroll_id: target, change_seq: seq })
        .where('user_id', '=', userId)
        .where(
          'id',
          'in',
          part.map((b) => b.id),
        )
        .execute();
    }
    await recordBetAudit(
      trx,
      userId,
      null,
      moving.map((b) => ({
        betId: b.id,
        changes: [{ field: 'BankrollId', old: b.from, new: target }],
      })),
      now,
    );
    return { ok: true, updated: moving.length } as const;
  });
}

/**
 * Settles the open bets among the user's, now, with the single settle route's money rules
 * (core settledMoney, the exchange commission). Skipped: every other id sent (not open, not
 * theirs, a win without odds, amounts past the form's bounds).
 */
export async function bulkSettle(
  db: Kysely<Database>,
  userId: number,
  betIds: readonly number[],
  status: BulkSettleRequest['status'],
  now: Date,
): Promise<{ settled: number; skipped: number }> {
  return db.transaction().execute(async (trx) => {
    const names = await loadCatalogueNames(trx, userId);
    const stored = await loadStoredBets(trx, userId, betIds, names);
    const open = [...stored.values()].filter((b) => b.state.bet.status === 'PENDING');
    const user = await trx
      .selectFrom('users')
      .select('exchange_commission_ratio')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const sources = new Map<number, string>();
    for (const ids of chunks(
      open.map((b) => b.id),
      IDS_PER_QUERY,
    )) {
      const rows = await trx
        .selectFrom('bets')
        .select(['id', 'source'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) sources.set(row.id, row.source);
    }
    const audits: BetAudit[] = [];
    let seq: number | null = null;
    for (const bet of open) {
      const { stakeCents, oddsMilli } = bet.state.bet;
      if (stakeCents > MAX_STAKE_CENTS || (oddsMilli ?? 0) > MAX_ODDS_MILLI) continue;
      const ratio = isExchangeSource(sources.get(bet.id) ?? '')
        ? user.exchange_commission_ratio
        : null;
      const after = settledVersion(bet, { status }, ratio, now);
      if (after === null) continue;
      seq ??= await bumpBetsVersion(trx, userId);
      await writeSettlement(trx, userId, bet.id, after, now, seq);
      const changes: FieldChange[] = diffBets(bet.state.bet, after).bet;
      audits.push({ betId: bet.id, changes });
    }
    await recordBetAudit(trx, userId, null, audits, now);
    return { settled: audits.length, skipped: betIds.length - audits.length };
  });
}

/** SHA-256 (hex) of an undo token: only the hash is kept. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Deletes the user's bets among these ids, keeping their rows for an undo under a new random
 * token, valid once for BULK_UNDO_TTL_MS.
 */
export async function bulkDelete(
  db: Kysely<Database>,
  userId: number,
  betIds: readonly number[],
  now: Date,
): Promise<{ deleted: number; undoToken: string }> {
  const undoToken = randomBytes(32).toString('base64url');
  const deleted = await db.transaction().execute(async (trx) => {
    const rows = await readBetRows(trx, userId, betIds);
    const ids = rows.bets.map((b) => b.id);
    await deleteBets(trx, userId, ids, now);
    const expiresAt = new Date(now.getTime() + BULK_UNDO_TTL_MS);
    await keepDeletedRows(trx, userId, hashOf(undoToken), rows, now, expiresAt);
    return ids.length;
  });
  return { deleted, undoToken };
}

/** Puts back what a bulk delete of the user's removed; null: no such usable token of theirs. */
export async function undoBulkDelete(
  db: Kysely<Database>,
  userId: number,
  undoToken: string,
  now: Date,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const rows = await takeDeletedRows(trx, userId, hashOf(undoToken), now);
    if (rows === null) return null;
    return restoreBetRows(trx, userId, rows);
  });
}
