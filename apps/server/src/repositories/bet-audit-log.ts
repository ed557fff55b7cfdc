import type { FieldChange } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { chunks } from './chunks.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface BetAudit {
  betId: number;
  changes: readonly FieldChange[];
}

/**
 * Records what changed in the user's bets: by an import (its id) or by hand (null). Values
 * are kept as JSON text so a number, a text and null read back as they were.
 */
export async function recordBetAudit(
  db: Db,
  userId: number,
  importId: number | null,
  bets: readonly BetAudit[],
  now: Date,
): Promise<void> {
  const changedAt = now.toISOString();
  const rows = bets.flatMap(({ betId, changes }) =>
    changes.map((change) => ({
      bet_id: betId,
      user_id: userId,
      import_id: importId,
      field: change.field,
      old_value: JSON.stringify(change.old),
      new_value: JSON.stringify(change.new),
      changed_at: changedAt,
    })),
  );
  for (const part of chunks(rows)) await db.insertInto('bet_audit_log').values(part).execute();
}

/** One bet's recorded changes, oldest first (read by tests only; kept for admins and a future history view). */
export async function listBetAudit(db: Db, userId: number, betId: number) {
  const rows = await db
    .selectFrom('bet_audit_log')
    .select(['import_id', 'field', 'old_value', 'new_value', 'changed_at'])
    .where('user_id', '=', userId)
    .where('bet_id', '=', betId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    importId: r.import_id,
    field: r.field,
    old: r.old_value === null ? null : (JSON.parse(r.old_value) as FieldChange['old']),
    new: r.new_value === null ? null : (JSON.parse(r.new_value) as FieldChange['new']),
    changedAt: r.changed_at,
  }));
}
