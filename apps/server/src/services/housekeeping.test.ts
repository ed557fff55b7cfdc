import { afterEach, expect, it } from 'vitest';
import { claimMail, enqueueMail, markMailSent } from '../repositories/mail-outbox.ts';
import { insertSession } from '../repositories/sessions.ts';
import { insertUserToken } from '../repositories/user-tokens.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { createUserRow } from '../test/factories.ts';
import { pruneExpiredCredentials } from './housekeeping.ts';

describeWithDatabase(`housekeeping on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('removes expired sessions and stale tokens, and keeps live ones', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const now = new Date('2026-06-10T12:00:00.000Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const user = await createUserRow(db, { now: hoursAgo(100) });
    const session = (tokenHash: string, expiresAt: Date) =>
      insertSession(db, {
        userId: user.id,
        tokenHash,
        now: hoursAgo(100),
        expiresAt,
        userAgent: null,
      });
    await session('expired', hoursAgo(1));
    await session('live', hoursAgo(-1));
    const token = (tokenHash: string, expiresAt: Date) =>
      insertUserToken(db, {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash,
        now: hoursAgo(100),
        expiresAt,
      });
    await token('expired-long-ago', hoursAgo(25));
    await token('expired-recently', hoursAgo(2));
    await token('live', hoursAgo(-1));

    await pruneExpiredCredentials(db, now);

    expect(
      (await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash),
    ).toEqual(['live']);
    const tokens = (
      await db.selectFrom('user_tokens').select('token_hash').orderBy('id').execute()
    ).map((r) => r.token_hash);
    expect(tokens).toEqual(['expired-recently', 'live']);
  });

  it('removes mail delivered more than a week ago, and keeps newer and undelivered mail', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const now = new Date('2026-06-10T12:00:00.000Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const sentAt = async (subject: string, when: Date) => {
      const id = await enqueueMail(db, { to: 'a@example.com', subject, text: '' }, daysAgo(30));
      await claimMail(db, id, 'h', when, 60_000);
      await markMailSent(db, id, 'h', when);
    };
    await sentAt('sent 8 days ago', daysAgo(8));
    await sentAt('sent 6 days ago', daysAgo(6));
    await enqueueMail(db, { to: 'a@example.com', subject: 'never sent', text: '' }, daysAgo(30));

    await pruneExpiredCredentials(db, now);

    const left = await db.selectFrom('mail_outbox').select('subject').orderBy('id').execute();
    expect(left.map((r) => r.subject)).toEqual(['sent 6 days ago', 'never sent']);
  });
});
