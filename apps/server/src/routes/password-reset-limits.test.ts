import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { sentTo, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DEFAULT_RATE_LIMITS } from '../plugins/rate-limits.ts';

/**
 * The shipped reset limits (docs/decisions/022): strangers asking for someone's reset link from
 * many addresses use up their own share, never the owner's first request.
 */
describeWithDatabase(`password reset limits on ${testDialect}`, () => {
  let server: TestServer;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      // Client addresses come from X-Forwarded-For, so one test can play several networks.
      env: { TRUST_PROXY: 'true', SMTP_URL: smtp.url },
      rateLimits: { forgotPassword: DEFAULT_RATE_LIMITS.forgotPassword },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("ten addresses asking over and over leave the owner's request from a new address its mail", async () => {
    const owner = await registerUser(server);
    const ask = (address: string) =>
      server.request('/api/auth/forgot-password', {
        headers: { 'x-forwarded-for': address },
        json: { email: owner.email },
      });
    const statuses: number[][] = [];
    for (let a = 1; a <= 10; a += 1) {
      const row = [];
      for (let i = 0; i < 4; i += 1) row.push((await ask(`203.0.113.${a}`)).status);
      statuses.push(row);
    }
    // Each address: its first request (a new address) passes; its 2nd and 3rd are repeats, 10
    // an hour for the account (addresses 1-5 use them up); its 4th waits (3 per address, then 1 min).
    expect(statuses).toEqual([
      ...Array.from({ length: 5 }, () => [200, 200, 200, 429]),
      ...Array.from({ length: 5 }, () => [200, 429, 429, 429]),
    ]);

    const fromHome = await ask('198.51.100.7');
    expect(fromHome.status).toBe(200);
    // 10 first requests + 10 repeats + the owner's: 21 mails, each one of them sent.
    const resetMails = () =>
      smtp.messages.filter(
        (m) => sentTo(owner.email)(m) && m.subject === 'Reset your StakeLab password',
      );
    await vi.waitFor(() => expect(resetMails().length).toBeGreaterThanOrEqual(21), {
      timeout: 20_000,
    });
    expect(resetMails()).toHaveLength(21);
  }, 60_000);
});
