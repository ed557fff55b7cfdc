import { Migrator } from 'kysely';
import type { DatabaseHandle } from './connection.ts';
import { migrationsFor } from './migrations/index.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Brings the schema to the latest version; returns the names of the migrations it applied. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
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
