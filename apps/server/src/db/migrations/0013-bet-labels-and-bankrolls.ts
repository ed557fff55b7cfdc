import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Bet labels, bankrolls and units (issue 16, docs/decisions/016-bankrolls-and-bet-labels.md).
 * - bankrolls: a user's pots of betting money, starting balance in cents; `is_default` (0/1)
 *   marks the one bet rows with a null bankroll_id belong to, at most one per user (a partial
 *   unique index, which both dialects have). It is created on first use, not here: existing
 *   bets keep bankroll_id null and so are in it without a rewrite of every bet row.
 * - bankroll_movements: deposits and withdrawals, amount in cents (> 0), dated.
 * - bets.tipster; bets.bankroll_id (null: the default bankroll; a deleted bankroll's bets
 *   return to it); bets.tags_edited_at: the user set the tags by hand, so a re-import keeps
 *   them while it still updates the rest of the bet (docs/decisions/007).
 * - users.unit_size_cents: one betting unit, or null.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);

  await withIdColumn(db.schema.createTable('bankrolls'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('starting_balance_cents', 'bigint', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bankrolls_user_id').on('bankrolls').column('user_id').execute();
  await db.schema
    .createIndex('bankrolls_one_default')
    .on('bankrolls')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await withIdColumn(db.schema.createTable('bankroll_movements'), dialect)
    .addColumn('bankroll_id', 'integer', (col) =>
      col.notNull().references('bankrolls.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('moved_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('bankroll_movements_bankroll_id')
    .on('bankroll_movements')
    .column('bankroll_id')
    .execute();

  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('bets').addColumn('tipster', 'text').execute();
  await db.schema
    .alterTable('bets')
    .addColumn('bankroll_id', 'integer', (col) =>
      col.references('bankrolls.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('bets').addColumn('tags_edited_at', ts).execute();
  // Deleting a bankroll looks its bets up (and PostgreSQL checks the foreign key) by it.
  await db.schema.createIndex('bets_bankroll_id').on('bets').column('bankroll_id').execute();

  await db.schema.alterTable('users').addColumn('unit_size_cents', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('unit_size_cents').execute();
  await db.schema.dropIndex('bets_bankroll_id').execute();
  await db.schema.alterTable('bets').dropColumn('tags_edited_at').execute();
  await db.schema.alterTable('bets').dropColumn('bankroll_id').execute();
  await db.schema.alterTable('bets').dropColumn('tipster').execute();
  await db.schema.dropTable('bankroll_movements').execute();
  await db.schema.dropTable('bankrolls').execute();
}
