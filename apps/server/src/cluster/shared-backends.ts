import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/connection.ts';
import type { RateLimitBackend } from '../plugins/rate-limits.ts';
import type { CounterStore } from './counter-store.ts';
import { redisLiveBus, type LiveBus } from './live-bus.ts';
import { MemoryCounterStore } from './memory-counter-store.ts';
import { PostgresCounterStore } from './postgres-counter-store.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

/** What several server processes must share, and where it lives for this one. */
export interface SharedBackends {
  counters: CounterStore;
  rateLimits: RateLimitBackend;
  /** null: followers see new live versions by watching the table. */
  liveBus: LiveBus | null;
  /** Rejects when a backend outside the database (Redis) does not answer in time; health uses it. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis away: a command fails within about a second (the request answers 503, db/errors.ts)
 * rather than waiting in ioredis' queue for a reconnection (up to 15 s, then a 500). The TCP
 * connect, the first answer and every command are bounded; a command sent while disconnected
 * waits for one reconnection attempt at most.
 */
export const REDIS_FAIL_FAST = {
  connectTimeout: 1_000,
  commandTimeout: 1_000,
  maxRetriesPerRequest: 1,
} as const;

export interface SharedBackendsOptions {
  redisUrl: string | undefined;
  database: DatabaseHandle;
  /** Prefix of every Redis key and channel, so one Redis can serve other things too. */
  namespace: string;
  log: FastifyBaseLogger;
}

/**
 * With REDIS_URL: counters, route limits and live fan-out in Redis. Without it on PostgreSQL:
 * counters and route limits in the shared_counters table, and live updates through the live
 * table, which every process already watches (a second of delay at most, enough for scores).
 * On SQLite there is one process: process memory. docs/decisions/012-*.
 */
export function sharedBackendsFor(options: SharedBackendsOptions): SharedBackends {
  const { redisUrl, database, namespace, log } = options;
  if (redisUrl) {
    const redis = new Redis(redisUrl, REDIS_FAIL_FAST);
    redis.on('error', (err: Error) => log.warn({ err }, 'redis: connection problem'));
    const liveBus = redisLiveBus(redis, `${namespace}live-events`);
    return {
      counters: new RedisCounterStore(redis, `${namespace}counter:`),
      rateLimits: { kind: 'redis', redis, nameSpace: `${namespace}rate:` },
      liveBus,
      async check() {
        await redis.ping();
      },
      async close() {
        await liveBus.close();
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const counters =
    database.dialect === 'postgres'
      ? new PostgresCounterStore(database.db)
      : new MemoryCounterStore();
  return {
    counters,
    rateLimits: counters.kind === 'postgres' ? { kind: 'counters', counters } : { kind: 'memory' },
    liveBus: null,
    // The counters live in the database or in memory: health checks the database already.
    check: async () => undefined,
    close: () => counters.close(),
  };
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Prunes expired counters every 10 minutes while the app runs, and closes the backends after. */
export function registerSharedBackends(app: FastifyInstance, shared: SharedBackends): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      shared.counters
        .prune()
        .catch((err: unknown) => app.log.warn({ err }, 'pruning shared counters failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await shared.close();
  });
}
