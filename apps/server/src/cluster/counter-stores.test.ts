import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/database.ts';
import { describeWithRedis, freshRedisNamespace, testRedisClient } from '../test/redis.ts';
import type { Backoff, CounterStore } from './counter-store.ts';
import { MAX_MEMORY_KEYS, MemoryCounterStore } from './memory-counter-store.ts';
import { PostgresCounterStore } from './postgres-counter-store.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

const SECOND = 1000;
const settings: Backoff = {
  freeAttempts: 3,
  firstDelayMs: SECOND,
  maxDelayMs: 10 * SECOND,
  forgetAfterMs: 60 * SECOND,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A store on a clock the test moves by hand (Redis still expires keys on its own clock). */
type StoreAt = (clock: { now: number }) => Promise<CounterStore>;

/**
 * What every store must do, whichever backend holds the counts. `clockExpires`: the store
 * forgets keys by the test's clock (memory, PostgreSQL), not by real time (Redis).
 */
function counterStoreContract(storeAt: StoreAt, clockExpires: boolean) {
  const fresh = async (start = 1_000_000) => {
    const clock = { now: start };
    return { store: await storeAt(clock), clock };
  };

  // A refused attempt is not counted, so trying again shows the wait without changing it.
  it('lets the free attempts pass, then doubles the wait after each attempt up to the cap', async () => {
    const { store, clock } = await fresh();
    for (let i = 0; i < 3; i += 1) expect(await store.attempt('k', settings)).toBe(0);
    // After the 3rd 1 s, then 2 s, 4 s, 8 s, and 16 s capped at 10 s.
    for (const wait of [1000, 2000, 4000, 8000, 10_000]) {
      expect(await store.attempt('k', settings)).toBe(wait);
      clock.now += wait;
      expect(await store.attempt('k', settings)).toBe(0);
    }
  });

  it('counts the wait down with the clock, lets the key try exactly when it ends, and does not count refusals', async () => {
    const { store, clock } = await fresh();
    for (let i = 0; i < 3; i += 1) expect(await store.attempt('k', settings)).toBe(0);
    clock.now += 1000;
    expect(await store.attempt('k', settings)).toBe(0); // attempt 4: wait 2 s
    expect(await store.attempt('k', settings)).toBe(2000);
    clock.now += 1500;
    expect(await store.attempt('k', settings)).toBe(500);
    clock.now += 499;
    expect(await store.attempt('k', settings)).toBe(1);
    clock.now += 1;
    // Attempt 5, not 8: the three refusals did not count.
    expect(await store.attempt('k', settings)).toBe(0);
    expect(await store.attempt('k', settings)).toBe(4000);
  });

  it('keeps keys apart, and forgetting clears only its own key', async () => {
    const { store } = await fresh();
    for (let i = 0; i < 3; i += 1) await store.attempt('attacker', settings);
    expect(await store.attempt('attacker', settings)).toBe(1000);
    expect(await store.attempt('owner', settings)).toBe(0);
    await store.forget('owner');
    expect(await store.attempt('attacker', settings)).toBe(1000);
    await store.forget('attacker');
    // After forgetting, the key has all its free attempts again.
    for (let i = 0; i < 3; i += 1) expect(await store.attempt('attacker', settings)).toBe(0);
    expect(await store.attempt('attacker', settings)).toBe(1000);
  });

  it('counts every one of many attempts made at once, and lets only the free ones through', async () => {
    const { store } = await fresh();
    const waits = await Promise.all(
      Array.from({ length: 20 }, () => store.attempt('parallel', settings)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w === 1000)).toHaveLength(17);
  });

  it('caps at maxDelay even after more attempts than a double can hold', async () => {
    const { store, clock } = await fresh(0);
    const patient = { ...settings, forgetAfterMs: 1e12 };
    for (let i = 0; i < 1100; i += 1) {
      expect(await store.attempt('k', patient)).toBe(0);
      clock.now += 10 * SECOND;
    }
    clock.now -= 10 * SECOND;
    expect(await store.attempt('k', patient)).toBe(10 * SECOND);
  }, 60_000);

  it('counts a fixed window from its first request', async () => {
    const { store, clock } = await fresh();
    const first = await store.increment('w', 60 * SECOND);
    expect(first.count).toBe(1);
    // Redis reads its own clock: a millisecond may pass between setting the window and reading it.
    if (clockExpires) expect(first.ttlMs).toBe(60 * SECOND);
    else expect(first.ttlMs).toBeGreaterThan(59 * SECOND);
    expect(first.ttlMs).toBeLessThanOrEqual(60 * SECOND);
    if (clockExpires) clock.now += 20 * SECOND;
    const second = await store.increment('w', 60 * SECOND);
    expect(second.count).toBe(2);
    // The window does not move with later requests (Redis counts real milliseconds).
    if (clockExpires) expect(second.ttlMs).toBe(40 * SECOND);
    else expect(second.ttlMs).toBeGreaterThan(50 * SECOND);
    expect(second.ttlMs).toBeLessThanOrEqual(60 * SECOND);
    expect((await store.increment('other', 60 * SECOND)).count).toBe(1);
  });

  if (clockExpires) {
    it('starts a window afresh once it has ended, not a moment before', async () => {
      const { store, clock } = await fresh();
      await store.increment('w', 60 * SECOND);
      clock.now += 60 * SECOND - 1;
      expect(await store.increment('w', 60 * SECOND)).toEqual({ count: 2, ttlMs: 1 });
      clock.now += 1;
      expect(await store.increment('w', 60 * SECOND)).toEqual({ count: 1, ttlMs: 60 * SECOND });
    });

    it('forgets an attempt key idle for forgetAfter, not a moment before', async () => {
      const { store, clock } = await fresh();
      for (let i = 0; i < 3; i += 1) await store.attempt('k', settings);
      clock.now += 1000;
      await store.attempt('k', settings);
      clock.now += 2000;
      expect(await store.attempt('k', settings)).toBe(0); // attempt 5: wait 4 s
      clock.now += 60 * SECOND - 1;
      expect(await store.attempt('k', settings)).toBe(0); // the 6th, still remembered: 8 s
      expect(await store.attempt('k', settings)).toBe(8000);
      clock.now += 60 * SECOND;
      for (let i = 0; i < 3; i += 1) expect(await store.attempt('k', settings)).toBe(0);
      expect(await store.attempt('k', settings)).toBe(1000);
    });
  } else {
    it('forgets keys by real time: a window and an idle attempt key both end', async () => {
      const { store } = await fresh();
      const quick = { ...settings, freeAttempts: 1, forgetAfterMs: 100 };
      await store.increment('w', 100);
      expect(await store.attempt('k', quick)).toBe(0);
      // The passing of real time is what is under test (Redis expires the keys): 3 windows.
      await sleep(300);
      expect((await store.increment('w', 100)).count).toBe(1);
      expect(await store.attempt('k', quick)).toBe(0);
    });
  }
}

/**
 * Two processes on one shared store, whose clocks differ by a few milliseconds: one's free
 * attempt must not look like a wait to the other.
 */
function twoClocksContract(
  storesOn: (ahead: () => number, behind: () => number) => Promise<[CounterStore, CounterStore]>,
) {
  it('a free attempt made by a process whose clock is ahead never makes another wait', async () => {
    const [ahead, behind] = await storesOn(
      () => 7_000_010,
      () => 7_000_000,
    );
    const key = `skew:${Math.random()}`;
    expect(await ahead.attempt(key, settings)).toBe(0);
    // Free: it used to be refused for 10 ms (the other clock's now stored as its wait).
    expect(await behind.attempt(key, settings)).toBe(0);
    // The 3rd and last free attempt sets a 1 s wait (firstDelay) from the clock that made it,
    // which the other process sees counted down from its own.
    expect(await ahead.attempt(key, settings)).toBe(0);
    expect(await behind.attempt(key, settings)).toBe(1010);
  });
}

describe('memory counter store', () => {
  counterStoreContract(async (clock) => new MemoryCounterStore(() => clock.now), true);

  it('drops idle keys as new ones arrive, and never holds more than its bound', async () => {
    const clock = { now: 0 };
    const store = new MemoryCounterStore(() => clock.now, 3);
    await store.attempt('a', settings);
    await store.attempt('b', settings);
    clock.now += 60 * SECOND; // a and b are now forgotten
    await store.attempt('c', settings);
    expect(store.size).toBe(1);
    await store.attempt('d', settings);
    await store.attempt('e', settings);
    await store.attempt('c', settings); // c becomes the most recent
    await store.attempt('f', settings); // over the bound of 3: the longest idle (d) goes
    expect(store.size).toBe(3);
    for (let i = 0; i < 2; i += 1) {
      await store.attempt('c', settings);
      await store.attempt('d', settings);
    }
    // c kept its count (1 + 1 + 1 = 3 attempts: now a 1 s wait, which refused its 4th);
    // d started again (2 attempts, then its 3rd is still free).
    expect(await store.attempt('c', settings)).toBe(1000);
    expect(await store.attempt('d', settings)).toBe(0);
    expect(MAX_MEMORY_KEYS).toBe(100_000);
  });
});

(testDialect === 'postgres' ? describe : describe.skip)('PostgreSQL counter store', () => {
  let database: TestDatabase;
  let keyspace = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  // Each test gets its own key names through a prefix, in the one database.
  const prefixed = (store: CounterStore, prefix: string): CounterStore => ({
    kind: store.kind,
    increment: (key, windowMs) => store.increment(prefix + key, windowMs),
    attempt: (key, backoff) => store.attempt(prefix + key, backoff),
    forget: (key) => store.forget(prefix + key),
    prune: () => store.prune(),
    close: () => store.close(),
  });
  counterStoreContract(async (clock) => {
    keyspace += 1;
    return prefixed(new PostgresCounterStore(database.db, () => clock.now), `t${keyspace}:`);
  }, true);

  twoClocksContract(async (ahead, behind) => [
    new PostgresCounterStore(database.db, ahead),
    new PostgresCounterStore(database.db, behind),
  ]);

  it('prunes expired rows and keeps live ones', async () => {
    const clock = { now: 5_000_000 };
    const store = new PostgresCounterStore(database.db, () => clock.now);
    await store.increment('prune:short', 1000);
    await store.increment('prune:long', 5000);
    clock.now += 1000;
    await store.prune();
    const keys = await database.db
      .selectFrom('shared_counters')
      .select('key')
      .where('key', 'like', 'prune:%')
      .execute();
    expect(keys.map((k) => k.key)).toEqual(['prune:long']);
  });
});

describeWithRedis('Redis counter store', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = testRedisClient();
  });
  afterAll(() => redis.quit());
  counterStoreContract(
    async (clock) => new RedisCounterStore(redis, freshRedisNamespace(), () => clock.now),
    false,
  );
  twoClocksContract(async (ahead, behind) => {
    const namespace = freshRedisNamespace();
    return [
      new RedisCounterStore(redis, namespace, ahead),
      new RedisCounterStore(redis, namespace, behind),
    ];
  });
});
