import type { Kysely } from 'kysely';

/**
 * A per-user counter bumped by every change to the user's bets, in the same transaction.
 * It names the version of GET /api/history/user-bets (its ETag and the server's cache key),
 * so a reload with nothing changed costs one indexed read, on any server process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('bets_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
