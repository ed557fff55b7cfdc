import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DialectName } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

export const testDialect: DialectName =
  process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const postgresServerUrl = testDialect === 'postgres' ? inject('postgresServerUrl') : null;
const postgresTemplate = testDialect === 'postgres' ? inject('postgresTemplate') : null;

/** `describe` for suites that need this project's database; skipped when PostgreSQL is absent. */
export const describeWithDatabase =
  testDialect === 'postgres' && !postgresServerUrl ? describe.skip : describe;

export interface TestDatabase extends DatabaseHandle {
  /** postgres:// URL of this database, or the SQLite file. */
  url: string;
  /** Closes the connection and removes the database (or the SQLite folder). */
  drop(): Promise<void>;
}

/** destroy() may be called by a test before drop(); closing twice would throw on pg. */
function closingOnce(handle: DatabaseHandle): DatabaseHandle {
  let closed: Promise<void> | undefined;
  return { ...handle, destroy: () => (closed ??= handle.destroy()) };
}

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty database on this project's dialect, so test files and runs never collide. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  if (testDialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-test-'));
    const file = path.join(dir, 'test.sqlite');
    const handle = closingOnce(openDatabase({ dialect: 'sqlite', file }));
    return {
      ...handle,
      url: file,
      async drop() {
        await handle.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  return createPostgresDatabase('');
}

/** A new database on the PostgreSQL server; `clause` may name a template to copy. */
async function createPostgresDatabase(clause: string): Promise<TestDatabase> {
  if (!postgresServerUrl) throw new Error('PostgreSQL is not available for this run');
  const name = `stakelab_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} ${clause}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(postgresServerUrl, name);
  const handle = closingOnce(openDatabase({ dialect: 'postgres', url }));
  return {
    ...handle,
    url,
    async drop() {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: postgresServerUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A fresh database with every migration applied. */
export async function createTestDatabase(): Promise<TestDatabase> {
  // On PostgreSQL, a copy of the database the global setup migrated once (global-setup.ts).
  if (postgresTemplate) return createPostgresDatabase(`template ${postgresTemplate}`);
  const database = await createEmptyDatabase();
  await migrateToLatest(database);
  return database;
}
