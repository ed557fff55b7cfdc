import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  login,
  registerUser,
  sessionCookieOf,
  signedInEmail,
  tokenFromMail,
} from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describeWithDatabase(`password, e-mail and sessions on ${testDialect}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    // No mail loop: the outbox keeps each mail's body for the test to read.
    server = await startTestServer({
      env: { APP_URL: 'http://stakelab.test:8080' },
      mailLoop: false,
    });
  });
  afterAll(() => server.close());

  const post = (path: string, cookie: string, json: unknown) =>
    server.request(path, { method: 'POST', headers: { cookie }, json });
  const loginCookie = async (email: string, password: string, userAgent?: string) => {
    const res = await server.request('/api/auth/login', {
      json: { email, password_hash: password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    expect(res.status).toBe(200);
    return sessionCookieOf(res);
  };
  const mailsTo = (address: string) =>
    server.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  it('changes the password only with the current one, and ends every other session', async () => {
    const user = await registerUser(server);
    const second = await loginCookie(user.email, user.password);
    const third = await loginCookie(user.email, user.password);

    const wrong = await post('/api/auth/change-password', user.cookie, {
      current_password: 'not-my-password1',
      new_password: 'brand-new-pass9',
    });
    expect(wrong.status).toBe(400);
    expect((await bodyOf(wrong)).code).toBe('WRONG_PASSWORD');
    expect(await signedInEmail(server, second)).toBe(user.email);

    const changed = await post('/api/auth/change-password', user.cookie, {
      current_password: user.password,
      new_password: 'brand-new-pass9',
    });
    expect(changed.status).toBe(200);
    expect(await signedInEmail(server, user.cookie)).toBe(user.email);
    expect(await signedInEmail(server, second)).toBeNull();
    expect(await signedInEmail(server, third)).toBeNull();
    expect((await login(server, user.email, user.password)).status).toBe(401);
    expect((await login(server, user.email, 'brand-new-pass9')).status).toBe(200);
  });

  it('refuses a password change without a session', async () => {
    const res = await server.request('/api/auth/change-password', {
      json: { current_password: 'whatever1', new_password: 'brand-new-pass9' },
    });
    expect(res.status).toBe(401);
  });

  it('changes the e-mail only when the link sent to the new address is followed', async () => {
    const user = await registerUser(server);
    const newEmail = `new-${user.email}`;

    const wrong = await post('/api/auth/change-email', user.cookie, {
      current_password: 'not-my-password1',
      new_email: newEmail,
    });
    expect(wrong.status).toBe(400);
    expect(await mailsTo(newEmail)).toEqual([]);

    const asked = await post('/api/auth/change-email', user.cookie, {
      current_password: user.password,
      new_email: newEmail.toUpperCase(),
    });
    expect(asked.status).toBe(200);
    // Nothing changed yet: the session and a login still use the old address.
    expect(await signedInEmail(server, user.cookie)).toBe(user.email);

    const [confirmation] = await mailsTo(newEmail);
    expect(confirmation?.subject).toBe('Confirm your new StakeLab e-mail');
    const notices = await mailsTo(user.email);
    const notice = notices.find((m) => m.subject === 'Your StakeLab e-mail is being changed');
    expect(JSON.parse(notice?.body ?? '{}').text).toContain(newEmail);

    const token = tokenFromMail(JSON.parse(confirmation?.body ?? '{}').text, '/confirm-email');
    const confirmed = await server.request('/api/auth/confirm-email-change', { json: { token } });
    expect(confirmed.status).toBe(200);
    expect(await bodyOf(confirmed)).toEqual({ success: true, email: newEmail });
    expect(await signedInEmail(server, user.cookie)).toBe(newEmail);
    expect((await login(server, newEmail, user.password)).status).toBe(200);
    expect((await login(server, user.email, user.password)).status).toBe(401);

    const again = await server.request('/api/auth/confirm-email-change', { json: { token } });
    expect(again.status).toBe(400);
    expect((await bodyOf(again)).code).toBe('INVALID_TOKEN');
  });

  it("refuses an e-mail another account has, and the account's own", async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    const taken = await post('/api/auth/change-email', user.cookie, {
      current_password: user.password,
      new_email: other.email,
    });
    expect(taken.status).toBe(409);
    const same = await post('/api/auth/change-email', user.cookie, {
      current_password: user.password,
      new_email: user.email,
    });
    expect(same.status).toBe(400);
    expect((await bodyOf(same)).code).toBe('SAME_EMAIL');
  });

  it("lists the account's sessions with device, dates and a coarse address, and ends them", async () => {
    const user = await registerUser(server);
    const chrome = await loginCookie(user.email, user.password, CHROME_WINDOWS);
    const firefox = await loginCookie(user.email, user.password, FIREFOX_LINUX);
    const stranger = await registerUser(server);

    const listed = await server.request('/api/auth/sessions', { headers: { cookie: chrome } });
    expect(listed.status).toBe(200);
    const { sessions } = (await bodyOf(listed)) as {
      sessions: {
        id: number;
        browser: string;
        os: string;
        current: boolean;
        address: string;
        first_seen: string;
        last_seen: string;
      }[];
    };
    expect(sessions).toHaveLength(3);
    const mine = sessions.find((s) => s.current);
    expect(mine).toMatchObject({ browser: 'Chrome', os: 'Windows' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const ff = sessions.find((s) => s.browser === 'Firefox');
    expect(ff).toMatchObject({ os: 'Linux', current: false });
    // The test client is on the loopback: 127.0.0.1 kept as its /24 (or ::1 as its /48).
    expect(['127.0.0.0/24', '::/48']).toContain(ff?.address);
    expect(Date.parse(ff?.first_seen ?? '')).toBeLessThanOrEqual(Date.parse(ff?.last_seen ?? ''));

    // Another account's session cannot be ended from here.
    const strangerSessions = await server.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', stranger.userId)
      .execute();
    const notMine = await server.request(`/api/auth/sessions/${strangerSessions[0]?.id}`, {
      method: 'DELETE',
      headers: { cookie: chrome },
    });
    expect(notMine.status).toBe(404);
    expect(await signedInEmail(server, stranger.cookie)).toBe(stranger.email);

    const ended = await server.request(`/api/auth/sessions/${ff?.id}`, {
      method: 'DELETE',
      headers: { cookie: chrome },
    });
    expect(ended.status).toBe(200);
    expect(await signedInEmail(server, firefox)).toBeNull();
    expect(await signedInEmail(server, user.cookie)).toBe(user.email);

    const others = await post('/api/auth/sessions/end-others', chrome, {});
    expect(others.status).toBe(200);
    expect(await signedInEmail(server, user.cookie)).toBeNull();
    expect(await signedInEmail(server, chrome)).toBe(user.email);
    const left = await bodyOf(
      await server.request('/api/auth/sessions', { headers: { cookie: chrome } }),
    );
    expect(left.sessions).toHaveLength(1);
  });
});
