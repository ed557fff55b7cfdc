import { type Config, ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, databaseTargetFor, openDatabase } from '../db/connection.ts';

/**
 * Runs a command-line entry point and sets the exit code: what `main` returns (0 when nothing),
 * or 1 when it throws. A bad configuration is reported as its own one line (config.ts words it);
 * any other failure as `<failurePrefix>: <message>`. The code is set rather than `process.exit`
 * called, so output still being written and handles still closing are not cut short.
 */
export async function runCli(
  failurePrefix: string,
  main: () => Promise<number | void> | number | void,
): Promise<void> {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (err) {
    console.error(
      err instanceof ConfigError
        ? err.message
        : `${failurePrefix}: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exitCode = 1;
  }
}

/** Opens the configured database for `use` and closes it afterwards, whatever `use` does. */
export async function withConfiguredDatabase<T>(
  use: (database: DatabaseHandle, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = openDatabase(databaseTargetFor(config));
  try {
    return await use(database, config);
  } finally {
    await database.destroy();
  }
}
