import type { FastifyInstance } from 'fastify';
import { sweepAbandonedStagings } from '../repositories/import-staging.ts';
import { pruneExpiredCredentials, pruneOldBetTombstones } from '../services/housekeeping.ts';
import { pruneImportUsage } from '../services/import-quotas.ts';

const EVERY_MS = 6 * 60 * 60 * 1000;

/** Staged imports a crash left (docs/decisions/020) are looked for this often. */
const STAGINGS_EVERY_MS = 5 * 60 * 1000;

/**
 * Prunes expired credentials, old deleted-bet tombstones and past days' import usage at start
 * and every 6 hours while the server runs; clears abandoned import stagings at start and
 * every 5 minutes.
 */
export function registerHousekeeping(app: FastifyInstance): void {
  // Fire and forget: nothing waits for a round, a failed one is logged and the next runs on time.
  const run = (): void => {
    const now = new Date();
    pruneExpiredCredentials(app.database.db, now)
      .then(() => pruneOldBetTombstones(app.database.db, now))
      .then(() => pruneImportUsage(app.database.db, now))
      .catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'));
  };
  // Invisible, but they hold disk: a process killed mid-import leaves its staged rows.
  const sweep = (): void => {
    sweepAbandonedStagings(app.database.db, new Date())
      .then((swept) => {
        if (swept > 0) app.log.info({ swept }, 'cleared abandoned import stagings');
      })
      .catch((err: unknown) => app.log.error({ err }, 'import staging sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  let stagingTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    sweep();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
    stagingTimer = setInterval(sweep, STAGINGS_EVERY_MS);
    stagingTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(stagingTimer);
  });
}
