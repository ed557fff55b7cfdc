import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType } from './column-types.ts';

/**
 * Live events (docs/product.md §3 "Live event"): the current state of every event in play,
 * as the last feed refresh wrote it; `live_feed_state.version` is bumped by each refresh, in the
 * same transaction, so every server process can tell it must reload. `leases` lets exactly one
 * process ingest at a time.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema
    .createTable('live_events')
    .addColumn('row_id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('sport', 'text', (col) => col.notNull())
    .addColumn('league_name', 'text', (col) => col.notNull())
    .addColumn('home_name', 'text', (col) => col.notNull())
    .addColumn('away_name', 'text', (col) => col.notNull())
    .addColumn('event_start_time', ts, (col) => col.notNull())
    .addColumn('score_home', 'integer')
    .addColumn('score_away', 'integer')
    .addColumn('clock_minute', 'integer')
    .addColumn('clock_period', 'text')
    .addColumn('outcome1_label', 'text')
    .addColumn('outcome1_odds', real)
    .addColumn('outcomex_label', 'text')
    .addColumn('outcomex_odds', real)
    .addColumn('outcome2_label', 'text')
    .addColumn('outcome2_odds', real)
    .addColumn('tennis_home_sets', 'text')
    .addColumn('tennis_away_sets', 'text')
    .addColumn('tennis_home_serve', 'integer')
    .execute();

  await db.schema
    .createTable('live_feed_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('feed', 'text')
    .addColumn('refreshed_at', ts)
    .execute();
  await db
    .insertInto('live_feed_state' as never)
    .values({ id: 1, version: 0, feed: null, refreshed_at: null } as never)
    .execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .execute();
}
