import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, it } from 'vitest';

/** The Redis the suites use: TEST_REDIS_URL, or the local default. */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test, so runs and projects sharing one Redis never collide. */
export const freshRedisNamespace = () => `stakelab-test:${randomBytes(6).toString('hex')}:`;

/** Why Redis cannot be used, or null when it answers PING. */
async function redisProblem(): Promise<string | null> {
  const client = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    client.disconnect();
  }
}

const problem = await redisProblem();

/**
 * `describe` for suites that need Redis. Absent, the suite prints one SKIPPED line and is
 * skipped; with REQUIRE_REDIS=1 (CI, where Redis runs) it fails instead.
 */
export function describeWithRedis(suite: string, body: () => void): void {
  if (!problem) {
    describe(suite, body);
    return;
  }
  const line = `Redis not reachable at ${new URL(testRedisUrl).host} (${problem})`;
  if (process.env.REQUIRE_REDIS === '1') {
    describe(suite, () => {
      it('needs Redis', () => {
        throw new Error(`${line} and REQUIRE_REDIS=1`);
      });
    });
    return;
  }
  console.warn(
    `\n!!! SKIPPED suite "${suite}": ${line}. Set REQUIRE_REDIS=1 to make this a failure.\n`,
  );
  describe.skip(suite, () => {
    it('needs Redis', () => undefined);
  });
}

/** A client for one test file; quit it in afterAll. */
export const testRedisClient = () => new Redis(testRedisUrl, { maxRetriesPerRequest: 2 });
