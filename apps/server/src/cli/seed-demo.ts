import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_ACCOUNT, isFreshInstall, seedDemoAccount } from '../services/demo-account.ts';
import { runCli, withConfiguredDatabase } from './run-cli.ts';

/**
 * `npm run seed:demo`: the demo bettor with ~800 settled bets on the configured database.
 * `--if-fresh` (used by `npm start`) does it only while no non-admin account exists, so a
 * real installation never gets a demo account with a published password.
 */
const ifFresh = process.argv.includes('--if-fresh');
await runCli('seed:demo', () =>
  withConfiguredDatabase(async (database, config) => {
    await migrateToLatest(database);
    if (ifFresh && !(await isFreshInstall(database.db))) {
      console.log('seed:demo: the database already has accounts; no demo data added');
      return;
    }
    const result = await seedDemoAccount(database.db, config);
    console.log(
      `seed:demo: ${result.created ? 'created' : 'kept'} ${DEMO_ACCOUNT.email} (password ${DEMO_ACCOUNT.password}); ` +
        `${result.inserted} bets, ${result.selections} selections and ${result.stakes} tipster stakes added`,
    );
  }),
);
