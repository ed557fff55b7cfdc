import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * What a bulk delete of bets removed, kept so its undo can put the bets back (issue 32): the
 * rows of bets, selections, bet_source_ids and bet_audit_log as JSON text (one column, the same
 * on both dialects), under the SHA-256 of the undo token the user was given. A row works once
 * (used_at) and until expires_at; housekeeping of a user's old ones happens at their next bulk
 * delete.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('bet_bulk_deletions'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('bet_count', 'integer', (col) => col.notNull())
    .addColumn('rows', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema
    .createIndex('bet_bulk_deletions_user_id')
    .on('bet_bulk_deletions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bet_bulk_deletions').execute();
}
