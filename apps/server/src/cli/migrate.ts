import { ConfigError, loadConfig } from '../config.ts';
import { databaseTargetFor, openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig();
  const database = openDatabase(databaseTargetFor(config));
  try {
    const applied = await migrateToLatest(database);
    console.log(
      applied.length
        ? `Applied ${applied.join(', ')} to ${database.location}`
        : `${database.location} is up to date`,
    );
  } finally {
    await database.destroy();
  }
} catch (err) {
  console.error(
    err instanceof ConfigError
      ? err.message
      : `Migration failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
}
