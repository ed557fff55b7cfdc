import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const APP_ORIGIN = 'http://stakelab.test:8080';

describeWithDatabase(`cross-origin refusal on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { APP_URL: APP_ORIGIN, LOG_LEVEL: 'info' } });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  /** A state-changing API request (an empty contact message) with these browser headers. */
  const save = (headers: Record<string, string>) =>
    server.request('/api/contact', { headers: { cookie: user.cookie, ...headers }, json: {} });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://stakelab.test' }], // another port is another origin
    [{ origin: 'https://stakelab.test:8080' }], // so is another scheme
    [{ origin: 'null' }], // sandboxed frames and some redirects
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }], // a sibling subdomain is not this app
  ])('refuses %o', async (headers) => {
    const res = await save(headers);
    expect(res.status).toBe(403);
    expect(await bodyOf(res)).toMatchObject({
      success: false,
      message: 'Cross-origin requests are not allowed.',
      code: 'CROSS_ORIGIN',
    });
  });

  it('logs what it refused', async () => {
    await save({ origin: 'https://logged.example', 'sec-fetch-site': 'cross-site' });
    const line = server
      .logs()
      .split('\n')
      .find((l) => l.includes('logged.example'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 40, // warn
      msg: 'cross-origin request refused',
      origin: 'https://logged.example',
      fetchSite: 'cross-site',
    });
  });

  // Validation answers 400 to the empty message: the request got past the check.
  it.each([
    [{ origin: APP_ORIGIN }],
    // Origin decides when present; Sec-Fetch-Site only speaks when it is missing.
    [{ origin: APP_ORIGIN, 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }], // typed in the address bar or a bookmark
    [{}], // not a browser: carries no victim's cookies
  ])('lets %o through', async (headers) => {
    expect((await save(headers)).status).toBe(400);
  });

  it('leaves reads and other paths alone', async () => {
    const evil = { origin: 'https://evil.example', cookie: user.cookie };
    expect((await server.request('/api/auth/me', { headers: evil })).status).toBe(200);
    expect((await server.request('/api/health', { method: 'HEAD', headers: evil })).status).toBe(
      200,
    );
    // No CORS here: a preflight finds no route, and so no permission.
    expect(
      (await server.request('/api/auth/logout', { method: 'OPTIONS', headers: evil })).status,
    ).toBe(404);
    // Outside /api/ nothing changes state; the SPA answers unknown posts with 404.
    expect((await server.request('/stakes/x', { method: 'POST', headers: evil })).status).toBe(404);
  });
});
