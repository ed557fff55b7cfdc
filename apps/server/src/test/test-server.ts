import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { appOptionsFor } from '../app-options.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { LiveFeedProvider } from '../live/live-feed.ts';
import type { RateLimitSettings } from '../plugins/rate-limits.ts';
import type { DataDirCheck } from '../services/data-dir-check.ts';
import type { ImportPool } from '../services/import-pool.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestServer {
  app: FastifyInstance;
  /** Every log line the server wrote (at LOG_LEVEL, 'silent' unless the test sets it). */
  logs: () => string;
  baseUrl: string;
  config: Config;
  database: TestDatabase;
  /** fetch against the server, with JSON helpers. */
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimitSettings>;
  /** The live feed (default: none). */
  liveProvider?: LiveFeedProvider | null;
  /** The import worker pool (default: the app's own). */
  importPool?: ImportPool;
  /** How health sees DATA_DIR (default: the app's own, probing its directory). */
  dataDirCheck?: DataDirCheck;
  /** How the app reaches its test database (default: directly), e.g. through a proxy. */
  connect?: (database: TestDatabase) => DatabaseHandle;
  /** Run the mail sender loop (default true); false to drive it with sendDueNow(fixed clock). */
  mailLoop?: boolean;
  /** Runs after the app's own routes are registered and before it listens. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Another test server's database, as a second process would share it; close() keeps it. */
  sharedDatabase?: TestDatabase;
  /** Prefix of the app's Redis keys (with REDIS_URL in env): two apps of one test share one. */
  redisNamespace?: string;
}

/** Tests create many users from one address; a test about a limit sets that limit low. */
const plenty = { max: 10_000, timeWindow: '1 minute' };
const noWait = { freeAttempts: 10_000, firstDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 60_000 };
const GENEROUS_LIMITS: RateLimitSettings = {
  contact: plenty,
  login: { perIp: plenty, perAccountAndClient: noWait },
  twoFactor: { perIp: plenty, perAccountAndClient: noWait, perAccount: noWait },
  passwordRecheck: noWait,
  register: plenty,
  forgotPassword: {
    perIp: plenty,
    perAccountAndClient: noWait,
    perAccount: plenty,
    newAddressesPerAccount: plenty,
  },
  resetPassword: plenty,
  verifyEmail: plenty,
  resendVerification: plenty,
  heavyPerUser: plenty,
  liveStreams: { perUser: 1000, perIp: 1000 },
  historyLookupsPerUser: plenty,
  apiTokenPerToken: plenty,
  taxReportPdfBuildsPerUser: plenty,
};

/** The real app on a free loopback port with a fresh database and its own DATA_DIR. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests that need a live feed ask for one.
    LIVE_FEED: 'none',
    // Every test client is 127.0.0.1: a test about the cap sets one.
    MAX_CONNECTIONS_PER_IP: '0',
    ...options.env,
  });
  const database = options.sharedDatabase ?? (await createTestDatabase());
  let logs = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  const appDatabase = options.connect?.(database);
  const app = await buildApp({
    // As the server's start builds it (main.ts): read threads, import threads.
    ...appOptionsFor(config),
    logStream,
    config,
    database: appDatabase ?? database,
    rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits },
    liveProvider: options.liveProvider ?? null,
    ...(options.redisNamespace ? { redisNamespace: options.redisNamespace } : {}),
    mailLoop: options.mailLoop ?? true,
    ...(options.importPool ? { importPool: options.importPool } : {}),
    ...(options.dataDirCheck ? { dataDirCheck: options.dataDirCheck } : {}),
  });
  await options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    logs: () => logs,
    baseUrl,
    config,
    database,
    request(pathname, { json, headers, ...init } = {}) {
      return fetch(baseUrl + pathname, {
        ...init,
        headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(json === undefined
          ? {}
          : { method: init.method ?? 'POST', body: JSON.stringify(json) }),
      });
    },
    async close() {
      await app.close();
      await appDatabase?.destroy();
      if (!options.sharedDatabase) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A response's JSON body, for assertions: its shape is exactly what the assertions check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API sent
export const bodyOf = (res: Response): Promise<any> => res.json();
