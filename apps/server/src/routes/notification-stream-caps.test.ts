import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** GET /api/notifications/stream holds a socket each (one per tab): an account gets a few. */
describeWithDatabase(`notification stream caps on ${testDialect}`, () => {
  let server: TestServer;
  const open: Response[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: 'true' },
      rateLimits: { liveStreams: { perUser: 2, perIp: 3 } },
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((res) => res.body?.cancel() ?? Promise.resolve()));
    await server.close();
  });

  const stream = async (cookie: string, address: string) => {
    const res = await server.request('/api/notifications/stream', {
      headers: { cookie, 'x-forwarded-for': address },
    });
    if (res.status === 200) open.push(res);
    return res;
  };

  it('refuses a third stream per account and a fourth per address with 429, and frees a slot when one closes', async () => {
    const ana = await registerUser(server);
    const ben = await registerUser(server);
    const home = '198.51.100.1';

    expect((await stream(ana.cookie, home)).status).toBe(200);
    expect((await stream(ana.cookie, '198.51.100.2')).status).toBe(200);
    const perUser = await stream(ana.cookie, '198.51.100.3');
    expect(perUser.status).toBe(429);
    expect(await bodyOf(perUser)).toEqual({
      success: false,
      code: 'TOO_MANY_STREAMS',
      message: 'Too many notification streams open for this account (at most 2).',
    });

    expect((await stream(ben.cookie, home)).status).toBe(200);
    expect((await stream(ben.cookie, home)).status).toBe(200);
    // home holds one of Ana's and two of Ben's: full.
    const perIp = await stream((await registerUser(server)).cookie, home);
    expect(perIp.status).toBe(429);
    expect(await bodyOf(perIp)).toMatchObject({
      message: 'Too many notification streams open from this address (at most 3).',
    });

    await open.shift()?.body?.cancel();
    await vi.waitFor(
      async () => expect((await stream(ana.cookie, '198.51.100.4')).status).toBe(200),
      { timeout: 10_000, interval: 100 },
    );
  });
});
