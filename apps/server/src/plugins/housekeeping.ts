import type { FastifyInstance } from 'fastify';
import { pruneExpiredCredentials, pruneOldBetTombstones } from '../services/housekeeping.ts';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Prunes expired credentials and old deleted-bet tombstones at start and every 6 hours while
 * the server runs.
 */
export function registerHousekeeping(app: FastifyInstance): void {
  // Fire and forget: nothing waits for a round, a failed one is logged and the next runs on time.
  const run = (): void => {
    const now = new Date();
    pruneExpiredCredentials(app.database.db, now)
      .then(() => pruneOldBetTombstones(app.database.db, now))
      .catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
