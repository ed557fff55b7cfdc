import type { Kysely } from 'kysely';

/**
 * The feed keeps events from announcement to result (issue 36): live_events holds upcoming and
 * finished events beside those in play. state: 'upcoming' | 'live' | 'finished' (existing rows
 * are in play); finished_at: when the feed first saw it finished (finished ones leave after a
 * keep time); pre_match_prices: the pre-match price snapshots as JSON (bounded in core's
 * mergeFeed), the last of which is the closing price once it kicked off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('live_events')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('live'))
    .execute();
  await db.schema.alterTable('live_events').addColumn('finished_at', 'text').execute();
  await db.schema
    .alterTable('live_events')
    .addColumn('pre_match_prices', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_events').dropColumn('pre_match_prices').execute();
  await db.schema.alterTable('live_events').dropColumn('finished_at').execute();
  await db.schema.alterTable('live_events').dropColumn('state').execute();
}
