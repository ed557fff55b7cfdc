import { ConfigError, loadConfig } from '../config.ts';
import { databaseTargetFor, openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { setAdmin } from '../repositories/users.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

/** `npm run admin -- grant|revoke <email>`: gives or takes the admin role on the configured database. */
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = openDatabase(databaseTargetFor(config));
  try {
    await migrateToLatest(database);
    const found = await setAdmin(database.db, email, command === 'grant', new Date());
    if (!found) {
      console.error(`No user with the e-mail ${email}`);
      process.exitCode = 1;
    } else {
      console.log(`${email} ${command === 'grant' ? 'is now an admin' : 'is no longer an admin'}`);
    }
  } finally {
    await database.destroy();
  }
} catch (err) {
  console.error(
    err instanceof ConfigError
      ? err.message
      : `admin: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
}
