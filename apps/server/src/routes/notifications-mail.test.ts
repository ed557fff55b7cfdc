import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { sentTo, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const stakeForm = {
  bet_description: 'Atletico v Valencia',
  bookmarker: 'Betfair',
  stake_amount: 15,
  total_odds: 1.85,
  potential_winnings: 27.75,
  payout_amount: 0,
};

const off = { inApp: true, email: 'off', push: false };

describeWithDatabase(`notification e-mail and its unsubscribe on ${testDialect}`, () => {
  let smtp: SmtpCapture;
  let server: TestServer;
  let admin: RegisteredUser;
  let user: RegisteredUser;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, APP_URL: 'http://stakelab.test' },
    });
    admin = await registerUser(server);
    user = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    // Notification mail goes to verified addresses only.
    await server.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', user.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const as = (who: RegisteredUser) => ({ headers: { cookie: who.cookie } });
  const preferences = async () =>
    bodyOf(await server.request('/api/notifications/preferences', as(user)));

  it('mails a new stake at once to a user who chose it, with a one-click unsubscribe', async () => {
    const chosen = {
      kinds: {
        stakePublished: { inApp: true, email: 'instant', push: false },
        stakeSettled: off,
        betSettledByImport: off,
      },
      quietHours: null,
      timeZone: 'Europe/Madrid',
    };
    const saved = await server.request('/api/notifications/preferences', {
      ...as(user),
      method: 'PUT',
      json: chosen,
    });
    expect(saved.status).toBe(200);
    // The kind this PUT leaves out (as a page loaded before it was added would) keeps its
    // channels: the defaults, in the app and by push.
    expect(await bodyOf(saved)).toEqual({
      ...chosen,
      kinds: { ...chosen.kinds, betResultFromFeed: { inApp: true, email: 'off', push: true } },
    });

    const published = await server.request('/api/history/admin-insert-stake', {
      ...as(admin),
      json: stakeForm,
    });
    expect(published.status).toBe(200);

    const aboutStakes = (mail: { subject?: string }) =>
      mail.subject?.startsWith('New stake') ?? false;
    const mail = await smtp.waitFor((m) => sentTo(user.email)(m) && aboutStakes(m), 10_000);
    expect(mail.subject).toBe('New stake: Atletico v Valencia');
    expect(mail.text).toContain('Betfair · odds 1.85 · stake €15.00');
    const header = (name: string) =>
      mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const listUnsubscribe = header('list-unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^<http:\/\/stakelab\.test\/api\/notifications\/unsubscribe\?token=[\w%.-]+>$/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The same link is in the body.
    const link = listUnsubscribe!.slice(1, -1);
    expect(mail.text).toContain(link);
    // The admin chose nothing: no mail for them (e-mail is off by default).
    expect(smtp.messages.some((m) => sentTo(admin.email)(m) && aboutStakes(m))).toBe(false);

    // Without a login: the page (a GET changes nothing), then the one-click POST.
    const local = new URL(link).pathname + new URL(link).search;
    const page = await server.request(local);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop e-mails about new stakes?');
    expect((await preferences()).kinds.stakePublished.email).toBe('instant');

    const oneClick = await server.request(local, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('you will no longer get e-mails about new stakes');
    expect((await preferences()).kinds.stakePublished).toEqual({
      inApp: true,
      email: 'off',
      push: false,
    });
  });

  it('refuses a forged or altered token (400) and changes nothing', async () => {
    const forged = Buffer.from(`${user.userId}.stakeSettled`).toString('base64url') + '.AAAA';
    const res = await server.request(`/api/notifications/unsubscribe?token=${forged}`, {
      method: 'POST',
    });
    expect(res.status).toBe(400);
  });

  it('sends no e-mail inside the quiet hours (the bell still counts it)', async () => {
    await server.request('/api/notifications/preferences', {
      ...as(user),
      method: 'PUT',
      json: {
        kinds: {
          stakePublished: off,
          stakeSettled: { inApp: true, email: 'instant', push: true },
          betSettledByImport: off,
        },
        // The whole day but the last minute: quiet now, whatever the clock.
        quietHours: { start: 0, end: 1439 },
        timeZone: 'UTC',
      },
    });
    const before = (await bodyOf(await server.request('/api/notifications', as(user)))).unread;
    const stakes = await bodyOf(await server.request('/api/admin/stakes', as(admin)));
    const settled = await server.request(`/api/admin/stakes/${stakes[0].stake_id}`, {
      ...as(admin),
      method: 'PATCH',
      json: { final_result: 'won' },
    });
    expect(settled.status).toBe(200);
    // Fanned out off the request: wait for the bell to count it.
    const after = await vi.waitFor(
      async () => {
        const list = await bodyOf(await server.request('/api/notifications', as(user)));
        expect(list.unread).toBe(before + 1);
        return list;
      },
      { timeout: 5_000 },
    );
    expect(after.notifications[0].title).toBe('Stake settled: Atletico v Valencia');
    const queued = await server.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', user.email)
      .where('subject', 'not like', 'Verify%')
      .execute();
    expect(queued.map((m) => m.subject)).toEqual(['New stake: Atletico v Valencia']);
  });
});
