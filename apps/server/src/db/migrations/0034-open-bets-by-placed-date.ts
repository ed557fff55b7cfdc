import type { Kysely } from 'kysely';

/**
 * Open bets by placed date, across users (issue 36 follow-up): when the feed announces events
 * it did not have, the open bets placed around their kick-off are looked up among all users'
 * without reading anyone's settled history. user_id last: the lookup pages through users from
 * the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bets_status_placed_at')
    .on('bets')
    .columns(['status', 'placed_at', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bets_status_placed_at').execute();
}
