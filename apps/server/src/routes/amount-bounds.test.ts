import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AmountOutOfRangeError } from '../db/errors.ts';
import { insertBets } from '../repositories/bet-inserts.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord } from '../test/factories.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * Amounts past what the columns keep (issue 30): odds of 2,147,483.648 and more no longer fit
 * PostgreSQL's INTEGER; a 90-trillion stake settled as won passes the safe-integer range; SQLite
 * stored a fractional number of cents as is. Every stored bet must read back.
 */
describeWithDatabase(`amounts at and past the bounds on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
  });
  afterAll(() => server.close());
  const db = () => server.database.db;
  /** As every caller writes bets: in a transaction. */
  const store = (overrides: Parameters<typeof betRecord>[0]) =>
    db()
      .transaction()
      .execute((trx) => insertBets(trx, user.userId, [betRecord(overrides)], new Date()));

  it('keeps and reads back odds of 5,000,000 (5,000,000,000 thousandths)', async () => {
    user = await registerUser(server);
    const leg = { ...betRecord().selections[0]!, oddsMilli: 5_000_000_000 };
    await store({ oddsMilli: 5_000_000_000, closingOddsMilli: 2_147_483_648, selections: [leg] });
    const [bet] = await api.betsOf(user);
    expect(bet).toMatchObject({ Odds: 5_000_000, ClosingOdds: 2_147_483.648 });
    expect(bet?.Selections[0]).toMatchObject({ Odds: 5_000_000 });
  });

  it('refuses to settle a 90-trillion stake (past the form bounds) with a 400, and the bet still reads', async () => {
    user = await registerUser(server);
    // €90,000,000,000,000 at 2.00, open: won, it would come back as 18e15 cents, past 2^53.
    await store({
      stakeCents: 9_000_000_000_000_000,
      oddsMilli: 2000,
      returnCents: 0,
      netReturnCents: 0,
      status: 'PENDING',
      settledAt: null,
      selections: [{ ...betRecord().selections[0]!, oddsMilli: 2000, result: 'PENDING' }],
    });
    const [open] = await api.betsOf(user);
    const res = await api.settle(user, open!.Id, { status: 'WON' });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    const again = await server.request(`/api/history/bets/${open!.Id}`, {
      headers: { cookie: user.cookie },
    });
    expect(again.status).toBe(200);
    expect((await bodyOf(again)).bet).toMatchObject({
      Status: 'PENDING',
      Stake: 90_000_000_000_000,
    });
  });

  it('settles a bet at the bounds themselves: €10,000,000 at 10,000 won is €100,000,000,000', async () => {
    user = await registerUser(server);
    const added = await api.addBet(user, {
      placedDate: '2026-05-04T10:00:00.000Z',
      originalOdds_decimal: 10_000,
      status: 'PENDING',
      stake: 10_000_000,
    });
    expect(added.status).toBe(200);
    const { bet } = await bodyOf(added);
    const res = await api.settle(user, bet.Id, { status: 'WON' });
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).bet).toMatchObject({
      ActualReturn: 100_000_000_000,
      NetReturn: 99_990_000_000,
    });
    expect(await api.betsOf(user)).toMatchObject([{ ActualReturn: 100_000_000_000 }]);
  });

  it('never stores a fractional number of cents or one past 2^53, and writes nothing of it', async () => {
    user = await registerUser(server);
    await expect(store({ stakeCents: 1250.5 })).rejects.toBeInstanceOf(AmountOutOfRangeError);
    await expect(store({ returnCents: 2 ** 60 })).rejects.toBeInstanceOf(AmountOutOfRangeError);
    const leg = { ...betRecord().selections[0]!, oddsMilli: 1.5 };
    await expect(store({ selections: [leg] })).rejects.toBeInstanceOf(AmountOutOfRangeError);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from bets where user_id = ${user.userId}`.execute(db());
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await api.betsOf(user)).toEqual([]);
  });
});
