import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { scriptedFeed } from '../test/live-events.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The long-lived streams hold a socket each: GET /api/live-events/stream (the live table) and
 * GET /api/notifications/stream (the bell, one per open tab). An account and an address get a
 * few of each.
 */
describeWithDatabase(`stream caps on ${testDialect}`, () => {
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

  describe.each([
    ['live', '/api/live-events/stream', '198.51.100'],
    ['notification', '/api/notifications/stream', '203.0.113'],
  ])('%s streams', (what, path, network) => {
    const stream = async (cookie: string, address: string) => {
      const res = await server.request(path, {
        headers: { cookie, 'x-forwarded-for': address },
      });
      if (res.status === 200) open.push(res);
      return res;
    };

    it('refuses a third stream per user and a fourth per address with 429, and frees a slot when a stream closes', async () => {
      const ana = await registerUser(server);
      const ben = await registerUser(server);
      const carla = await registerUser(server);
      const home = `${network}.1`;

      expect((await stream(ana.cookie, home)).status).toBe(200);
      const anaAway = await stream(ana.cookie, `${network}.2`);
      expect(anaAway.status).toBe(200);
      const perUser = await stream(ana.cookie, `${network}.3`);
      expect(perUser.status).toBe(429);
      expect(await bodyOf(perUser)).toEqual({
        success: false,
        code: 'TOO_MANY_STREAMS',
        message: `Too many ${what} streams open for this account (at most 2).`,
      });

      // home holds one of Ana's; Ben and Carla open one each there, and the address is full.
      expect((await stream(ben.cookie, home)).status).toBe(200);
      expect((await stream(carla.cookie, home)).status).toBe(200);
      const perIp = await stream(carla.cookie, home);
      expect(perIp.status).toBe(429);
      expect(await bodyOf(perIp)).toMatchObject({
        message: `Too many ${what} streams open from this address (at most 3).`,
      });

      // Ana closes her stream away from home: she may open another, from there too.
      await anaAway.body?.cancel();
      await vi.waitFor(
        async () => {
          const again = await stream(ana.cookie, `${network}.2`);
          expect(again.status).toBe(200);
        },
        { timeout: 10_000, interval: 100 },
      );
    });
  });
});
