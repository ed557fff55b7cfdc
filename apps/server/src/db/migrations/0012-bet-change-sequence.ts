import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType } from './column-types.ts';

/**
 * The per-user change sequence behind GET /api/history/user-bets/changes
 * (docs/decisions/013-history-changes-since-a-version.md). users.bets_version (0005) is the
 * counter; every write to a bet stamps it with the version its transaction took:
 * - bets.change_seq, indexed with the owner so "changed after N" reads only those rows;
 * - bet_tombstones: a deleted bet's id, owner and the version of its deletion (bet ids are
 *   never reused on either dialect, so an id alone names the bet);
 * - users.bet_changes_floor: the oldest `since` still answerable bet by bet. Bets deleted
 *   before this migration left no tombstone, so it starts at the current version, and the
 *   pruning of old tombstones raises it.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('bets')
    .addColumn('change_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('bets_user_change_seq')
    .on('bets')
    .columns(['user_id', 'change_seq'])
    .execute();

  await db.schema
    .createTable('bet_tombstones')
    .addColumn('bet_id', 'integer', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('deleted_at', timestampType(dialect), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('bet_tombstones_user_seq')
    .on('bet_tombstones')
    .columns(['user_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('bet_tombstones_deleted_at')
    .on('bet_tombstones')
    .column('deleted_at')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('bet_changes_floor', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update users set bet_changes_floor = bets_version`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('bet_changes_floor').execute();
  await db.schema.dropTable('bet_tombstones').execute();
  await db.schema.dropIndex('bets_user_change_seq').execute();
  await db.schema.alterTable('bets').dropColumn('change_seq').execute();
}
