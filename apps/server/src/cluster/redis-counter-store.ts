import type { Redis } from 'ioredis';
import type { Backoff, CounterStore, WindowCount } from './counter-store.ts';

// Each script runs atomically in Redis, so two processes never interleave inside one.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// ARGV: now, freeAttempts, firstDelayMs, maxDelayMs, forgetAfterMs. The same rule as
// delayAfter in counter-store.ts; the key expires forgetAfter after its last counted attempt.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local waitUntil = tonumber(redis.call('HGET', KEYS[1], 'wait_until') or '0')
if waitUntil > now then return waitUntil - now end
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0') + 1
local over = count - tonumber(ARGV[2])
local delay = 0
if over >= 0 then delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(over, 60), tonumber(ARGV[4])) end
-- No wait is stored as 0: another process's clock, a few ms behind, must not see one.
local waitFrom = 0
if delay > 0 then waitFrom = now + delay end
redis.call('HSET', KEYS[1], 'count', count, 'wait_until', string.format('%d', waitFrom))
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

type ScriptedRedis = Redis & {
  stakelabIncrement(key: string, windowMs: number): Promise<[number, number]>;
  stakelabAttempt(key: string, ...args: number[]): Promise<number>;
};

/** Counters in Redis (REDIS_URL), shared by every process; Redis expires the keys itself. */
export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis';
  private readonly redis: ScriptedRedis;

  /** `prefix` keeps these keys apart from anything else in the same Redis database. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    redis.defineCommand('stakelabIncrement', { numberOfKeys: 1, lua: INCREMENT });
    redis.defineCommand('stakelabAttempt', { numberOfKeys: 1, lua: ATTEMPT });
    this.redis = redis as ScriptedRedis;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttlMs] = await this.redis.stakelabIncrement(this.prefix + key, windowMs);
    return { count, ttlMs };
  }

  async attempt(key: string, backoff: Backoff): Promise<number> {
    return this.redis.stakelabAttempt(
      this.prefix + key,
      this.now(),
      backoff.freeAttempts,
      backoff.firstDelayMs,
      backoff.maxDelayMs,
      backoff.forgetAfterMs,
    );
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async prune(): Promise<void> {}

  /** The client belongs to the caller, who quits it. */
  async close(): Promise<void> {}
}
