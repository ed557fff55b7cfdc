import { expect, it } from 'vitest';
import { appOptionsFor } from './app-options.ts';
import { buildApp } from './app.ts';
import { describeWithDatabase, testDialect } from './test/database.ts';
import { startTestServer } from './test/test-server.ts';

describeWithDatabase(`the route tests' app beside production's on ${testDialect}`, () => {
  it.each([
    // The default: histories of 2,000 bets or more go through the read threads.
    [{}, 2000],
    // What the history route tests set, so their few bets take the threads' path.
    [{ HISTORY_THREAD_MIN_BETS: '2' }, 2],
  ])('reads whole histories on the threads production would, with %o', async (env, minBets) => {
    const server = await startTestServer({ env });
    // Production's app, built as main.ts builds it, from the same config and database.
    const production = await buildApp({
      config: server.config,
      database: server.database,
      ...appOptionsFor(server.config),
    });
    try {
      expect(production.historyReads).toEqual({ threadFromBets: minBets });
      expect(server.app.historyReads).toEqual(production.historyReads);
    } finally {
      await production.close();
      await server.close();
    }
  });
});
