import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle, DatabaseTarget } from './connection.ts';
import { migrationsFor } from './migrations/index.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** How long a process waits for another that is migrating the same SQLite file. */
const SQLITE_LOCK_WAIT_MS = 120_000;

/**
 * Runs `work` while holding a write lock on a small file beside the SQLite database.
 * PostgreSQL serialises migrators with an advisory lock; on SQLite Kysely takes none and runs
 * migrations outside a transaction, so two processes started together on one fresh file would
 * both apply the same migration. Opening the file belongs inside the lock too: the first open
 * switches a fresh file to WAL, and two connections making that switch at the same moment can
 * meet in a lock SQLite refuses at once ("database is locked") rather than waiting for.
 * The lock lives in its own file (the migrations need their own transactions and pragmas on
 * the database itself), and the system drops it if its holder dies.
 */
async function withSqliteMigrationLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = new SQLite(`${file}.migration-lock`, { timeout: SQLITE_LOCK_WAIT_MS });
  try {
    lock.exec('begin immediate');
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

async function applyMigrations(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor(handle.dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema of an open database to the latest version; returns the migrations applied. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return handle.dialect === 'sqlite'
    ? withSqliteMigrationLock(handle.location, () => applyMigrations(handle))
    : applyMigrations(handle);
}

/**
 * Opens the database with `open`, brings its schema to the latest version and closes that
 * connection again: what a server does before it serves. On SQLite the open happens inside the
 * migration lock, so processes started together on a fresh file take turns from the first byte.
 * Resolves to the migration's failure, if any, rather than throwing it (the caller words it).
 */
export async function prepareDatabase(
  target: DatabaseTarget,
  open: () => DatabaseHandle,
): Promise<{ location: string; failure: unknown }> {
  const work = async () => {
    const handle = open();
    const failure = await applyMigrations(handle).then(
      () => null,
      (err: unknown) => err,
    );
    await handle.destroy().catch(() => undefined);
    return { location: handle.location, failure };
  };
  return target.dialect === 'sqlite' ? withSqliteMigrationLock(target.file, work) : work();
}
