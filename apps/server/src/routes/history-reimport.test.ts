import { afterAll, beforeAll, expect, it } from 'vitest';
import { listBetAudit } from '../repositories/bet-audit-log.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient, withoutIds } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** One Pikkit CSV row; amounts as Pikkit writes them (currency units, "." decimals). */
interface PikkitRow {
  id: string;
  status: string;
  odds: string;
  amount: string;
  profit: string;
  placed: string;
  settled?: string;
  info: string;
}

const PIKKIT_HEADER =
  'bet_id,sportsbook,type,status,odds,amount,profit,time_placed_iso,time_settled_iso,bet_info,sports,leagues';

/** "Soccer" on purpose: the catalogue stores it as Football, and a re-import must agree. */
const pikkitCsv = (rows: readonly PikkitRow[]) =>
  [
    PIKKIT_HEADER,
    ...rows.map((r) =>
      [
        r.id,
        'Novig',
        'straight',
        r.status,
        r.odds,
        r.amount,
        r.profit,
        r.placed,
        r.settled ?? '',
        r.info,
        'Soccer',
        'LaLiga',
      ].join(','),
    ),
  ].join('\n');

// Export 1, as of 1 March 19:00: two open bets and one settled.
const P1_OPEN: PikkitRow = {
  id: 'p1',
  status: 'PENDING',
  odds: '2.50',
  amount: '10.00',
  profit: '0',
  placed: '2026-03-01T18:00:00.000Z',
  info: 'Real Betis v Sevilla',
};
const P2_OPEN: PikkitRow = {
  id: 'p2',
  status: 'PENDING',
  odds: '1.80',
  amount: '20.00',
  profit: '0',
  placed: '2026-03-01T19:00:00.000Z',
  info: 'Valencia v Villarreal',
};
const S1_WON: PikkitRow = {
  id: 's1',
  status: 'SETTLED_WIN',
  odds: '2.00',
  amount: '5.00',
  profit: '5.00',
  placed: '2026-02-20T10:00:00.000Z',
  settled: '2026-02-20T12:00:00.000Z',
  info: 'Girona v Celta',
};
// Export 2, days later: both open bets settled, one bet more.
// p1 won: 10.00 × 2.50 = 25.00 back, profit 15.00.
const P1_WON = {
  ...P1_OPEN,
  status: 'SETTLED_WIN',
  profit: '15.00',
  settled: '2026-03-01T20:00:00.000Z',
};
// p2 lost: profit −20.00, nothing back.
const P2_LOST = {
  ...P2_OPEN,
  status: 'SETTLED_LOSS',
  profit: '-20.00',
  settled: '2026-03-01T21:00:00.000Z',
};
const N1_LOST: PikkitRow = {
  id: 'n1',
  status: 'SETTLED_LOSS',
  odds: '1.50',
  amount: '3.00',
  profit: '-3.00',
  placed: '2026-03-04T10:00:00.000Z',
  settled: '2026-03-04T12:00:00.000Z',
  info: 'Sevilla v Cadiz',
};
const EXPORT_1 = pikkitCsv([P1_OPEN, P2_OPEN, S1_WON]);
const EXPORT_2 = pikkitCsv([P1_WON, P2_LOST, S1_WON, N1_LOST]);

describeWithDatabase(`re-imports on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
  });
  afterAll(() => server.close());

  const imported = async (user: RegisteredUser, csv: string, choices = {}) => {
    const res = await api.upload(user, 'upload-csv', csv, choices);
    expect(res.status).toBe(200);
    return bodyOf(res);
  };
  const betNamed = async (user: RegisteredUser, betId: string) => {
    const bet = (await api.betsOf(user)).find((b) => b.BetId === betId);
    if (!bet) throw new Error(`no bet ${betId}`);
    return bet;
  };

  it('updates the bets that settled since the last export, and records each change', async () => {
    const user = await registerUser(server);
    expect(await imported(user, EXPORT_1)).toMatchObject({ inserted: 3, updated: 0 });

    const answer = await imported(user, EXPORT_2);
    expect(answer).toMatchObject({
      success: true,
      message: 'Inserted 1 new bets and 1 selections.',
      inserted: 1,
      skipped: 3,
      updated: 2,
      unchanged: 1,
      conflicts: 0,
      updatedByStatus: { WON: 1, LOST: 1 },
      dryRun: false,
      importId: expect.any(Number),
    });
    expect(answer.preview.new.map((r: { BetId: string }) => r.BetId)).toEqual(['n1']);
    expect(answer.preview.updated[0]).toMatchObject({
      BetId: 'p1',
      Status: 'WON',
      NetReturn: 15,
      changes: expect.arrayContaining([
        { field: 'Status', old: 'PENDING', new: 'WON' },
        { field: 'NetReturn', old: 0, new: 15 },
      ]),
    });

    expect(await betNamed(user, 'p1')).toMatchObject({
      Status: 'WON',
      SettledDate: '2026-03-01T20:00:00.000Z',
      Stake: 10,
      ActualReturn: 25,
      NetReturn: 15,
      EditedAt: null,
    });
    expect(await betNamed(user, 'p2')).toMatchObject({
      Status: 'LOST',
      ActualReturn: 0,
      NetReturn: -20,
    });

    const p1 = await betNamed(user, 'p1');
    const changes = await listBetAudit(server.database.db, user.userId, p1.Id);
    expect(changes.map(({ field, old, new: now }) => [field, old, now])).toEqual([
      ['Status', 'PENDING', 'WON'],
      ['SettledDate', null, '2026-03-01T20:00:00.000Z'],
      ['ActualReturn', 0, 25],
      ['NetReturn', 0, 15],
      ['Selections[0].Result', 'PENDING', 'WON'],
    ]);
    expect(new Set(changes.map((c) => c.importId))).toEqual(new Set([answer.importId]));
  });

  it('changes nothing, not even the version, when the same export comes again', async () => {
    const user = await registerUser(server);
    await imported(user, EXPORT_2);
    const version = await api.versionOf(user);
    expect(await imported(user, EXPORT_2)).toMatchObject({
      inserted: 0,
      skipped: 4,
      updated: 0,
      unchanged: 4,
      conflicts: 0,
      updatedByStatus: {},
    });
    expect(await api.versionOf(user)).toBe(version);
  });

  it('changes nothing when an older export comes after a newer one', async () => {
    const user = await registerUser(server);
    await imported(user, EXPORT_2);
    const before = await api.betsOf(user);
    const version = await api.versionOf(user);
    // p1 and p2 are open in export 1: a settled bet never turns open again.
    expect(await imported(user, EXPORT_1)).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await api.betsOf(user)).toEqual(before);
    expect(await api.versionOf(user)).toBe(version);
  });

  it('leaves after export 1 then export 2 exactly what export 2 alone leaves', async () => {
    const both = await registerUser(server);
    const secondOnly = await registerUser(server);
    await imported(both, EXPORT_1);
    await imported(both, EXPORT_2);
    await imported(secondOnly, EXPORT_2);
    expect(withoutIds(await api.betsOf(both))).toEqual(withoutIds(await api.betsOf(secondOnly)));
  });

  it('keeps a bet the user settled by hand and reports the conflict, unless the user prefers the source', async () => {
    const user = await registerUser(server);
    await imported(user, EXPORT_1);
    const p1 = await betNamed(user, 'p1');
    // The user thinks p1 lost and says so by hand.
    expect(
      (await api.settle(user, p1.Id, { status: 'LOST', settledDate: '2026-03-01T20:30:00.000Z' }))
        .status,
    ).toBe(200);

    const answer = await imported(user, EXPORT_2);
    expect(answer).toMatchObject({ inserted: 1, updated: 1, conflicts: 1, unchanged: 1 });
    expect(answer.preview.conflicts).toEqual([
      expect.objectContaining({
        BetId: 'p1',
        Status: 'LOST', // the user's version, kept
        changes: expect.arrayContaining([{ field: 'Status', old: 'LOST', new: 'WON' }]),
      }),
    ]);
    expect(await betNamed(user, 'p1')).toMatchObject({
      Status: 'LOST',
      NetReturn: -10,
      EditedAt: expect.any(String),
    });

    const chosen = await imported(user, EXPORT_2, { preferSource: ['p1'] });
    expect(chosen).toMatchObject({ updated: 1, conflicts: 0, updatedByStatus: { WON: 1 } });
    expect(await betNamed(user, 'p1')).toMatchObject({
      Status: 'WON',
      NetReturn: 15,
      // The source's version now: later exports update it again.
      EditedAt: null,
    });
  });

  it('previews without writing anything: same counts as the import, same version after', async () => {
    const user = await registerUser(server);
    await imported(user, EXPORT_1);
    const before = await api.betsOf(user);
    const version = await api.versionOf(user);
    const importsBefore = await countImports(user);

    const preview = await imported(user, EXPORT_2, { dryRun: true });
    expect(preview).toMatchObject({
      dryRun: true,
      inserted: 1,
      updated: 2,
      unchanged: 1,
      updatedByStatus: { WON: 1, LOST: 1 },
    });
    expect(preview.importId).toBeUndefined();
    expect(await api.versionOf(user)).toBe(version);
    expect(await api.betsOf(user)).toEqual(before);
    expect(await countImports(user)).toBe(importsBefore);

    // The import itself then does what the preview said.
    const done = await imported(user, EXPORT_2);
    for (const key of ['inserted', 'updated', 'unchanged', 'conflicts', 'updatedByStatus']) {
      expect(done[key]).toEqual(preview[key]);
    }
    expect(done.preview).toEqual(preview.preview);
  });

  it("says each preview row's currency: the upload's choice, else the format's (issue 33)", async () => {
    const user = await registerUser(server);
    // A Pikkit export without a currency column: Pikkit's dollars.
    const dollars = await imported(user, EXPORT_1, { dryRun: true });
    const currencies = (answer: { preview: { new: { Currency?: string }[] } }) =>
      answer.preview.new.map((row) => row.Currency);
    expect(currencies(dollars)).toEqual(['USD', 'USD', 'USD']);
    const reais = await imported(user, EXPORT_1, { dryRun: true, currency: 'BRL' });
    expect(currencies(reais)).toEqual(['BRL', 'BRL', 'BRL']);
  });

  const countImports = async (user: RegisteredUser) =>
    (
      await server.database.db
        .selectFrom('imports')
        .select('id')
        .where('user_id', '=', user.userId)
        .execute()
    ).length;
});
