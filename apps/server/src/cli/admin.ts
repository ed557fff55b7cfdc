import { migrateToLatest } from '../db/migrate.ts';
import { setAdmin } from '../repositories/users.ts';
import { runCli, withConfiguredDatabase } from './run-cli.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

/** `npm run admin -- grant|revoke <email>`: gives or takes the admin role on the configured database. */
await runCli('admin', () => {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  return withConfiguredDatabase(async (database) => {
    await migrateToLatest(database);
    const found = await setAdmin(database.db, email, command === 'grant', new Date());
    if (!found) {
      console.error(`No user with the e-mail ${email}`);
      return 1;
    }
    console.log(`${email} ${command === 'grant' ? 'is now an admin' : 'is no longer an admin'}`);
    return 0;
  });
});
