import type { Kysely } from 'kysely';

/**
 * Free bets (issue 33): bets.free_bet is 1 when the bet was a bookmaker's free bet (a token):
 * a loss cost the user nothing and a win paid the profit only, so totals leave its stake out
 * of the cash staked. 0 for every bet until now (none was known to be free). The staged copy
 * of a large import (import_staged_bets, migration 0014) carries it too, as betRow writes it.
 * An integer 0/1 like the other flags (price_reduced), the same on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bets')
    .addColumn('free_bet', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('import_staged_bets')
    .addColumn('free_bet', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_staged_bets').dropColumn('free_bet').execute();
  await db.schema.alterTable('bets').dropColumn('free_bet').execute();
}
