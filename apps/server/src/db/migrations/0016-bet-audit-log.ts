import { sql, type Kysely } from 'kysely';

/**
 * bet_changes becomes bet_audit_log: "changes" also names the sync feed (GET history changes,
 * bet_tombstones, users.bet_changes_floor), and this table is no part of it. It is a
 * write-only audit of every field an import or a hand edit changed; nothing in the app reads
 * it yet, it is kept for admins and a future history view.
 *
 * Both dialects rename a table with `alter table … rename to`, keeping rows, ids and foreign
 * keys. Index names stay with the old table name on both, and SQLite cannot rename an index,
 * so the two indexes are dropped and made again under the new name.
 */
const INDEXES = [
  ['bet_id', 'bet_changes_bet_id', 'bet_audit_log_bet_id'],
  ['import_id', 'bet_changes_import_id', 'bet_audit_log_import_id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet_changes rename to bet_audit_log`.execute(db);
  for (const [column, oldName, newName] of INDEXES) {
    await db.schema.dropIndex(oldName).execute();
    await db.schema.createIndex(newName).on('bet_audit_log').column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet_audit_log rename to bet_changes`.execute(db);
  for (const [column, oldName, newName] of INDEXES) {
    await db.schema.dropIndex(newName).execute();
    await db.schema.createIndex(oldName).on('bet_changes').column(column).execute();
  }
}
