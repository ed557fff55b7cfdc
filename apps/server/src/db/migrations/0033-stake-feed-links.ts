import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType } from './column-types.ts';

/**
 * Tipster stakes linked to the feed (issue 36, "the same for a tipster stake"). A stake
 * published through the admin form's feed picker keeps its event and outcome
 * (feed_event_id: the event's RowId; feed_outcome: '1' | 'X' | '2'). At the event's kick-off
 * it gets its closing line, as a selection does: the outcome's last pre-match price
 * (closing_odds_milli), its fair probability with the market's margin removed proportionally
 * (fair_probability, 0-1) and when they were taken; the record gets a `close` entry with the
 * same facts. At the final whistle a stake the feed decides gets a suggested result for the
 * admins (feed_suggested_result: 'won' | 'lost' | 'void'; feed_suggestion_source: JSON, core's
 * SuggestionSource; feed_suggested_at), one per stake, which one click settles through the
 * ordinary settle path (feed_suggestion_decided_at says when).
 */
const COLUMNS = (dialect: DialectName) =>
  [
    ['feed_event_id', 'text'],
    ['feed_outcome', 'text'],
    ['closing_odds_milli', 'integer'],
    ['fair_probability', dialect === 'postgres' ? 'double precision' : 'real'],
    ['closing_captured_at', timestampType(dialect)],
    ['feed_suggested_result', 'text'],
    ['feed_suggestion_source', 'text'],
    ['feed_suggested_at', timestampType(dialect)],
    ['feed_suggestion_decided_at', timestampType(dialect)],
  ] as const;

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const [column, type] of COLUMNS(dialect)) {
    await db.schema.alterTable('stakes').addColumn(column, type).execute();
  }
  // Kick-off and the final whistle find the stakes linked to an event.
  await db.schema
    .createIndex('stakes_feed_event_id')
    .on('stakes')
    .column('feed_event_id')
    .execute();
}

export async function down(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.dropIndex('stakes_feed_event_id').execute();
  for (const [column] of [...COLUMNS(dialect)].reverse()) {
    await db.schema.alterTable('stakes').dropColumn(column).execute();
  }
}
