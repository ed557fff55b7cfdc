import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registrationPayload, signedInEmail } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { createUserRow } from '../test/factories.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { HttpError } from './error-handler.ts';
import { ensureOwnEmail, toAuthenticatedUser } from './session.ts';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60; // 2,592,000

/** The attributes of a Set-Cookie line, lower-cased names: { 'max-age': '2592000', secure: '' }. */
function cookieAttributes(setCookie: string): Record<string, string> {
  const [, ...attributes] = setCookie.split('; ');
  return Object.fromEntries(
    attributes.map((a) => {
      const [name = '', value = ''] = a.split('=');
      return [name.toLowerCase(), value];
    }),
  );
}

/** Registers through the API with these headers; returns the session cookie line and user id. */
async function register(server: TestServer, headers: Record<string, string> = {}) {
  const payload = registrationPayload();
  const res = await server.request('/api/auth/register', { json: payload, headers });
  expect(res.status).toBe(200);
  const { user_id: userId } = (await res.json()) as { user_id: number };
  const setCookie = res.headers.getSetCookie()[0] ?? '';
  return { userId, email: payload.email.toLowerCase(), setCookie, cookie: setCookie.split(';')[0] };
}

describeWithDatabase(`sessions on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { APP_URL: 'http://stakelab.test:8080' } });
  });
  afterAll(() => server.close());

  const sessionsOf = (userId: number) =>
    server.database.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_used_at', 'expires_at', 'user_agent'])
      .where('user_id', '=', userId)
      .execute();
  const me = (cookie: string | undefined) =>
    server.request('/api/auth/me', { headers: { cookie: cookie ?? '' } });

  it('keeps a session 30 days in an httpOnly, SameSite=Lax cookie, with 300 characters of user agent', async () => {
    const userAgent = `Mozilla/5.0 ${'x'.repeat(400)}`;
    const { userId, setCookie } = await register(server, { 'user-agent': userAgent });
    expect(setCookie).toMatch(/^stakelab_session=[A-Za-z0-9_-]{43};/);
    const attributes = cookieAttributes(setCookie);
    expect(attributes).toMatchObject({
      'max-age': String(THIRTY_DAYS_S),
      path: '/',
      httponly: '',
      samesite: 'Lax',
    });
    // Plain http: a Secure cookie would never come back.
    expect(attributes).not.toHaveProperty('secure');

    const [session] = await sessionsOf(userId);
    expect(Date.parse(session?.expires_at ?? '') - Date.parse(session?.created_at ?? '')).toBe(
      THIRTY_DAYS_S * 1000,
    );
    expect(session?.user_agent).toBe(userAgent.slice(0, 300));
    expect(session?.user_agent).toHaveLength(300);
  });

  it('opens a session for a client that sends no user agent', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'user-agent': undefined },
      payload: registrationPayload(),
    });
    expect(res.statusCode).toBe(200);
    const [session] = await sessionsOf(res.json<{ user_id: number }>().user_id);
    expect(session?.user_agent).toBeNull();
  });

  it('writes when a session was last used at most once a minute', async () => {
    const { userId, email, cookie } = await register(server);
    const [session] = await sessionsOf(userId);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const setLastUsed = (at: string) =>
      server.database.db
        .updateTable('sessions')
        .set({ last_used_at: at })
        .where('id', '=', session?.id ?? -1)
        .execute();

    const fiftySecondsAgo = minutesAgo(50 / 60);
    await setLastUsed(fiftySecondsAgo);
    expect(await signedInEmail(server, cookie ?? '')).toBe(email);
    expect((await sessionsOf(userId))[0]?.last_used_at).toBe(fiftySecondsAgo);

    await setLastUsed(minutesAgo(70 / 60));
    const before = Date.now();
    expect(await signedInEmail(server, cookie ?? '')).toBe(email);
    const touched = Date.parse((await sessionsOf(userId))[0]?.last_used_at ?? '');
    expect(touched).toBeGreaterThanOrEqual(before);
  });

  it('tells an administrator from a user by the stored flag', async () => {
    const row = await createUserRow(server.database.db);
    expect(toAuthenticatedUser(row)).toMatchObject({
      id: row.id,
      email: row.email,
      isAdmin: false,
    });
    await setAdmin(server.database.db, row.email, true, new Date());
    const admin = await server.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(toAuthenticatedUser(admin).isAdmin).toBe(true);
  });

  it('lets a user name their own e-mail in any case and spacing, and no other', async () => {
    const user = toAuthenticatedUser(
      await createUserRow(server.database.db, { email: 'lucia@example.com' }),
    );
    const refusal = (email: string | undefined) => {
      try {
        ensureOwnEmail(user, email);
        return null;
      } catch (err) {
        return err;
      }
    };
    expect(refusal(undefined)).toBeNull();
    expect(refusal(' Lucia@Example.COM ')).toBeNull();
    const refused = refusal('other@example.com');
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 403,
      message: 'You can only see and change your own data.',
      code: 'FORBIDDEN',
    });
    expect(refusal('')).toBeInstanceOf(HttpError);
  });

  it('reads the session for the API and the stake images only', async () => {
    const { userId, cookie } = await register(server);
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    const lastUsedAfter = async (path: string) => {
      await server.database.db
        .updateTable('sessions')
        .set({ last_used_at: elevenMinutesAgo })
        .where('user_id', '=', userId)
        .execute();
      await server.request(path, { headers: { cookie: cookie ?? '' } });
      return (await sessionsOf(userId))[0]?.last_used_at;
    };
    // The SPA's pages and files need no session, so they neither look it up nor touch it.
    expect(await lastUsedAfter('/')).toBe(elevenMinutesAgo);
    expect(await lastUsedAfter('/history')).toBe(elevenMinutesAgo);
    for (const path of ['/api/auth/me', '/stakes/missing.png', '/public/stakes/missing.png']) {
      expect(await lastUsedAfter(path)).not.toBe(elevenMinutesAgo);
    }
  });

  it('keeps administration to administrators', async () => {
    const { cookie, email } = await register(server);
    const adminStakes = () =>
      server.request('/api/admin/stakes', { headers: { cookie: cookie ?? '' } });
    const refused = await adminStakes();
    expect(refused.status).toBe(403);
    expect(await bodyOf(refused)).toEqual({
      success: false,
      message: 'Only administrators can do this.',
      code: 'FORBIDDEN',
    });
    await setAdmin(server.database.db, email, true, new Date());
    expect((await adminStakes()).status).toBe(200);
  });

  it('stops a visitor before a handler that does not ask who is there', async () => {
    // The settled stakes are the same for every user: only requireUser guards them.
    const res = await server.request('/api/history/stakes/history');
    expect(res.status).toBe(401);
    expect(await bodyOf(res)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('tells a visitor with no live session that nobody is signed in, without an error status', async () => {
    // 200, not 401: browsers log every 4xx as a console error, on every public page.
    for (const cookie of ['', 'stakelab_session=not-a-session']) {
      const res = await me(cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await bodyOf(res)).toEqual({ success: true, user: null });
    }
  });
});

describeWithDatabase(`sessions behind https on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { APP_URL: 'https://stakelab.test' } });
  });
  afterAll(() => server.close());

  it('uses a Secure __Host- cookie, and clears it with the attributes a browser requires', async () => {
    const { setCookie, cookie, email } = await register(server);
    expect(setCookie).toMatch(/^__Host-stakelab_session=[A-Za-z0-9_-]{43};/);
    expect(cookieAttributes(setCookie)).toMatchObject({
      'max-age': String(THIRTY_DAYS_S),
      path: '/',
      httponly: '',
      secure: '',
      samesite: 'Lax',
    });
    expect(await signedInEmail(server, cookie ?? '')).toBe(email);
    // The same token under the plain name is not this deployment's cookie.
    expect(await signedInEmail(server, cookie?.replace('__Host-', '') ?? '')).toBeNull();

    const out = await server.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: cookie ?? '' },
    });
    const cleared = out.headers.getSetCookie()[0] ?? '';
    // A browser ignores a __Host- cookie without Secure and Path=/: the old one would stay.
    expect(cleared).toMatch(/^__Host-stakelab_session=;/);
    expect(cookieAttributes(cleared)).toMatchObject({ path: '/', secure: '', httponly: '' });
    expect(await signedInEmail(server, cookie ?? '')).toBeNull();
  });
});
