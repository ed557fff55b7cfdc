import type { Config } from './config.ts';
import type { ReadThreadOptions } from './history/bet-history-snapshots.ts';
import type { ImportPoolOptions } from './services/import-pool.ts';

/** How the app reads whole histories and parses imports: its threads, from the config. */
export interface AppOptions {
  /** Large SQLite histories are read on the history read threads (HISTORY_THREAD_MIN_BETS). */
  historyReads: ReadThreadOptions;
  /** The import worker pool's settings (IMPORT_PARSE_BUDGET_MS). */
  importThreads: ImportPoolOptions;
}

/**
 * The one place the config becomes the app's thread settings. The server's start (main.ts) and
 * the route tests' server (test/test-server.ts) both build the app with it, so the tests run the
 * read threads production runs; a test that wants them at small histories sets
 * HISTORY_THREAD_MIN_BETS low, as an operator would (app-options.test.ts holds the two equal).
 */
export function appOptionsFor(config: Config): AppOptions {
  return {
    historyReads: { threadFromBets: config.historyThreadMinBets },
    importThreads: { spareThread: true, budgetMs: config.importParseBudgetMs },
  };
}
