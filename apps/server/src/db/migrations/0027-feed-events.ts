import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The feed keeps events from announcement to result (issue 36): live_events holds upcoming and
 * finished events beside those in play. state: 'upcoming' | 'live' | 'finished' (existing rows
 * are in play); finished_at: when the feed first saw it finished (finished ones leave after a
 * keep time); pre_match_prices: the pre-match price snapshots as JSON (bounded in core's
 * mergeFeed), the last of which is the closing price once it kicked off.
 *
 * A bet's selection links to a feed event and outcome (feed_event_id: the event's RowId,
 * feed_outcome: '1' | 'X' | '2'), and at the event's kick-off gets its closing line: the
 * outcome's last pre-match price (closing_odds_milli) and its fair probability with the margin
 * removed proportionally (fair_probability, 0-1), and when they were taken.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('live_events')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('live'))
    .execute();
  await db.schema.alterTable('live_events').addColumn('finished_at', 'text').execute();
  await db.schema
    .alterTable('live_events')
    .addColumn('pre_match_prices', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  for (const [column, type] of [
    ['feed_event_id', 'text'],
    ['feed_outcome', 'text'],
    ['closing_odds_milli', 'integer'],
    ['fair_probability', dialect === 'postgres' ? 'double precision' : 'real'],
    ['closing_captured_at', 'text'],
  ] as const) {
    await db.schema.alterTable('selections').addColumn(column, type).execute();
  }
  // Kick-off finds the selections linked to an event.
  await db.schema
    .createIndex('selections_feed_event_id')
    .on('selections')
    .column('feed_event_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('selections_feed_event_id').execute();
  for (const column of [
    'closing_captured_at',
    'fair_probability',
    'closing_odds_milli',
    'feed_outcome',
    'feed_event_id',
  ]) {
    await db.schema.alterTable('selections').dropColumn(column).execute();
  }
  await db.schema.alterTable('live_events').dropColumn('pre_match_prices').execute();
  await db.schema.alterTable('live_events').dropColumn('finished_at').execute();
  await db.schema.alterTable('live_events').dropColumn('state').execute();
}
