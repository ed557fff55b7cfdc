import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Rate-limit and login-wait counters shared by several server processes on one PostgreSQL
 * (cluster/postgres-counter-store.ts); a single SQLite process keeps them in memory, but the
 * table exists on both so the schemas match. Instants are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('shared_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('wait_until', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shared_counters_expires_at')
    .on('shared_counters')
    .column('expires_at')
    .execute();
}
