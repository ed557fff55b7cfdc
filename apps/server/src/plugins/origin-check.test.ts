import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { normalisedPath } from './origin-check.ts';

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

  it('answers in Spanish to a Spanish interface', async () => {
    const res = await save({ origin: 'https://evil.example', 'accept-language': 'es-ES,es;q=0.9' });
    expect(res.status).toBe(403);
    expect(await bodyOf(res)).toMatchObject({
      message: 'No se permiten solicitudes desde otro origen.',
      code: 'CROSS_ORIGIN',
    });
  });

  // The server was opened on the address it listens at (127.0.0.1:port), not APP_URL's.
  it('lets a page on the address the request was sent to through, whatever APP_URL says', async () => {
    expect((await save({ origin: server.baseUrl, 'sec-fetch-site': 'same-origin' })).status).toBe(
      400,
    );
    expect((await save({ origin: server.baseUrl })).status).toBe(400);
    // Same host, another port or scheme: another origin.
    const port = Number(new URL(server.baseUrl).port);
    for (const origin of [
      `http://127.0.0.1:${port + 1}`,
      `https://127.0.0.1:${port}`,
      `http://localhost:${port}`,
    ]) {
      expect((await save({ origin, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    }
  });

  /** A raw POST with its own Host header (fetch will not send one of our choosing). */
  const rawPost = (target: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { port } = new URL(server.baseUrl);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: target,
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie, ...headers },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });

  it('takes a LAN name the browser used as this origin (Host), never a page of another', async () => {
    const lan = { host: 'stakelab-box.lan:3000' };
    expect(
      (await rawPost('/api/contact', { ...lan, origin: 'http://stakelab-box.lan:3000' })).status,
    ).toBe(400);
    expect((await rawPost('/api/contact', { ...lan, origin: 'http://evil.lan:3000' })).status).toBe(
      403,
    );
    expect((await rawPost('/api/contact', { ...lan, origin: 'null' })).status).toBe(403);
    // Forwarded headers count only behind a trusted proxy (TRUST_PROXY is off here).
    expect(
      (
        await rawPost('/api/contact', {
          ...lan,
          'x-forwarded-host': 'evil.example',
          origin: 'http://evil.example',
        })
      ).status,
    ).toBe(403);
  });

  // Fastify routes every one of these to an API route (or would, but for case): all are checked.
  it.each([
    '/%61pi/contact',
    '/%2561pi/contact',
    '//api/contact',
    '/./api/contact',
    '/x/../api/contact',
    '/API/contact',
    '/Api/auth/login',
    '/%61pi/auth/login',
  ])('checks %s like the API path it names', async (target) => {
    const res = await rawPost(target, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'CROSS_ORIGIN' });
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

describe('normalisedPath', () => {
  it.each([
    ['/%61pi/auth/login', '/api/auth/login'],
    ['/%2561pi/x', '/api/x'],
    ['//api//x', '/api/x'],
    ['/./api/x', '/api/x'],
    ['/a/../api/x?y=1', '/api/x'],
    ['/API/X', '/api/x'],
    ['\\api\\x', '/api/x'],
    ['/%zz/api', '/%zz/api'],
    ['/stakes/x', '/stakes/x'],
  ])('%s reads as %s', (raw, expected) => {
    expect(normalisedPath(raw)).toBe(expected);
  });
});

describeWithDatabase(`the origin check behind a trusted proxy on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // No APP_URL: it is http://localhost:PORT, which the proxy's public name is not.
    server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>) =>
    server.request('/api/contact', { headers, json: {} });
  const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'stakelab.example' };

  it("takes the proxy's forwarded scheme and host as the address the browser used", async () => {
    expect((await post({ ...proxied, origin: 'https://stakelab.example' })).status).toBe(400);
    // The same name over plain http, or another name: other origins.
    expect((await post({ ...proxied, origin: 'http://stakelab.example' })).status).toBe(403);
    expect((await post({ ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ ...proxied, origin: 'null' })).status).toBe(403);
  });
});
