import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, registerUser, sessionCookieOf, tokenFromMail } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { sentTo, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`secrets in the log on ${testDialect}`, () => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // trace: every line the server can write, so nothing hides below the level.
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, APP_URL: 'http://stakelab.test:8080', LOG_LEVEL: 'trace' },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('a register → verify → forgot → reset flow leaves no token, password or cookie in the log', async () => {
    const user = await registerUser(server, {
      email: 'lucia.logs@example.com',
      password_hash: 'FirstSecret123',
    });
    const verifyMail = await smtp.waitFor(
      (m) => sentTo(user.email)(m) && (m.subject ?? '').startsWith('Verify'),
    );
    const verifyToken = tokenFromMail(verifyMail.text, '/verify');
    // The page the mailed link opens, then the API call it makes.
    await server.request(`/verify?token=${verifyToken}`);
    const verified = await server.request(`/api/auth/verify-email?token=${verifyToken}`);
    expect(verified.status).toBe(200);

    const loggedIn = await login(server, user.email, 'FirstSecret123');
    const loginCookie = sessionCookieOf(loggedIn);
    // A pasted cURL command carries the bookmaker's session cookie.
    await server.request('/api/history/upload-betfair-curl', {
      headers: { cookie: loginCookie, authorization: 'Bearer BearerSecret777' },
      json: {
        data: "curl 'https://myactivity.betfair.es/x' -H 'Cookie: ssoid=PastedSsoid555'",
      },
    });

    await server.request('/api/auth/forgot-password', { json: { email: user.email } });
    const resetMail = await smtp.waitFor(
      (m) => sentTo(user.email)(m) && (m.subject ?? '').startsWith('Reset'),
    );
    const resetToken = tokenFromMail(resetMail.text, '/reset-password');
    await server.request(`/reset-password?token=${resetToken}`);
    const reset = await server.request('/api/reset-password/reset-password', {
      json: { token: resetToken, password: 'SecondSecret456' },
    });
    expect(reset.status).toBe(200);
    expect((await login(server, user.email, 'SecondSecret456')).status).toBe(200);

    const logs = server.logs();
    const secrets = {
      verifyToken,
      resetToken,
      firstPassword: 'FirstSecret123',
      secondPassword: 'SecondSecret456',
      registrationCookie: user.cookie.split('=')[1] ?? '',
      loginCookie: loginCookie.split('=')[1] ?? '',
      bearer: 'BearerSecret777',
      pastedCookie: 'PastedSsoid555',
      email: user.email,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(logs.includes(secret), `${name} in the log`).toBe(false);
    }
    // The requests were logged, without their query strings, and the mails with a masked address.
    expect(logs).toContain('"url":"/api/auth/verify-email?[REDACTED]"');
    expect(logs).toContain('"url":"/reset-password?[REDACTED]"');
    expect(logs).toContain('"url":"/api/reset-password/reset-password"');
    expect(logs.match(/"to":"l\*\*\*@example\.com"[^\n]*"mail sent"/g)).toHaveLength(2);
  });
});
