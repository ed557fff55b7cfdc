import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestServer {
  app: FastifyInstance;
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
  /** Runs after the app's own routes are registered and before it listens. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

/** The real app on a free loopback port with a fresh database and its own DATA_DIR. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
  });
  await options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
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
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
