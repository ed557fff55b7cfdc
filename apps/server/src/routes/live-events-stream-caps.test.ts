import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { scriptedFeed } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** GET /api/live-events/stream holds a socket each: a user and an address get a few. */
describeWithDatabase(`live stream caps on ${testDialect}`, () => {
  let server: TestServer;
  const open: Response[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      liveProvider: scriptedFeed(),
      env: { TRUST_PROXY: 'true' },
      rateLimits: { liveStreams: { perUser: 2, perIp: 3 } },
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((res) => res.body?.cancel() ?? Promise.resolve()));
    await server.close();
  });

  const stream = async (cookie: string, address: string) => {
    const res = await server.request('/api/live-events/stream', {
      headers: { cookie, 'x-forwarded-for': address },
    });
    if (res.status === 200) open.push(res);
    return res;
  };

  it('refuses a third stream per user and a fourth per address with 429, and frees a slot when a stream closes', async () => {
    const ana = await registerUser(server);
    const ben = await registerUser(server);
    const carla = await registerUser(server);
    const home = '198.51.100.1';

    expect((await stream(ana.cookie, home)).status).toBe(200);
    expect((await stream(ana.cookie, '198.51.100.2')).status).toBe(200);
    const perUser = await stream(ana.cookie, '198.51.100.3');
    expect(perUser.status).toBe(429);
    expect(await bodyOf(perUser)).toEqual({
      success: false,
      code: 'TOO_MANY_STREAMS',
      message: 'Too many live streams open for this account (at most 2).',
    });

    // home holds one of Ana's; Ben and Carla open one each there, and the address is full.
    expect((await stream(ben.cookie, home)).status).toBe(200);
    expect((await stream(carla.cookie, home)).status).toBe(200);
    const perIp = await stream(carla.cookie, home);
    expect(perIp.status).toBe(429);
    expect(await bodyOf(perIp)).toMatchObject({
      message: 'Too many live streams open from this address (at most 3).',
    });

    // Ana closes her first stream (the one at home): she may open another, from home too.
    await open.shift()?.body?.cancel();
    await vi.waitFor(
      async () => {
        const again = await stream(ana.cookie, home);
        expect(again.status).toBe(200);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
