import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Where a large SQLite import is written before it is shown (docs/decisions/020-imports-beside-
 * other-writes.md): its new bets, their ids and legs go here in small transactions, then one
 * short transaction copies them into bets, bet_source_ids and selections. Nothing here is read
 * by anything but the import, so a half-written import is invisible, and a crash leaves only
 * rows that the start-up and housekeeping sweep away. The staged tables carry no foreign keys:
 * the final transaction forgets an import by deleting its import_stagings row alone, and the
 * rows go afterwards, in chunks. PostgreSQL keeps one transaction per import (row locks let
 * other users write beside it) and leaves these tables empty; they exist there too so the
 * schema stays the same on both (docs/decisions/001).
 *
 * import_usage: what each user uploaded per UTC day, for the daily import quota.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  const float = dialect === 'postgres' ? 'double precision' : 'real';
  await withIdColumn(db.schema.createTable('import_stagings'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('started_at', ts, (col) => col.notNull())
    // Written with every chunk: a staging untouched for long belongs to a process that died.
    .addColumn('touched_at', ts, (col) => col.notNull())
    .execute();

  // The bets row as repositories/bet-rows.ts betRow makes it, numbered 1… within its staging.
  let staged = db.schema
    .createTable('import_staged_bets')
    .addColumn('staging_id', 'integer', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull());
  const betColumns = [
    ['user_id', 'integer'],
    ['source', 'text'],
    ['source_bet_id', 'text'],
    ['placed_at', ts],
    ['settled_at', ts],
    // Negative: a catalogue entry the final transaction creates (import_staged_catalogue).
    ['sport_id', 'integer'],
    ['competition_id', 'integer'],
    ['event_description', 'text'],
    ['odds_milli', 'integer'],
    ['stake_cents', 'bigint'],
    ['return_cents', 'bigint'],
    ['net_return_cents', 'bigint'],
    ['status', 'text'],
    ['bet_type', 'text'],
    ['bookmaker', 'text'],
    ['side', 'text'],
    ['liability_cents', 'bigint'],
    ['raw', 'text'],
    ['created_at', ts],
    ['gross_profit_cents', 'bigint'],
    ['commission_cents', 'bigint'],
    ['closing_odds_milli', 'integer'],
    ['expected_value_ratio', float],
    ['tags', 'text'],
    ['tipster', 'text'],
    ['order_type', 'text'],
    ['price_requested_milli', 'integer'],
    ['price_reduced', 'integer'],
    ['handicap', float],
    ['each_way_divisor', 'integer'],
    ['places_paid', 'integer'],
    ['source_as_of', ts],
  ] as const;
  for (const [name, type] of betColumns) staged = staged.addColumn(name, type);
  await staged.addPrimaryKeyConstraint('import_staged_bets_pk', ['staging_id', 'seq']).execute();

  await db.schema
    .createTable('import_staged_source_ids')
    .addColumn('staging_id', 'integer', (col) => col.notNull())
    .addColumn('source_id', 'text', (col) => col.notNull())
    .addColumn('bet_seq', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_staged_source_ids_pk', ['staging_id', 'bet_seq', 'source_id'])
    .execute();

  await db.schema
    .createTable('import_staged_selections')
    .addColumn('staging_id', 'integer', (col) => col.notNull())
    .addColumn('bet_seq', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('odds_milli', 'integer')
    .addColumn('event_name', 'text')
    .addColumn('market_name', 'text')
    .addColumn('sport_id', 'integer', (col) => col.notNull())
    .addColumn('competition_id', 'integer')
    .addColumn('result', 'text')
    .addPrimaryKeyConstraint('import_staged_selections_pk', ['staging_id', 'bet_seq', 'position'])
    .execute();

  // A placeholder (negative) catalogue id of a staging and the entry it became.
  await db.schema
    .createTable('import_staged_catalogue')
    .addColumn('staging_id', 'integer', (col) => col.notNull())
    .addColumn('placeholder', 'integer', (col) => col.notNull())
    .addColumn('real_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_staged_catalogue_pk', ['staging_id', 'placeholder'])
    .execute();

  await db.schema
    .createTable('import_usage')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // The UTC day, YYYY-MM-DD.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    .addColumn('imports', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_usage_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'import_usage',
    'import_staged_catalogue',
    'import_staged_selections',
    'import_staged_source_ids',
    'import_staged_bets',
    'import_stagings',
  ])
    await db.schema.dropTable(table).execute();
}
