import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Re-imports that update, previews and open bets settled by hand.
 * - bets: the fields importers now keep (commission, closing odds, expected value, tags as a
 *   JSON array of text, order details), `edited_at` (a hand edit: a re-import then keeps the
 *   user's version) and `source_as_of` (the as-of time of the export the bet came from, which
 *   tells an older export from a newer one when the bet itself cannot).
 * - imports: one row per import that wrote, with its counts and the unreadable records the
 *   user chose to set aside (JSON text), downloadable as CSV.
 * - bet_changes: every field an import or a hand edit changed (old and new as JSON text).
 * - users: the exchange commission rate, a ratio, applied where an export carries none.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  // SQLite's REAL is an 8-byte float already; PostgreSQL's real would be 4 bytes.
  const float = dialect === 'postgres' ? 'double precision' : 'real';

  const betColumns = [
    ['gross_profit_cents', 'bigint'],
    ['commission_cents', 'bigint'],
    ['closing_odds_milli', 'integer'],
    ['expected_value_ratio', float],
    ['tags', 'text'],
    ['order_type', 'text'],
    ['price_requested_milli', 'integer'],
    // 0 or 1, as users.is_admin: one representation on both dialects.
    ['price_reduced', 'integer'],
    ['handicap', float],
    ['each_way_divisor', 'integer'],
    ['places_paid', 'integer'],
    ['edited_at', ts],
    ['source_as_of', ts],
  ] as const;
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [name, type] of betColumns) {
    await db.schema.alterTable('bets').addColumn(name, type).execute();
  }

  await db.schema.alterTable('users').addColumn('exchange_commission_ratio', float).execute();

  await withIdColumn(db.schema.createTable('imports'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('inserted', 'integer', (col) => col.notNull())
    .addColumn('updated', 'integer', (col) => col.notNull())
    .addColumn('unchanged', 'integer', (col) => col.notNull())
    .addColumn('conflicts', 'integer', (col) => col.notNull())
    .addColumn('set_aside', 'integer', (col) => col.notNull())
    .addColumn('set_aside_records', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('imports_user_id').on('imports').column('user_id').execute();

  await withIdColumn(db.schema.createTable('bet_changes'), dialect)
    .addColumn('bet_id', 'integer', (col) =>
      col.notNull().references('bets.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('import_id', 'integer', (col) => col.references('imports.id').onDelete('set null'))
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('changed_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bet_changes_bet_id').on('bet_changes').column('bet_id').execute();
  await db.schema
    .createIndex('bet_changes_import_id')
    .on('bet_changes')
    .column('import_id')
    .execute();
}
