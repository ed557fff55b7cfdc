import type { Kysely } from 'kysely';

/**
 * A bet that tails a tipster stake (issue 34, "Add to my history"): bets.stake_id, the stake's
 * id, null for every other bet. No foreign key: stakes are never deleted (the record is
 * append-only), and SQLite adds a referencing column only without one's checks anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bets').addColumn('stake_id', 'integer').execute();
  await db.schema.createIndex('bets_stake_id').on('bets').column('stake_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bets_stake_id').execute();
  await db.schema.alterTable('bets').dropColumn('stake_id').execute();
}
