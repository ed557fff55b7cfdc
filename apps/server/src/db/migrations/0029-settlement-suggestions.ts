import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { withIdColumn } from './column-types.ts';

/**
 * Results captured from the feed (issue 36 part 4). When a linked event finishes, an open bet
 * whose every leg the final score decides gets one suggested result (WON, LOST or VOID),
 * recorded with its source: per leg, the feed event, its final score and when it finished
 * (`source`, JSON). `decision` says what became of it: null while it waits for the user,
 * 'confirmed' (one click), 'automatic' (the user's automatic settlement of linked singles).
 * One per bet; it goes with the bet (cascade).
 *
 * users.auto_settle_linked (0/1, default 0): settle linked singles from the feed by itself.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('settlement_suggestions'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('bet_id', 'integer', (col) =>
      col.notNull().unique().references('bets.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('suggested_at', 'text', (col) => col.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('settlement_suggestions_user_id')
    .on('settlement_suggestions')
    .column('user_id')
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('auto_settle_linked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('auto_settle_linked').execute();
  await db.schema.dropTable('settlement_suggestions').execute();
}
