import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../plugins/rate-limits.ts';
import { login, registerUser, type RegisteredUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { liveEvent, readEvents, scriptedFeed } from '../test/live-events.ts';
import {
  describeWithRedis,
  freshRedisNamespace,
  testRedisClient,
  testRedisUrl,
} from '../test/redis.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Two app instances behind one address on one PostgreSQL database, as a deployment with two
 * processes runs them: one login limit, one live-feed ingester, the same data on both.
 * docs/decisions/012-shared-limits-and-live-fan-out.md.
 */
function twoProcesses(env: Record<string, string>, countsIn: 'postgres' | 'redis') {
  const feed = scriptedFeed();
  feed.next = [liveEvent('m', 0, 0)];
  const namespace = freshRedisNamespace();
  const servers: TestServer[] = [];
  const options = {
    env,
    redisNamespace: namespace,
    liveProvider: feed,
    rateLimits: {
      login: DEFAULT_RATE_LIMITS.login,
      register: { max: 3, timeWindow: '1 hour' },
    },
  };
  let owner: RegisteredUser;

  beforeAll(async () => {
    const a = await startTestServer(options);
    const b = await startTestServer({ ...options, sharedDatabase: a.database });
    servers.push(b, a);
    owner = await registerUser(a);
  });
  afterAll(async () => {
    // B first: A's close drops the database they share.
    for (const server of servers) await server.close();
  });
  const [b, a] = [() => servers[0]!, () => servers[1]!];

  it('counts login failures on either process against one limit', async () => {
    // Five failures spread over both (A three, B two); the sixth waits on either.
    for (const server of [a, b, a, b, a]) {
      expect((await login(server(), owner.email, 'wrong-password1')).status).toBe(401);
    }
    const refused = await login(b(), owner.email, 'wrong-password1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await login(a(), owner.email, owner.password)).status).toBe(429);
  });

  it(`keeps those counts in ${countsIn}`, async () => {
    const inTable = await a()
      .database.db.selectFrom('shared_counters')
      .select('key')
      .where('key', 'like', 'login:%')
      .execute();
    expect(inTable.length > 0).toBe(countsIn === 'postgres');
    if (countsIn !== 'redis') return;
    const redis = testRedisClient();
    try {
      expect(await redis.keys(`${namespace}counter:login:*`)).toHaveLength(1);
    } finally {
      await redis.quit();
    }
  });

  it('counts an address against one per-route limit on both', async () => {
    // The owner's registration on A was the first of 3 an hour from this address.
    await registerUser(b());
    await registerUser(a());
    const refused = await b().request('/api/auth/register', { json: {} });
    expect(refused.status).toBe(429);
    expect((await bodyOf(refused)).code).toBe('RATE_LIMITED');
    // The window opened with the owner's registration, a few seconds ago at most.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it('lets exactly one process hold the live-feed lease', async () => {
    const rounds = [await a().app.liveEvents.ingest(), await b().app.liveEvents.ingest()];
    expect(rounds.filter(Boolean)).toHaveLength(1);
    const leases = await a()
      .database.db.selectFrom('leases')
      .select('name')
      .where('name', '=', 'live-feed-ingestion')
      .execute();
    expect(leases).toHaveLength(1);
  });

  it("streams the leader's live update to a client of the other process", async () => {
    const leader = (await a().app.liveEvents.ingest()) ? a() : b();
    const other = leader === a() ? b() : a();
    // Caught up with that round (twice: a reload in flight may have read the table before it).
    await other.app.liveEvents.reload();
    await other.app.liveEvents.reload();
    const stream = await other.request('/api/live-events/stream', {
      headers: { cookie: owner.cookie },
    });
    // The stream is subscribed once its headers arrive (routes/live-events.ts).
    const reading = readEvents(stream, 2);
    feed.next = [liveEvent('m', 2, 1)];
    expect(await leader.app.liveEvents.ingest()).toBe(true);
    const { events, cancel } = await reading;
    await cancel();
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'update']);
    expect(JSON.stringify(events[1]?.data)).toContain('"LiveScoreHome":2');
  });

  it('reads through one process a bet written through the other', async () => {
    const written = await historyClient(a()).addBet(owner, {
      placedDate: '2026-05-04T10:00:00.000Z',
      sportName: 'Tennis',
      originalOdds_decimal: 1.35,
      status: 'PENDING',
      eventDescription: 'Alcaraz v Sinner',
      selections: [{ SelectionName: 'Alcaraz' }],
      stake: 10.05,
    });
    expect(written.status).toBe(200);
    const bets = await historyClient(b()).betsOf(owner);
    expect(bets.map((bet) => [bet.EventDescription, bet.Stake])).toEqual([
      ['Alcaraz v Sinner', 10.05],
    ]);
  });
}

const onPostgres = testDialect === 'postgres' ? describe : describe.skip;

onPostgres('two processes on one PostgreSQL, sharing through the database', () => {
  twoProcesses({}, 'postgres');
});

if (testDialect === 'postgres') {
  describeWithRedis('two processes on one PostgreSQL, sharing through Redis', () => {
    twoProcesses({ REDIS_URL: testRedisUrl }, 'redis');
  });
}
