import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { migrateToLatest } from './migrate.ts';

describeWithDatabase(`database on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('applies every migration once, and nothing the second time', async () => {
    database = await createEmptyDatabase();
    const first = await migrateToLatest(database);
    expect(first).toContain('0001-contact-messages');
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it('returns instants as ISO-8601 UTC strings and counts as numbers', async () => {
    database = await createEmptyDatabase();
    await migrateToLatest(database);
    const createdAt = '2026-03-01T09:30:15.250Z';
    await database.db
      .insertInto('contact_messages')
      .values({ name: 'Ann', email: 'ann@example.com', message: 'Hello', created_at: createdAt })
      .execute();
    const row = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(createdAt);
    expect(row.id).toBe(1);
    const { count } = await database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it.runIf(testDialect === 'postgres')(
    'survives PostgreSQL terminating its idle connections, and reconnects',
    async () => {
      database = await createEmptyDatabase();
      await sql`select 1`.execute(database.db);
      const name = (await sql<{ db: string }>`select current_database() as db`.execute(database.db))
        .rows[0]?.db;
      // Another session ends every connection of the app's pool, as a server restart would.
      const admin = await createEmptyDatabase();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${name} and pid <> pg_backend_pid()`.execute(admin.db);
      await admin.drop();
      // A deliberate window for the closed sockets' errors to reach the idle pool (a crash
      // is what must not happen, so there is nothing to wait for).
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Without a pool 'error' listener the process would have crashed by now.
      const after = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(after.rows[0]?.one).toBe(1);
    },
  );

  it.runIf(testDialect === 'sqlite')('runs SQLite in WAL mode with foreign keys on', async () => {
    database = await createEmptyDatabase();
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
      database.db,
    );
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });
});
