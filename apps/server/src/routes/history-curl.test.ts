import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const sportsbook = JSON.parse(
  fs.readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../packages/core/test/fixtures/import/ok/betfair-sportsbook-settled.json',
    ),
    'utf8',
  ),
) as { bets: unknown[] };

/** A stand-in for myactivity.betfair.*: pages the fixture's bets by fromRecord. */
function fakeBetfair() {
  const seen: Array<{
    cookie: string | undefined;
    body: { fromRecord?: number; pageSize?: number };
  }> = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.url === '/moved') {
        res.writeHead(302, { location: 'https://evil.example/steal' }).end();
        return;
      }
      const body = JSON.parse(raw || '{}') as { fromRecord?: number; pageSize?: number };
      seen.push({ cookie: req.headers.cookie, body });
      const from = body.fromRecord ?? 0;
      const size = body.pageSize ?? 100;
      const bets = sportsbook.bets.slice(from, from + size);
      const more = from + size < sportsbook.bets.length;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          bets,
          moreAvailable: more,
          nextPageIndex: more ? from + size : undefined,
        }),
      );
    });
  });
  server.on('connection', () => (connections += 1));
  return {
    server,
    seen,
    connections: () => connections,
    reset: () => ((connections = 0), seen.splice(0)),
  };
}

describeWithDatabase(`curl replay on ${testDialect}`, () => {
  const fake = fakeBetfair();
  let origin: string;
  let server: TestServer;
  let user: RegisteredUser;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    server = await startTestServer({ env: { IMPORT_ALLOWED_ORIGINS: origin, LOG_LEVEL: 'debug' } });
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });
  beforeEach(() => fake.reset());

  const curl = (url: string, extra = '') =>
    [
      `curl '${url}' \\`,
      `  -H 'accept: application/json' \\`,
      `  -H 'content-type: application/json' \\`,
      `  -b 'ssoid=SECRET-SSOID-123; language=es' \\`,
      `  --data-raw '{"status":"SETTLED","dateFilter":90,"fromRecord":0,"pageSize":7}' \\`,
      `  --compressed ${extra}`,
    ].join('\n');
  const upload = (data: string) =>
    server.request('/api/history/upload-betfair-curl', {
      json: { data, userEmail: user.email },
      headers: { cookie: user.cookie },
    });

  it('replays a two-page history whole, with the cookie on every page, and keeps no secret', async () => {
    const res = await upload(curl(`${origin}/activity/sportsbook`));
    const answer = await bodyOf(res);
    expect(res.status, JSON.stringify(answer)).toBe(200);
    const count = sportsbook.bets.length;
    expect(answer).toMatchObject({ success: true, inserted: count, format: 'betfair-sportsbook' });
    // Pages of 7 (the pasted pageSize): 8 to 14 bets make two.
    expect(count).toBeGreaterThan(7);
    expect(count).toBeLessThanOrEqual(14);
    expect(fake.seen.map((s) => s.body.fromRecord)).toEqual([0, 7]);
    expect(fake.seen.every((s) => s.cookie === 'ssoid=SECRET-SSOID-123; language=es')).toBe(true);
    expect(server.logs()).not.toContain('SECRET-SSOID-123');
    const stored = JSON.stringify(
      await server.database.db.selectFrom('bets').selectAll().execute(),
    );
    expect(stored).not.toContain('SECRET-SSOID-123');

    expect(await bodyOf(await upload(curl(`${origin}/activity/sportsbook`)))).toMatchObject({
      inserted: 0,
      skipped: count,
    });
  });

  it('replays a cURL command pasted on the CSV or JSON tab as the cURL it is', async () => {
    for (const endpoint of ['upload-csv', 'upload-betfair-json']) {
      fake.reset();
      const res = await server.request(`/api/history/${endpoint}`, {
        json: { data: curl(`${origin}/activity/sportsbook`), userEmail: user.email, dryRun: true },
        headers: { cookie: user.cookie },
      });
      const answer = await bodyOf(res);
      expect(res.status, JSON.stringify(answer)).toBe(200);
      expect(answer).toMatchObject({ dryRun: true, format: 'betfair-sportsbook' });
      // The same two pages of 7 as the cURL tab's replay fetches.
      expect(fake.seen.map((s) => s.body.fromRecord)).toEqual([0, 7]);
    }
  });

  it.each([
    ['an origin off the list', 'http://127.0.0.1:9/activity/sportsbook'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data'],
    ['loopback by name', 'http://localhost:9/activity'],
  ])('refuses %s without a connection', async (_label, url) => {
    const res = await upload(curl(url));
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ success: false, code: 'REPLAY_FAILED' });
    expect(fake.connections()).toBe(0);
  });

  it('refuses a redirect to another host', async () => {
    const res = await upload(curl(`${origin}/moved`));
    expect(await bodyOf(res)).toMatchObject({
      code: 'REPLAY_FAILED',
      message: expect.stringContaining('redirects are not followed'),
    });
  });

  it('refuses a command that turns off certificate checks', async () => {
    const res = await upload(curl(`${origin}/activity/sportsbook`, '-k'));
    expect(await bodyOf(res)).toMatchObject({
      code: 'REPLAY_FAILED',
      message: expect.stringContaining('--insecure'),
    });
    expect(fake.connections()).toBe(0);
  });

  it('explains a command that is not a curl command', async () => {
    const res = await upload('wget https://myactivity.betfair.es');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'import.curlNotCurl' });
  });
});
