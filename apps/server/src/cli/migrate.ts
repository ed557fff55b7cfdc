import { migrateToLatest } from '../db/migrate.ts';
import { runCli, withConfiguredDatabase } from './run-cli.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
await runCli('Migration failed', () =>
  withConfiguredDatabase(async (database) => {
    const applied = await migrateToLatest(database);
    console.log(
      applied.length
        ? `Applied ${applied.join(', ')} to ${database.location}`
        : `${database.location} is up to date`,
    );
  }),
);
