import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, tokenFromMail, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { closedPort, sentTo, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`mail outbox with SMTP down, then back, on ${testDialect}`, () => {
  let server: TestServer;
  let port: number;
  let smtp: SmtpCapture | undefined;
  let admin: RegisteredUser;

  beforeAll(async () => {
    port = await closedPort();
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL: 'http://stakelab.test' },
      // The test drives the sender with a fixed clock.
      mailLoop: false,
    });
    admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
  });
  afterAll(async () => {
    await server.close();
    await smtp?.close();
  });

  const outbox = () =>
    server.request('/api/admin/mail-outbox', { headers: { cookie: admin.cookie } });

  it('registration, reset and contact succeed; the mails wait, are retried, then delivered once', async () => {
    const user = await registerUser(server, { email: 'down@example.com' });
    const forgot = await server.request('/api/auth/forgot-password', {
      json: { email: 'down@example.com' },
    });
    expect(forgot.status).toBe(200);
    const contact = await server.request('/api/contact', {
      json: { name: 'Ana', email: 'ana@example.com', message: 'Hello while SMTP is down' },
    });
    expect(contact.status).toBe(200);

    const pending = await server.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'status', 'attempts'])
      .where('to_address', '!=', admin.email)
      .orderBy('id')
      .execute();
    expect(pending).toEqual([
      {
        to_address: 'down@example.com',
        subject: 'Verify your StakeLab e-mail',
        status: 'pending',
        attempts: 0,
      },
      {
        to_address: 'down@example.com',
        subject: 'Reset your StakeLab password',
        status: 'pending',
        attempts: 0,
      },
      {
        to_address: 'support@stakelab.app',
        subject: expect.stringMatching(/^\[StakeLab contact #\d+\] Ana$/),
        status: 'pending',
        attempts: 0,
      },
    ]);

    // First round: SMTP refuses the connection, each mail is retried 10 s later.
    const t1 = new Date(Date.now() + 60_000);
    expect(await server.app.mailOutbox.sendDueNow(t1)).toEqual({ sent: 0, retried: 4, failed: 0 });

    const list = await bodyOf(await outbox());
    expect(list.success).toBe(true);
    expect(list.mails).toHaveLength(4);
    const verification = list.mails.find(
      (m: { to: string; subject: string }) =>
        m.to === 'down@example.com' && m.subject === 'Verify your StakeLab e-mail',
    );
    expect(verification).toEqual({
      id: expect.any(Number),
      to: 'down@example.com',
      subject: 'Verify your StakeLab e-mail',
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('ECONNREFUSED'),
      created_at: expect.any(String),
      next_attempt_at: new Date(t1.getTime() + 10_000).toISOString(),
    });
    // No body, no link, no token anywhere in the answer.
    expect(JSON.stringify(list)).not.toMatch(/token|verify\?|reset-password\?|Hello while/);

    // SMTP comes back on the same port.
    smtp = await startSmtpCapture(port);
    const t2 = new Date(t1.getTime() + 9_999);
    expect(await server.app.mailOutbox.sendDueNow(t2)).toEqual({ sent: 0, retried: 0, failed: 0 });
    const t3 = new Date(t1.getTime() + 10_000);
    expect(await server.app.mailOutbox.sendDueNow(t3)).toEqual({ sent: 4, retried: 0, failed: 0 });
    expect(await server.app.mailOutbox.sendDueNow(new Date(t3.getTime() + 3_600_000))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    const toUser = smtp.messages.filter(sentTo('down@example.com'));
    expect(toUser.map((m) => m.subject).sort()).toEqual([
      'Reset your StakeLab password',
      'Verify your StakeLab e-mail',
    ]);
    expect(smtp.messages.filter(sentTo('support@stakelab.app'))).toHaveLength(1);
    expect(smtp.messages).toHaveLength(4);

    // The link delivered late still works.
    const verifyMail = toUser.find((m) => m.subject === 'Verify your StakeLab e-mail');
    const token = tokenFromMail(verifyMail?.text, '/verify');
    const verified = await server.request(`/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    expect(user.email).toBe('down@example.com');

    // Delivered mail keeps no body and leaves the admin list.
    const bodies = await server.database.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('status', '=', 'sent')
      .execute();
    expect(bodies.map((b) => b.body)).toEqual([null, null, null, null]);
    expect((await bodyOf(await outbox())).mails).toEqual([]);
  });

  it('lists undelivered mail to admins only', async () => {
    expect((await server.request('/api/admin/mail-outbox')).status).toBe(401);
    const someone = await registerUser(server);
    const res = await server.request('/api/admin/mail-outbox', {
      headers: { cookie: someone.cookie },
    });
    expect(res.status).toBe(403);
  });
});

describeWithDatabase(`resend verification on ${testDialect}`, () => {
  let server: TestServer;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, APP_URL: 'http://stakelab.test' },
      rateLimits: { resendVerification: { max: 2, timeWindow: '1 hour' } },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const resend = (cookie?: string) =>
    server.request('/api/auth/resend-verification', {
      method: 'POST',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const verifiedFlag = async (user: RegisteredUser) =>
    (
      await bodyOf(
        await server.request(`/api/auth/user-profile?email=${encodeURIComponent(user.email)}`, {
          headers: { cookie: user.cookie },
        }),
      )
    ).user.email_verified;

  it('needs a session', async () => {
    expect((await resend()).status).toBe(401);
  });

  it('mails a new link that works while the earlier one no longer does; then says verified', async () => {
    const user = await registerUser(server);
    const first = await smtp.waitFor(sentTo(user.email));
    const oldToken = tokenFromMail(first.text, '/verify');
    expect(await verifiedFlag(user)).toBe(false);

    const res = await resend(user.cookie);
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({
      success: true,
      message: 'A new verification e-mail is on its way. Earlier links no longer work.',
    });
    const second = await smtp.waitFor((m) => sentTo(user.email)(m) && m !== first);
    const newToken = tokenFromMail(second.text, '/verify');
    expect(newToken).not.toBe(oldToken);

    expect((await server.request(`/api/auth/verify-email?token=${oldToken}`)).status).toBe(400);
    expect((await server.request(`/api/auth/verify-email?token=${newToken}`)).status).toBe(200);
    expect(await verifiedFlag(user)).toBe(true);

    const again = await resend(user.cookie);
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).code).toBe('ALREADY_VERIFIED');
  });

  it('is limited per user', async () => {
    const user = await registerUser(server);
    expect((await resend(user.cookie)).status).toBe(200);
    expect((await resend(user.cookie)).status).toBe(200);
    const third = await resend(user.cookie);
    expect(third.status).toBe(429);
    expect((await bodyOf(third)).code).toBe('RATE_LIMITED');
    // Another user has their own allowance.
    const other = await registerUser(server);
    expect((await resend(other.cookie)).status).toBe(200);
  });
});
