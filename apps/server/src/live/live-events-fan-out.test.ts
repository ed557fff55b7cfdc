import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redisLiveBus } from '../cluster/live-bus.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { liveEvent, scriptedFeed } from '../test/live-events.ts';
import { describeWithRedis, freshRedisNamespace, testRedisClient } from '../test/redis.ts';
import { createLiveEventsHub } from './live-events-hub.ts';

const HOUR_MS = 3_600_000;

describeWithRedis('live updates fanned out through Redis', () => {
  let database: TestDatabase;
  let redis: Redis;
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = testRedisClient();
  });
  afterAll(async () => {
    await redis.quit();
    await database.drop();
  });

  it("reach a follower's clients as soon as the leader writes, not at the follower's next look at the table", async () => {
    const channel = `${freshRedisNamespace()}live-events`;
    const log = Fastify().log; // a silent logger
    const feed = scriptedFeed();
    feed.next = [liveEvent('a', 0, 0)];
    // Neither process looks at the table again within the test: only the bus can carry news.
    const hubOptions = { db: database.db, log, pollMs: HOUR_MS, watchMs: HOUR_MS };
    const leaderBus = redisLiveBus(redis, channel);
    const followerBus = redisLiveBus(redis, channel);
    const leader = createLiveEventsHub({ ...hubOptions, provider: feed, bus: leaderBus });
    const follower = createLiveEventsHub({ ...hubOptions, provider: null, bus: followerBus });
    try {
      await leader.start(); // ingests once at start
      await leader.ingest(); // in turn after the first round
      await follower.start();
      expect((await follower.current()).events.map((e) => e.LiveScoreHome)).toEqual([0]);

      const pushed = new Promise<string>((resolve) => {
        follower.subscribe((_version, message) => resolve(message.toString()));
      });
      feed.next = [liveEvent('a', 1, 0)];
      expect(await leader.ingest()).toBe(true);
      const message = await pushed;
      expect(message).toMatch(/^event: update\n/);
      expect(message).toContain('"LiveScoreHome":1');
      expect((await follower.current()).events.map((e) => e.LiveScoreHome)).toEqual([1]);
    } finally {
      await follower.stop();
      await leader.stop();
      await followerBus.close();
      await leaderBus.close();
    }
  });
});
