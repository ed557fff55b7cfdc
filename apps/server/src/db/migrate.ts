import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import type { DatabaseHandle } from './connection.ts';
import { migrationsFor } from './migrations/index.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** How long a process waits for another that is migrating the same SQLite file. */
const SQLITE_LOCK_WAIT_MS = 120_000;

/**
 * Runs `migrate` while holding a write lock on a small file beside the SQLite database.
 * PostgreSQL serialises migrators with an advisory lock; on SQLite Kysely takes none and runs
 * migrations outside a transaction, so two processes started together on one fresh file would
 * both apply the same migration. The lock lives in its own file (the migrations need their own
 * transactions and pragmas on the database itself), and the system drops it if its holder dies.
 */
async function withSqliteMigrationLock<T>(file: string, migrate: () => Promise<T>): Promise<T> {
  const lock = new SQLite(`${file}.migration-lock`, { timeout: SQLITE_LOCK_WAIT_MS });
  try {
    lock.exec('begin immediate');
    try {
      return await migrate();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

/** Brings the schema to the latest version; returns the names of the migrations it applied. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor(handle.dialect) },
  });
  const { error, results = [] } =
    handle.dialect === 'sqlite'
      ? await withSqliteMigrationLock(handle.location, () => migrator.migrateToLatest())
      : await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
