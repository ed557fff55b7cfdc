import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/database.ts';
import type { Database } from './schema.ts';

const IMPORTS = 12;
/** db/connection.ts IMPORT_CONNECTIONS: imports' own connections, beside the main pool's 10. */
const IMPORT_CONNECTIONS = 3;

/*
 * Imports hold a connection for their whole write. On PostgreSQL they take them from a pool of
 * their own: with more imports at once than the main pool has connections, an interactive
 * statement still gets one at once (issue 30: at 25 requests/s imports held the pool).
 */
describe.skipIf(testDialect !== 'postgres' || !inject('postgresServerUrl'))(
  'imports beside interactive requests on PostgreSQL',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.drop());

    /** Statements of this database waiting on a lock. */
    const waitingOnLocks = async (admin: pg.Client) => {
      const { rows } = await admin.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return Number(rows[0]?.n);
    };

    it(`runs ${IMPORTS} blocked imports on ${IMPORT_CONNECTIONS} connections and still answers a read`, async () => {
      // As the code before this change had it: imports on the main pool.
      const imports =
        (database as { bulk?: Kysely<Database> }).bulk ?? (database.db as Kysely<Database>);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        // Another session holds the bets table: every import's write waits for it.
        await admin.query('begin');
        await admin.query('lock table bets in share mode');
        const writes = Array.from({ length: IMPORTS }, () =>
          imports
            .transaction()
            .execute((trx) => sql`update bets set stake_cents = stake_cents`.execute(trx)),
        );
        // A second session to watch, so the lock holder's own session stays in its transaction.
        const watcher = new pg.Client({ connectionString: database.url });
        await watcher.connect();
        try {
          while ((await waitingOnLocks(watcher)) < Math.min(IMPORTS, IMPORT_CONNECTIONS)) {
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          // The main pool: answered while every import waits.
          const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
          expect(rows).toEqual([{ one: 1 }]);
          expect(await waitingOnLocks(watcher)).toBe(IMPORT_CONNECTIONS);
        } finally {
          await admin.query('rollback');
          await Promise.all(writes);
          await watcher.end();
        }
      } finally {
        await admin.end();
      }
    });
  },
);
