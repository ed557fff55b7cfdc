import {
  bankrollsResponseSchema,
  betChangesResponseSchema,
  type BankrollsResponse,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/* Bankrolls and their movements (docs/product.md §3 "Bankroll", §7; docs/decisions/016). */

describeWithDatabase(`bankrolls on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
    ana = await registerUser(server);
    bruno = await registerUser(server);
  });
  afterAll(() => server.close());

  const call = (
    user: RegisteredUser | null,
    method: string,
    path: string,
    json?: Record<string, unknown>,
  ) =>
    server.request(`/api/history/bankrolls${path}`, {
      method,
      ...(json === undefined ? {} : { json }),
      headers: user ? { cookie: user.cookie } : {},
    });
  const list = async (user: RegisteredUser): Promise<BankrollsResponse> => {
    const res = await call(user, 'GET', '');
    expect(res.status).toBe(200);
    const body: unknown = await bodyOf(res);
    // Exactly the contract's shape.
    expect(bankrollsResponseSchema.parse(body)).toEqual(body);
    return bankrollsResponseSchema.parse(body);
  };
  const create = async (user: RegisteredUser, body: Record<string, unknown>) => {
    const res = await call(user, 'POST', '', body);
    expect(res.status).toBe(200);
    return (await bodyOf(res)).bankroll as { id: number };
  };

  it('creates the default bankroll on first use, once, even for requests at the same time', async () => {
    const answers = await Promise.all([list(ana), list(ana), list(ana)]);
    const defaults = answers.map((a) => a.bankrolls.map((b) => b.id));
    expect(new Set(defaults.flat()).size).toBe(1);
    expect(answers[0]?.bankrolls).toEqual([
      {
        id: expect.any(Number),
        name: 'Main bankroll',
        startingBalance: 0,
        createdAt: expect.any(String),
        isDefault: true,
      },
    ]);
    expect(answers[0]?.movements).toEqual([]);
  });

  it('creates, renames and rebalances a bankroll, and records dated movements in UTC', async () => {
    const tennis = await create(ana, { name: ' Tennis ', startingBalance: 250.5 });
    const renamed = await call(ana, 'PATCH', `/${tennis.id}`, { name: 'Tennis 2026' });
    expect(await bodyOf(renamed)).toMatchObject({
      bankroll: { id: tennis.id, name: 'Tennis 2026', startingBalance: 250.5, isDefault: false },
    });
    const rebalanced = await call(ana, 'PATCH', `/${tennis.id}`, { startingBalance: 300 });
    expect((await bodyOf(rebalanced)).bankroll).toMatchObject({
      name: 'Tennis 2026',
      startingBalance: 300,
    });
    const deposit = await call(ana, 'POST', `/${tennis.id}/movements`, {
      kind: 'DEPOSIT',
      amount: 100.25,
      // Midnight in Madrid (+02:00 in May) is 22:00 UTC the day before.
      date: '2026-05-02T00:00:00+02:00',
    });
    expect(deposit.status).toBe(200);
    const withdrawal = await call(ana, 'POST', `/${tennis.id}/movements`, {
      kind: 'WITHDRAWAL',
      amount: 40,
      date: '2026-04-01T09:00:00Z',
    });
    expect(withdrawal.status).toBe(200);
    const { bankrolls, movements } = await list(ana);
    expect(bankrolls.map((b) => [b.name, b.isDefault])).toEqual([
      ['Main bankroll', true],
      ['Tennis 2026', false],
    ]);
    // By date: the April withdrawal first.
    expect(movements).toEqual([
      {
        id: expect.any(Number),
        bankrollId: tennis.id,
        kind: 'WITHDRAWAL',
        amount: 40,
        date: '2026-04-01T09:00:00.000Z',
      },
      {
        id: expect.any(Number),
        bankrollId: tennis.id,
        kind: 'DEPOSIT',
        amount: 100.25,
        date: '2026-05-01T22:00:00.000Z',
      },
    ]);
    const [first] = movements;
    const removed = await call(ana, 'DELETE', `/${tennis.id}/movements/${first?.id}`);
    expect(removed.status).toBe(200);
    expect((await list(ana)).movements.map((m) => m.kind)).toEqual(['DEPOSIT']);
  });

  it("keeps each user's bankrolls to themselves: another's is 404 on every path", async () => {
    const own = await create(ana, { name: 'Private' });
    const deposit = await call(ana, 'POST', `/${own.id}/movements`, {
      kind: 'DEPOSIT',
      amount: 10,
      date: '2026-01-01T00:00:00Z',
    });
    const movementId = (await bodyOf(deposit)).movement.id as number;

    expect((await list(bruno)).bankrolls.map((b) => b.name)).toEqual(['Main bankroll']);
    expect((await call(bruno, 'PATCH', `/${own.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await call(bruno, 'DELETE', `/${own.id}`)).status).toBe(404);
    const foreignDeposit = await call(bruno, 'POST', `/${own.id}/movements`, {
      kind: 'DEPOSIT',
      amount: 10,
      date: '2026-01-01T00:00:00Z',
    });
    expect(foreignDeposit.status).toBe(404);
    expect((await call(bruno, 'DELETE', `/${own.id}/movements/${movementId}`)).status).toBe(404);
    // Ana's bankroll and movement are as they were.
    const after = await list(ana);
    expect(after.bankrolls.find((b) => b.id === own.id)?.name).toBe('Private');
    expect(after.movements.filter((m) => m.bankrollId === own.id)).toHaveLength(1);
    // Without a session: 401.
    expect((await call(null, 'GET', '')).status).toBe(401);
  });

  it('deleting a bankroll moves its bets to the default one, and the changes feed says so', async () => {
    const user = await registerUser(server);
    const football = await create(user, { name: 'Football' });
    const added = await api.addBet(user, {
      placedDate: '2026-05-04T10:00:00.000Z',
      originalOdds_decimal: 2,
      status: 'LOST',
      stake: 5,
      bankrollId: football.id,
    });
    const betId = (await bodyOf(added)).bet.Id as number;
    const feed = async (since: number) =>
      betChangesResponseSchema.parse(
        await bodyOf(
          await server.request(`/api/history/user-bets/changes?since=${since}`, {
            headers: { cookie: user.cookie },
          }),
        ),
      );
    const before = await feed(0);
    expect(before.bets.map((b) => b.BankrollId)).toEqual([football.id]);

    const res = await call(user, 'DELETE', `/${football.id}`);
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).message).toBe(
      'Bankroll deleted; its 1 bet(s) are now in the default bankroll.',
    );
    const after = await feed(before.version);
    expect(after.version).toBe(before.version + 1);
    expect(after.bets.map((b) => [b.Id, b.BankrollId])).toEqual([[betId, null]]);
    expect((await list(user)).bankrolls.map((b) => b.name)).toEqual(['Main bankroll']);
  });

  it('refuses to delete the default bankroll (409)', async () => {
    const main = (await list(bruno)).bankrolls[0];
    const res = await call(bruno, 'DELETE', `/${main?.id}`);
    expect(res.status).toBe(409);
    expect(await bodyOf(res)).toMatchObject({ code: 'DEFAULT_BANKROLL' });
  });

  it.each([
    ['POST', '', { name: '  ' }, 'name', 'required'],
    ['POST', '', { name: 'n'.repeat(61) }, 'name', 'tooLong'],
    ['POST', '', { name: 'A', startingBalance: -1 }, 'startingBalance', 'amountNegative'],
    ['POST', '', { name: 'A', startingBalance: 1.005 }, 'startingBalance', 'amountTwoDecimals'],
    ['POST', '', { name: 'A', startingBalance: '5' }, 'startingBalance', 'invalidAmount'],
  ] as const)('%s bankrolls%s %j → 400 %s %s', async (method, path, body, field, reason) => {
    const res = await call(ana, method, path, body);
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field, message: reason }],
    });
  });

  it.each([
    [{ kind: 'BONUS', amount: 5, date: '2026-01-01T00:00:00Z' }, 'kind', 'invalidMovementKind'],
    [
      { kind: 'DEPOSIT', amount: 0, date: '2026-01-01T00:00:00Z' },
      'amount',
      'amountMustBePositive',
    ],
    [{ kind: 'DEPOSIT', amount: 5, date: 'yesterday' }, 'date', 'invalidDate'],
    [{ kind: 'DEPOSIT', amount: 5, date: '1969-12-31T00:00:00Z' }, 'date', 'dateOutOfRange'],
  ])('movement %j → 400 %s %s', async (body, field, reason) => {
    const main = (await list(ana)).bankrolls[0];
    const res = await call(ana, 'POST', `/${main?.id}/movements`, body);
    expect(res.status).toBe(400);
    // The first reason of the field ("yesterday" is also out of range, said second).
    expect((await bodyOf(res)).errors[0]).toEqual({ field, message: reason });
  });

  it('refuses ids that are not ids (400)', async () => {
    expect((await call(ana, 'PATCH', '/abc', { name: 'x' })).status).toBe(400);
    expect((await call(ana, 'DELETE', '/1/movements/0')).status).toBe(400);
  });
});
