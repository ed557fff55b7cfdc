import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetView } from '@stakelab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const PIKKIT_CSV = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../packages/core/test/fixtures/import/ok/pikkit-export.csv',
  ),
  'utf8',
);
const DAY_MS = 24 * 60 * 60 * 1000;

describeWithDatabase(`personal API tokens on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { APP_URL: 'http://stakelab.test:8080' } });
  });
  afterAll(() => server.close());

  const createToken = async (
    user: RegisteredUser,
    scope: 'bets:read' | 'bets:write',
    expiresInDays = 90,
  ) => {
    const res = await server.request('/api/auth/tokens', {
      headers: { cookie: user.cookie },
      json: { name: `script ${scope}`, scope, expires_in_days: expiresInDays },
    });
    expect(res.status).toBe(200);
    return (await bodyOf(res)) as {
      secret: string;
      token: { id: number; prefix: string; created_at: string; expires_at: string };
    };
  };
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  // The spec's client names its own e-mail; the tests' users are all registered so.
  let email = '';
  const readBets = (secret: string, as = email) =>
    server.request(`/api/history/user-bets?email=${encodeURIComponent(as)}`, {
      headers: bearer(secret),
    });
  const importCsv = (secret: string, headers: Record<string, string> = {}) =>
    server.request('/api/history/upload-csv', {
      headers: { ...bearer(secret), ...headers },
      json: { data: PIKKIT_CSV },
    });
  const totalNet = (bets: BetView[]) =>
    Math.round(bets.reduce((sum, b) => sum + b.NetReturn * 100, 0)) / 100;

  it('shows the secret once and keeps only its SHA-256', async () => {
    const user = await registerUser(server);
    email = user.email;
    const { secret, token } = await createToken(user, 'bets:read');
    expect(secret).toMatch(/^slk_[A-Za-z0-9_-]{43}$/);
    expect(token.prefix).toBe(secret.slice(0, 8));
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(90 * DAY_MS);

    const rows = await server.database.db.selectFrom('api_tokens').selectAll().execute();
    const row = rows.find((r) => r.id === token.id);
    expect(row?.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret);

    const list = await bodyOf(
      await server.request('/api/auth/tokens', { headers: { cookie: user.cookie } }),
    );
    expect(list.tokens).toEqual([
      expect.objectContaining({ id: token.id, scope: 'bets:read', last_used_at: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('imports a CSV and reads the bets with a bets:write token, and notes its use', async () => {
    const user = await registerUser(server);
    email = user.email;
    const { secret, token } = await createToken(user, 'bets:write');
    const imported = await importCsv(secret);
    expect(imported.status).toBe(200);
    // pikkit-export.csv: 5 bets, net 32.50 + (-10.00) + 10.00 + 0 + pending 0 = 32.50.
    expect(await bodyOf(imported)).toMatchObject({ success: true, inserted: 5 });
    const read = await readBets(secret);
    expect(read.status).toBe(200);
    const { bets } = (await bodyOf(read)) as { bets: BetView[] };
    expect(bets).toHaveLength(5);
    expect(totalNet(bets)).toBe(32.5);
    // The cookie sees the same history.
    const viaCookie = await server.request(`/api/history/user-bets?email=${user.email}`, {
      headers: { cookie: user.cookie },
    });
    expect((await bodyOf(viaCookie)).bets).toHaveLength(5);

    const [listed] = (
      await bodyOf(await server.request('/api/auth/tokens', { headers: { cookie: user.cookie } }))
    ).tokens;
    expect(listed.id).toBe(token.id);
    expect(listed.last_used_at).not.toBeNull();
  });

  it('lets a bets:read token read but not import nor delete', async () => {
    const user = await registerUser(server);
    email = user.email;
    const writer = await createToken(user, 'bets:write');
    await importCsv(writer.secret);
    const { secret } = await createToken(user, 'bets:read');

    const read = await readBets(secret);
    expect(read.status).toBe(200);
    const { bets } = (await bodyOf(read)) as { bets: BetView[] };
    expect(bets).toHaveLength(5);

    const refused = await importCsv(secret);
    expect(refused.status).toBe(403);
    expect((await bodyOf(refused)).code).toBe('INSUFFICIENT_SCOPE');
    const deleted = await server.request(`/api/history/bets/${bets[0]?.Id}`, {
      method: 'DELETE',
      headers: bearer(secret),
    });
    expect(deleted.status).toBe(403);
    expect((await bodyOf(await readBets(secret))).bets).toHaveLength(5);
  });

  it('refuses any token on the account, auth and admin routes, even with a session beside it', async () => {
    const user = await registerUser(server);
    email = user.email;
    const { secret, token } = await createToken(user, 'bets:write');
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/auth/user-profile'],
      ['GET', '/api/auth/tokens'],
      ['POST', '/api/auth/tokens', { name: 'more', scope: 'bets:write', expires_in_days: 365 }],
      ['DELETE', `/api/auth/tokens/${token.id}`],
      [
        'POST',
        '/api/auth/change-password',
        { current_password: user.password, new_password: 'brand-new-pass9' },
      ],
      ['GET', '/api/auth/sessions'],
      ['GET', '/api/auth/two-factor'],
      ['GET', '/api/admin/mail-outbox'],
      ['GET', '/api/notifications'],
    ];
    for (const [method, url, json] of attempts) {
      for (const headers of [bearer(secret), { ...bearer(secret), cookie: user.cookie }]) {
        const res = await server.request(url, {
          method,
          headers,
          ...(json === undefined ? {} : { json }),
        });
        expect([method, url, res.status]).toEqual([method, url, 401]);
        expect((await bodyOf(res)).code).toBe('API_TOKEN_NOT_ACCEPTED');
      }
    }
    // A path no route answers is the usual 404, token or not.
    const nowhere = await server.request('/api/history/nowhere', { headers: bearer(secret) });
    expect(nowhere.status).toBe(404);
    // Nothing happened: the token lives, the password is the old one.
    expect((await readBets(secret)).status).toBe(200);
    const login = await server.request('/api/auth/login', {
      json: { email: user.email, password_hash: user.password },
    });
    expect(login.status).toBe(200);
  });

  it('judges a request with a cookie by the same-origin rule, a token alone by its token', async () => {
    const user = await registerUser(server);
    email = user.email;
    const { secret } = await createToken(user, 'bets:write');
    const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
    const withCookie = await importCsv(secret, { ...crossSite, cookie: user.cookie });
    expect(withCookie.status).toBe(403);
    expect((await bodyOf(withCookie)).code).toBe('CROSS_ORIGIN');
    expect((await bodyOf(await readBets(secret))).bets).toEqual([]);
    // A Bearer token no forged request can carry: from any origin it is the token that counts.
    const tokenOnly = await importCsv(secret, crossSite);
    expect(tokenOnly.status).toBe(200);
  });

  it('refuses a token after revocation, after expiry, and one never issued', async () => {
    const user = await registerUser(server);
    email = user.email;
    const other = await registerUser(server);
    const revoked = await createToken(user, 'bets:read');
    const expired = await createToken(user, 'bets:read', 30);
    expect((await readBets(revoked.secret)).status).toBe(200);

    const notTheirs = await server.request(`/api/auth/tokens/${revoked.token.id}`, {
      method: 'DELETE',
      headers: { cookie: other.cookie },
    });
    expect(notTheirs.status).toBe(404);
    const revoke = await server.request(`/api/auth/tokens/${revoked.token.id}`, {
      method: 'DELETE',
      headers: { cookie: user.cookie },
    });
    expect(revoke.status).toBe(200);
    await server.database.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.token.id)
      .execute();

    const forged = `slk_${'A'.repeat(43)}`;
    for (const secret of [revoked.secret, expired.secret, forged, 'not-a-token', '']) {
      const res = await readBets(secret);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect((await bodyOf(res)).code).toBe('INVALID_API_TOKEN');
    }
  });

  it('checks the form and keeps at most 20 live tokens per account', async () => {
    const user = await registerUser(server);
    email = user.email;
    const create = (json: unknown) =>
      server.request('/api/auth/tokens', { headers: { cookie: user.cookie }, json });
    for (const bad of [
      { name: 'x', scope: 'bets:read', expires_in_days: 7 },
      { name: 'x', scope: 'admin', expires_in_days: 30 },
      { name: '   ', scope: 'bets:read', expires_in_days: 30 },
      { name: 'x'.repeat(61), scope: 'bets:read', expires_in_days: 30 },
    ]) {
      expect((await create(bad)).status).toBe(400);
    }
    const anonymous = await server.request('/api/auth/tokens', {
      json: { name: 'x', scope: 'bets:read', expires_in_days: 30 },
    });
    expect(anonymous.status).toBe(401);
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await create({ name: `t${i}`, scope: 'bets:read', expires_in_days: 365 })).status,
      ).toBe(200);
    }
    const tooMany = await create({ name: 't20', scope: 'bets:read', expires_in_days: 365 });
    expect(tooMany.status).toBe(409);
    expect((await bodyOf(tooMany)).code).toBe('TOO_MANY_API_TOKENS');
  });
});

describeWithDatabase(`the limit per API token on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { apiTokenPerToken: { max: 3, timeWindow: '1 minute' } },
    });
  });
  afterAll(() => server.close());

  describe('per token', () => {
    it('answers 429 after 3 requests, while another token of the same user still works', async () => {
      const user = await registerUser(server);
      const create = async () =>
        (
          await bodyOf(
            await server.request('/api/auth/tokens', {
              headers: { cookie: user.cookie },
              json: { name: 'loop', scope: 'bets:read', expires_in_days: 30 },
            }),
          )
        ).secret as string;
      const first = await create();
      const second = await create();
      const read = (secret: string) =>
        server.request('/api/history/sports', { headers: { authorization: `Bearer ${secret}` } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await read(first)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await read(second)).status).toBe(200);
      // The session is not limited by its tokens' use.
      const viaCookie = await server.request('/api/history/sports', {
        headers: { cookie: user.cookie },
      });
      expect(viaCookie.status).toBe(200);
    });
  });
});
