import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  login,
  registerUser,
  registrationPayload,
  sessionCookieOf,
  signedInEmail,
  tokenFromMail,
} from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { sentTo, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`accounts API on ${testDialect}`, () => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, APP_URL: 'http://stakelab.test:8080', LOG_LEVEL: 'info' },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const me = (cookie: string) => server.request('/api/auth/me', { headers: { cookie } });

  it('registers, logs the user in with a secure cookie, and mails a verification link that works once', async () => {
    const payload = registrationPayload({ username: 'MarcosRuiz7', email: 'Marcos@Example.com' });
    const res = await server.request('/api/auth/register', { json: payload });
    expect(res.status).toBe(200);
    const body = await bodyOf(res);
    expect(body).toEqual({
      success: true,
      message:
        'Registration successful! Check your e-mail (and your SPAM folder) to verify your account.',
      username: 'MarcosRuiz7',
      email: 'marcos@example.com',
      is_admin: false,
      user_id: expect.any(Number),
    });
    const setCookie = res.headers.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(/^stakelab_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');

    const session = await me(sessionCookieOf(res));
    expect(await bodyOf(session)).toEqual({
      success: true,
      user: {
        username: 'MarcosRuiz7',
        email: 'marcos@example.com',
        is_admin: false,
        user_id: body.user_id,
      },
    });

    const mail = await smtp.waitFor(sentTo('marcos@example.com'));
    expect(mail.subject).toBe('Verify your StakeLab e-mail');
    expect(mail.html).toContain('http://stakelab.test:8080/verify?token=');
    const token = tokenFromMail(mail.text, 'http://stakelab.test:8080/verify');

    const first = await server.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(await bodyOf(first)).toEqual({ success: true });
    const second = await server.request(
      `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    );
    expect(second.status).toBe(400);
    expect(await bodyOf(second)).toEqual({
      success: false,
      message: 'Invalid or expired verification link.',
      code: 'INVALID_TOKEN',
    });

    const row = await server.database.db
      .selectFrom('users')
      .select(['email_verified_at', 'terms_accepted_at'])
      .where('id', '=', body.user_id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.terms_accepted_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('writes the verification mail in the language the browser asked for', async () => {
    const payload = registrationPayload();
    await server.request('/api/auth/register', {
      json: payload,
      headers: { 'accept-language': 'es' },
    });
    const mail = await smtp.waitFor(sentTo(payload.email));
    expect(mail.subject).toBe('Verifica tu correo de StakeLab');
    expect(mail.text).toContain('Hola, Lucia:');
  });

  it.each([
    [{ username: 'abc' }, 'username', 'usernameRequirements'],
    [{ username: '12345' }, 'username', 'usernameRequirements'],
    [{ username: 'bad name' }, 'username', 'usernameRequirements'],
    [{ first_name: 'Al' }, 'first_name', 'firstNameLetters'],
    [{ first_name: 'J0hnny' }, 'first_name', 'firstNameLetters'],
    [{ last_name: 'x'.repeat(21) }, 'last_name', 'lastNameLetters'],
    [{ email: 'nobody.example.com' }, 'email', 'emailMustContainAt'],
    [{ email: 'nobody@' }, 'email', 'invalidEmail'],
    [{ password_hash: 'abcdefgh' }, 'password_hash', 'passwordMinChars'],
    [{ password_hash: 'ab1' }, 'password_hash', 'passwordMinChars'],
    [{ terms_accepted: false }, 'terms_accepted', 'mustAcceptTerms'],
    [{ gender: 'X' }, 'gender', 'required'],
  ])(
    'refuses %o with the rule of docs/product.md §5 (%s: %s)',
    async (overrides, field, reason) => {
      const res = await server.request('/api/auth/register', {
        json: { ...registrationPayload(), ...overrides },
      });
      expect(res.status).toBe(400);
      const body = await bodyOf(res);
      expect(body.errors).toContainEqual({ field, message: reason });
    },
  );

  it('accepts accented names, and refuses a taken username or e-mail whatever their case', async () => {
    const taken = await registerUser(server, { first_name: 'José', last_name: 'Núñez' });
    const sameName = await server.request('/api/auth/register', {
      json: registrationPayload({ username: taken.username.toUpperCase() }),
    });
    expect(sameName.status).toBe(409);
    expect(await bodyOf(sameName)).toEqual({
      success: false,
      message: 'That username is already taken.',
      code: 'ACCOUNT_EXISTS',
      // The field to change, so the form says it under the field and not only in a toast.
      errors: [{ field: 'username', message: 'usernameTaken' }],
    });
    const sameEmail = await server.request('/api/auth/register', {
      json: registrationPayload({ email: taken.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(await bodyOf(sameEmail)).toEqual({
      success: false,
      message: 'An account with this e-mail already exists. Log in or reset your password.',
      code: 'ACCOUNT_EXISTS',
      errors: [{ field: 'email', message: 'emailTaken' }],
    });
    expect(sameEmail.headers.getSetCookie()).toEqual([]);
  });

  it('logs in with the right password and answers a wrong password and an unknown e-mail alike', async () => {
    const user = await registerUser(server);
    const ok = await login(server, user.email.toUpperCase(), user.password);
    expect(ok.status).toBe(200);
    expect(await bodyOf(ok)).toMatchObject({
      success: true,
      message: 'Login successful!',
      user_id: user.userId,
    });
    expect(await signedInEmail(server, sessionCookieOf(ok))).toBe(user.email);

    const wrong = await login(server, user.email, 'wrong123');
    const unknown = await login(server, 'nobody-here@example.com', 'wrong123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.text();
    expect(wrongBody).toBe(await unknown.text());
    expect(JSON.parse(wrongBody)).toEqual({
      success: false,
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('logs out by revoking the session, not only the cookie', async () => {
    const user = await registerUser(server);
    const out = await server.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^stakelab_session=;/);
    // A visitor again: 200 with no user (a 4xx would be logged by the browser as an error).
    const after = await me(user.cookie);
    expect(after.status).toBe(200);
    expect(await bodyOf(after)).toEqual({ success: true, user: null });
  });

  it('resets a forgotten password through the mailed link, once, and signs out every session', async () => {
    const user = await registerUser(server);
    const other = await login(server, user.email, user.password);
    const otherCookie = sessionCookieOf(other);

    const asked = await server.request('/api/auth/forgot-password', {
      json: { email: user.email },
    });
    const unknown = await server.request('/api/auth/forgot-password', {
      json: { email: 'ghost@example.com' },
    });
    const expected = { success: true, message: 'If the email exists, a reset link has been sent.' };
    expect(await bodyOf(asked)).toEqual(expected);
    expect(await bodyOf(unknown)).toEqual(expected);

    const mail = await smtp.waitFor(
      (m) => sentTo(user.email)(m) && m.subject === 'Reset your StakeLab password',
    );
    const token = tokenFromMail(mail.text, 'http://stakelab.test:8080/reset-password');

    const weak = await server.request('/api/reset-password/reset-password', {
      json: { token, password: 'nodigits' },
    });
    expect(weak.status).toBe(400);
    expect((await bodyOf(weak)).errors).toContainEqual({
      field: 'password',
      message: 'passwordMinChars',
    });

    const reset = await server.request('/api/reset-password/reset-password', {
      json: { token, password: 'brandnew42' },
    });
    expect(await bodyOf(reset)).toEqual({
      success: true,
      message: 'Your password has been reset. You can log in now.',
    });

    expect(await signedInEmail(server, user.cookie)).toBeNull();
    expect(await signedInEmail(server, otherCookie)).toBeNull();
    expect((await login(server, user.email, user.password)).status).toBe(401);
    expect((await login(server, user.email, 'brandnew42')).status).toBe(200);

    const again = await server.request('/api/reset-password/reset-password', {
      json: { token, password: 'another42' },
    });
    expect(again.status).toBe(400);
    expect(await bodyOf(again)).toEqual({
      success: false,
      message: 'This reset link is invalid or has expired.',
      code: 'INVALID_TOKEN',
    });
    expect(smtp.messages.filter(sentTo('ghost@example.com'))).toEqual([]);
  });

  it('refuses expired tokens', async () => {
    const user = await registerUser(server);
    await server.request('/api/auth/forgot-password', { json: { email: user.email } });
    const resetMail = await smtp.waitFor(
      (m) => sentTo(user.email)(m) && (m.subject ?? '').startsWith('Reset'),
    );
    const verifyMail = await smtp.waitFor(
      (m) => sentTo(user.email)(m) && (m.subject ?? '').startsWith('Verify'),
    );
    await server.database.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.userId)
      .execute();
    const reset = await server.request('/api/reset-password/reset-password', {
      json: { token: tokenFromMail(resetMail.text, '/reset-password'), password: 'brandnew42' },
    });
    expect(reset.status).toBe(400);
    const verify = await server.request(
      `/api/auth/verify-email?token=${encodeURIComponent(tokenFromMail(verifyMail.text, '/verify'))}`,
    );
    expect(await bodyOf(verify)).toMatchObject({ success: false });
  });

  it('a newer reset link makes the older one useless', async () => {
    const user = await registerUser(server);
    const isReset = (m: Parameters<ReturnType<typeof sentTo>>[0]) =>
      sentTo(user.email)(m) && (m.subject ?? '').startsWith('Reset');
    await server.request('/api/auth/forgot-password', { json: { email: user.email } });
    const firstMail = await smtp.waitFor(isReset);
    await server.request('/api/auth/forgot-password', { json: { email: user.email } });
    await expect.poll(() => smtp.messages.filter(isReset).length).toBe(2);
    const old = await server.request('/api/reset-password/reset-password', {
      json: { token: tokenFromMail(firstMail.text, '/reset-password'), password: 'brandnew42' },
    });
    expect(old.status).toBe(400);
  });

  it('keeps no password or token in plain text in the database or the logs', async () => {
    const user = await registerUser(server, { password_hash: 'Plaintext987' });
    const mail = await smtp.waitFor(
      (m) => sentTo(user.email)(m) && (m.subject ?? '').startsWith('Verify'),
    );
    const mailedToken = tokenFromMail(mail.text, '/verify');
    const cookieToken = user.cookie.split('=')[1] ?? '';

    const dump = JSON.stringify([
      await server.database.db.selectFrom('users').selectAll().execute(),
      await server.database.db.selectFrom('sessions').selectAll().execute(),
      await server.database.db.selectFrom('user_tokens').selectAll().execute(),
    ]);
    const stored = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const secret of ['Plaintext987', mailedToken, cookieToken]) {
      expect(dump).not.toContain(secret);
      expect(server.logs()).not.toContain(secret);
    }
    expect(server.logs()).toContain('user registered');
  });

  it('refuses state-changing requests from another origin', async () => {
    const user = await registerUser(server);
    const evil = await server.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(await bodyOf(evil)).toMatchObject({ success: false, code: 'CROSS_ORIGIN' });
    const crossSite = await server.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await signedInEmail(server, user.cookie)).toBe(user.email);

    const sameOrigin = await server.request('/api/auth/logout', {
      method: 'POST',
      headers: {
        cookie: user.cookie,
        origin: 'http://stakelab.test:8080',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameOrigin.status).toBe(200);
  });
});

describeWithDatabase(`accounts rate limits on ${testDialect}`, () => {
  let server: TestServer;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      // Client addresses come from X-Forwarded-For, so one test can play several networks.
      env: { TRUST_PROXY: 'true', SMTP_URL: smtp.url },
      rateLimits: {
        login: {
          perIp: { max: 50, timeWindow: '1 minute' },
          perAccountAndClient: {
            freeAttempts: 2,
            firstDelayMs: 60_000,
            maxDelayMs: 600_000,
            forgetAfterMs: 3_600_000,
          },
        },
        forgotPassword: {
          perIp: { max: 50, timeWindow: '1 minute' },
          perAccountAndClient: {
            freeAttempts: 1,
            firstDelayMs: 60_000,
            maxDelayMs: 600_000,
            forgetAfterMs: 3_600_000,
          },
          perAccount: { max: 3, timeWindow: '1 hour' },
          newAddressesPerAccount: { max: 3, timeWindow: '1 hour' },
        },
        register: { max: 2, timeWindow: '1 minute' },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const loginFrom = (address: string, email: string, password: string) =>
    server.request('/api/auth/login', {
      headers: from(address),
      json: { email, password_hash: password },
    });

  it("an attacker's failures make the attacker wait, not the owner on their own network", async () => {
    const owner = await registerUser(server, { password_hash: 'owner12345' });
    const attacker = '203.0.113.66';
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await loginFrom(attacker, owner.email, `guess${i}1`)).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
    // The attacker's right guess now would wait too.
    const blocked = await loginFrom(attacker, owner.email, 'owner12345');
    expect(blocked.status).toBe(429);
    expect(await bodyOf(blocked)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 1 minute.',
    });
    expect(blocked.headers.get('retry-after')).toBe('60');

    const home = await loginFrom('198.51.100.5', owner.email, 'owner12345');
    expect(home.status).toBe(200);
    expect(await bodyOf(home)).toMatchObject({ email: owner.email });
  });

  it('limits reset mails per account and client, and per account whoever asks', async () => {
    const owner = await registerUser(server);
    const ask = (address: string) =>
      server.request('/api/auth/forgot-password', {
        headers: from(address),
        json: { email: owner.email.toUpperCase() },
      });
    expect((await ask('203.0.113.1')).status).toBe(200);
    expect((await ask('203.0.113.1')).status).toBe(429);
    expect((await ask('203.0.113.2')).status).toBe(200);
    expect((await ask('203.0.113.3')).status).toBe(200);
    // Three addresses asked for this inbox this hour: a fourth is refused too.
    const capped = await ask('203.0.113.4');
    expect(capped.status).toBe(429);
    expect(await bodyOf(capped)).toMatchObject({
      message: 'Too many requests. Please try again in 60 minutes.',
    });
    const resetMails = () =>
      smtp.messages.filter(
        (m) => sentTo(owner.email)(m) && m.subject === 'Reset your StakeLab password',
      );
    await vi.waitFor(() => expect(resetMails().length).toBeGreaterThanOrEqual(3), {
      timeout: 10_000,
    });
    expect(resetMails()).toHaveLength(3);
  });

  it('limits registrations per address', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (
          await server.request('/api/auth/register', {
            headers: from('192.0.2.99'),
            json: registrationPayload(),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
