import { afterEach, expect, it } from 'vitest';
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
});
