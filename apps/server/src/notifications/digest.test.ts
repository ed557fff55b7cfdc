import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { sendDueDigests } from './digest.ts';
import { unsubscribeKeyOf } from './server-keys.ts';

const off = { inApp: true, email: 'off', push: false };

describeWithDatabase(`the daily digest on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;

  beforeAll(async () => {
    // No loops: the test runs the rounds with its own clock.
    server = await startTestServer({ mailLoop: false });
    user = await registerUser(server);
    await server.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', user.userId)
      .execute();
    const res = await server.request('/api/notifications/preferences', {
      headers: { cookie: user.cookie },
      method: 'PUT',
      json: {
        kinds: {
          stakePublished: { inApp: true, email: 'digest', push: false },
          stakeSettled: off,
          betSettledByImport: off,
        },
        quietHours: null,
        timeZone: 'Europe/Madrid',
      },
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => server.close());

  const digests = () =>
    server.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', user.email)
      .where('subject', 'like', '%digest%')
      .execute();

  it('mails the day’s notifications once, from 08:00 in the user’s zone', async () => {
    const db = server.database.db;
    const context = {
      appUrl: server.config.appUrl,
      defaultTimeZone: 'UTC',
      unsubscribeKey: await unsubscribeKeyOf(db),
    };
    await server.app.notifications.stakePublished({
      stake_id: 41,
      tipster_name: 'T',
      event_description: 'Girona v Celta',
      bookmaker: 'Bet365',
      bet_placed_at: '2026-11-30T05:00:00.000Z',
      status: 'IN_PROGRESS',
      bet_details: null,
      total_odds: 1.5,
      stake_amount: 8,
      potential_winnings: 12,
      payout_amount: 0,
      final_result: 'IN PROGRESS',
      image_path: null,
      settled_at: null,
    });
    // 06:00 UTC is 07:00 in Madrid: fanned out, no digest yet.
    expect(await server.app.notifications.runJobsNow(new Date('2026-11-30T06:00:00Z'))).toBe(1);
    expect(await sendDueDigests(db, context, new Date('2026-11-30T06:59:00Z'))).toBe(0);
    expect(await digests()).toEqual([]);

    // 07:00 UTC is 08:00 in Madrid: the digest, with the notification and its unsubscribe link.
    expect(await sendDueDigests(db, context, new Date('2026-11-30T07:00:00Z'))).toBe(1);
    const [mail] = await digests();
    expect(mail?.subject).toBe('Your StakeLab daily digest (1)');
    const body = JSON.parse(mail!.body!) as { text: string; headers: Record<string, string> };
    expect(body.text).toContain('New stake: Girona v Celta');
    expect(body.text).toContain('Bet365 · odds 1.50 · stake €8.00');
    expect(body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(body.text).toContain('/api/notifications/unsubscribe?token=');

    // Once a day: nothing more today.
    expect(await sendDueDigests(db, context, new Date('2026-11-30T20:00:00Z'))).toBe(0);
    expect(await digests()).toHaveLength(1);
  });
});
