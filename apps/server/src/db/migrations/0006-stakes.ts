import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Tipster stakes published by admins (docs/product.md §3 "Stake"). Money in cents, odds in
 * thousandths. `created_by` keeps who published it even if that account goes.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('stakes'), dialect)
    .addColumn('tipster_name', 'text', (col) => col.notNull())
    .addColumn('event_description', 'text', (col) => col.notNull())
    .addColumn('bookmaker', 'text', (col) => col.notNull())
    .addColumn('bet_placed_at', ts, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('bet_details', 'text')
    .addColumn('total_odds_milli', 'integer', (col) => col.notNull())
    .addColumn('stake_cents', 'bigint', (col) => col.notNull())
    .addColumn('potential_winnings_cents', 'bigint', (col) => col.notNull())
    .addColumn('payout_cents', 'bigint')
    .addColumn('final_result', 'text', (col) => col.notNull())
    .addColumn('image_path', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('settled_at', ts)
    .execute();
  await db.schema.createIndex('stakes_placed_at').on('stakes').column('bet_placed_at').execute();
}
