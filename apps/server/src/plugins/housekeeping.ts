import type { FastifyInstance } from 'fastify';
import { pruneExpiredCredentials } from '../services/housekeeping.ts';

const EVERY_MS = 6 * 60 * 60 * 1000;

/** Prunes expired credentials at start and every 6 hours while the server runs. */
export function registerHousekeeping(app: FastifyInstance): void {
  // Fire and forget: nothing waits for a round, a failed one is logged and the next runs on time.
  const run = (): void => {
    pruneExpiredCredentials(app.database.db, new Date()).catch((err: unknown) =>
      app.log.error({ err }, 'housekeeping failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
