import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType } from './column-types.ts';

/**
 * Currencies (issue 33).
 * - bets.currency: the ISO 4217 code of the bet's amounts. Every bet stored before was taken
 *   as euros, the one currency there was and every owner's default: they get 'EUR'.
 * - import_staged_bets.currency: a staged bet's, copied over with the rest of its row.
 * - users.default_currency: the currency of bets whose file and import say none, and the
 *   add-bet form's default; 'EUR' unless the user changes it on the profile.
 * - fx_rates: the ECB's euro reference rates an admin loaded (money/fx-rates.ts reads the
 *   CSV), one row per day and currency: units of the currency per euro, in millionths as an
 *   integer (1.1739 USD per euro → 1,173,900), so conversions round once, on integers.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // A constant default: SQLite adds a NOT NULL column only with one, and fills old rows with it.
  await db.schema
    .alterTable('bets')
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('EUR'))
    .execute();
  await db.schema.alterTable('import_staged_bets').addColumn('currency', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('default_currency', 'text', (col) => col.notNull().defaultTo('EUR'))
    .execute();
  await db.schema
    .createTable('fx_rates')
    // The UTC day, YYYY-MM-DD, as the ECB dates its rates.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('per_euro_micros', 'bigint', (col) => col.notNull())
    .addColumn('loaded_at', timestampType(dialect), (col) => col.notNull())
    .addPrimaryKeyConstraint('fx_rates_pk', ['currency', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fx_rates').execute();
  await db.schema.alterTable('users').dropColumn('default_currency').execute();
  await db.schema.alterTable('import_staged_bets').dropColumn('currency').execute();
  await db.schema.alterTable('bets').dropColumn('currency').execute();
}
