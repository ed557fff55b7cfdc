import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { withIdColumn } from './column-types.ts';

/**
 * Imported bets matched to feed events (issue 36). A selection's link says how it was made:
 * feed_link_source 'form' (picked in the add-bet form), 'match' (an import's sure match) or
 * 'offer' (an unsure match the user accepted), and feed_link_confidence (0-1, null for the
 * form's). feed_link_offers holds the unsure matches offered to the user: one selection (its
 * bet and position; selections rows are replaced on edits, bets are not), the event with what
 * the list shows of it (the feed drops finished events after a while), 'open' or 'refused'
 * (a refused event is not offered again for that selection). They go with the bet (cascade).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('selections').addColumn('feed_link_source', 'text').execute();
  await db.schema
    .alterTable('selections')
    .addColumn('feed_link_confidence', dialect === 'postgres' ? 'double precision' : 'real')
    .execute();
  await withIdColumn(db.schema.createTable('feed_link_offers'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('bet_id', 'integer', (col) =>
      col.notNull().references('bets.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('selection_name', 'text', (col) => col.notNull())
    .addColumn('feed_event_id', 'text', (col) => col.notNull())
    .addColumn('feed_outcome', 'text')
    .addColumn('confidence', dialect === 'postgres' ? 'double precision' : 'real', (col) =>
      col.notNull(),
    )
    .addColumn('home_name', 'text', (col) => col.notNull())
    .addColumn('away_name', 'text', (col) => col.notNull())
    .addColumn('league_name', 'text', (col) => col.notNull())
    .addColumn('event_start', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('feed_link_offers_leg_event', ['bet_id', 'position', 'feed_event_id'])
    .execute();
  await db.schema
    .createIndex('feed_link_offers_user_state')
    .on('feed_link_offers')
    .columns(['user_id', 'state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_link_offers').execute();
  await db.schema.alterTable('selections').dropColumn('feed_link_confidence').execute();
  await db.schema.alterTable('selections').dropColumn('feed_link_source').execute();
}
