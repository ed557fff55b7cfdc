import {
  BET_ANSWER_USER_HEADER,
  BET_ROW_FIELDS,
  betChangesResponseSchema,
  betViewToRow,
  newestBetsResponseSchema,
  type BetChangesResponse,
  type BetView,
  type NewestBetsResponse,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneBetTombstones } from '../history/bet-tombstones.ts';
import { listBetViews } from '../repositories/bet-views.ts';
import { mergeSport } from '../repositories/catalogue-admin.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** A Pikkit export: header, then id, status, odds, amount, profit, placed, settled, event. */
const pikkitCsv = (rows: readonly string[][]) =>
  [
    'bet_id,sportsbook,type,status,odds,amount,profit,time_placed_iso,time_settled_iso,bet_info,sports,leagues',
    ...rows.map(([id, status, odds, amount, profit, placed, settled, info]) =>
      [
        id,
        'Novig',
        'straight',
        status,
        odds,
        amount,
        profit,
        placed,
        settled,
        info,
        'Soccer',
        'LaLiga',
      ].join(','),
    ),
  ].join('\n');

describeWithDatabase(`history changes since a version on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;
  beforeAll(async () => {
    // Histories of 2 bets or more go through the read threads, as production's large ones do.
    server = await startTestServer({ env: { HISTORY_THREAD_MIN_BETS: '2' } });
    api = historyClient(server);
    ana = await registerUser(server);
    bruno = await registerUser(server);
  });
  afterAll(() => server.close());

  const changesUrl = (since?: number | string) =>
    `/api/history/user-bets/changes${since === undefined ? '' : `?since=${since}`}`;
  const changes = (user: RegisteredUser, since?: number | string, headers = {}) =>
    server.request(changesUrl(since), { headers: { cookie: user.cookie, ...headers } });
  /** A 200 answer, checked against the contract it must match exactly. */
  const read = async (user: RegisteredUser, since?: number): Promise<BetChangesResponse> => {
    const res = await changes(user, since);
    expect(res.status).toBe(200);
    const body = (await bodyOf(res)) as { bets: unknown[] };
    const answer = betChangesResponseSchema.parse(body);
    // Rows and nothing else: each reads back as a BetView and writes back as itself.
    expect(answer.bets.map(betViewToRow)).toEqual(body.bets);
    return answer;
  };
  const idsOf = (answer: BetChangesResponse) => answer.bets.map((b) => b.Id).sort((a, b) => a - b);

  const form = (overrides: Record<string, unknown> = {}) => ({
    placedDate: '2026-05-04T10:00:00.000Z',
    sportName: 'Football',
    originalOdds_decimal: 2,
    status: 'LOST',
    stake: 5,
    ...overrides,
  });
  const add = async (user: RegisteredUser, overrides: Record<string, unknown> = {}) => {
    const res = await api.addBet(user, form(overrides));
    expect(res.status).toBe(200);
    return (await bodyOf(res)).bet as { Id: number };
  };
  const remove = async (user: RegisteredUser, id: number) =>
    expect(
      (
        await server.request(`/api/history/bets/${id}`, {
          method: 'DELETE',
          headers: { cookie: user.cookie },
        })
      ).status,
    ).toBe(200);
  /** What the database holds, in the order user-bets lists it. */
  const stored = (user: RegisteredUser) => listBetViews(server.database.db, user.userId);

  it('answers the whole history first, as user-bets lists it, then nothing until a change', async () => {
    await add(ana, { placedDate: '2026-05-01T10:00:00.000Z', eventDescription: 'Betis v Sevilla' });
    await add(ana, { placedDate: '2026-05-02T10:00:00.000Z', eventDescription: 'Girona v Celta' });
    const full = await read(ana);
    expect(full.full).toBe(true);
    expect(full.deleted).toEqual([]);
    expect(full.bets.map((b) => b.EventDescription)).toEqual(['Girona v Celta', 'Betis v Sevilla']);
    expect(full.bets).toEqual(await api.betsOf(ana));
    expect(full.bets).toEqual(await stored(ana));
    expect(await read(ana, 0)).toEqual(full);

    expect(await read(ana, full.version)).toEqual({
      success: true,
      version: full.version,
      full: false,
      bets: [],
      deleted: [],
    });
  });

  it('sends back exactly the bets added, edited, settled or deleted after a version', async () => {
    const start = (await read(ana)).version;
    const [kept, gone] = (await read(ana)).bets.map((b) => b.Id) as [number, number];

    const open = await add(ana, { status: 'PENDING', originalOdds_decimal: 2.5, stake: 4 });
    const afterAdd = await read(ana, start);
    expect(afterAdd).toMatchObject({ full: false, deleted: [] });
    expect(idsOf(afterAdd)).toEqual([open.Id]);

    const edit = await server.request(`/api/history/bets/${kept}`, {
      method: 'PUT',
      json: form({ stake: 7.5, placedDate: '2026-05-02T10:00:00.000Z' }),
      headers: { cookie: ana.cookie },
    });
    expect(edit.status).toBe(200);
    const afterEdit = await read(ana, afterAdd.version);
    expect(idsOf(afterEdit)).toEqual([kept]);
    expect(afterEdit.bets[0]).toMatchObject({ Stake: 7.5, NetReturn: -7.5 });

    expect((await api.settle(ana, open.Id, { status: 'WON' })).status).toBe(200);
    const afterSettle = await read(ana, afterEdit.version);
    expect(idsOf(afterSettle)).toEqual([open.Id]);
    // 4.00 at 2.50: 10.00 back, 6.00 won.
    expect(afterSettle.bets[0]).toMatchObject({ Status: 'WON', ActualReturn: 10, NetReturn: 6 });

    await remove(ana, gone);
    const afterDelete = await read(ana, afterSettle.version);
    expect(afterDelete).toMatchObject({ full: false, bets: [], deleted: [gone] });

    // From the first version: the two bets written since, the deleted one only as deleted.
    const all = await read(ana, start);
    expect(idsOf(all)).toEqual([kept, open.Id].sort((a, b) => a - b));
    expect(all.deleted).toEqual([gone]);
    expect(all.version).toBe(afterDelete.version);
    // The history held by the server after each change matches the database.
    expect(await api.betsOf(ana)).toEqual(await stored(ana));
    expect((await read(ana)).bets).toEqual(await stored(ana));
  });

  it("never shows another user's changes", async () => {
    const anaVersion = (await read(ana)).version;
    const brunoBet = await add(bruno, { eventDescription: 'Bruno only' });
    const brunoGone = await add(bruno);
    await remove(bruno, brunoGone.Id);
    expect(await read(ana, anaVersion)).toMatchObject({ full: false, bets: [], deleted: [] });
    const brunoFull = await read(bruno);
    expect(idsOf(brunoFull)).toEqual([brunoBet.Id]);
    expect((await read(ana)).bets.map((b) => b.Id)).not.toContain(brunoBet.Id);
  });

  it('sends the bets an import added and the ones a re-import updated', async () => {
    const first = pikkitCsv([
      ['p1', 'PENDING', '2.50', '10.00', '0', '2026-03-01T18:00:00.000Z', '', 'Betis v Sevilla'],
      [
        's1',
        'SETTLED_WIN',
        '2.00',
        '5.00',
        '5.00',
        '2026-02-20T10:00:00.000Z',
        '2026-02-20T12:00:00.000Z',
        'Girona v Celta',
      ],
    ]);
    const before = (await read(bruno)).version;
    expect((await api.upload(bruno, 'upload-csv', first)).status).toBe(200);
    const imported = await read(bruno, before);
    expect(imported.bets.map((b) => b.BetId).sort()).toEqual(['p1', 's1']);

    const second = pikkitCsv([
      [
        'p1',
        'SETTLED_WIN',
        '2.50',
        '10.00',
        '15.00',
        '2026-03-01T18:00:00.000Z',
        '2026-03-01T20:00:00.000Z',
        'Betis v Sevilla',
      ],
      [
        's1',
        'SETTLED_WIN',
        '2.00',
        '5.00',
        '5.00',
        '2026-02-20T10:00:00.000Z',
        '2026-02-20T12:00:00.000Z',
        'Girona v Celta',
      ],
      [
        'p3',
        'SETTLED_LOSS',
        '3.00',
        '2.00',
        '-2.00',
        '2026-03-02T18:00:00.000Z',
        '2026-03-02T20:00:00.000Z',
        'Elche v Cadiz',
      ],
    ]);
    expect((await api.upload(bruno, 'upload-csv', second)).status).toBe(200);
    const reimported = await read(bruno, imported.version);
    // s1 is unchanged: it does not come back.
    expect(reimported.bets.map((b) => [b.BetId, b.Status, b.NetReturn]).sort()).toEqual([
      ['p1', 'WON', 15],
      ['p3', 'LOST', -2],
    ]);
    expect(await api.betsOf(bruno)).toEqual(await stored(bruno));
  });

  it('sends the bets whose sport an admin merged into a shared one', async () => {
    const padel = await add(ana, { sportName: 'Pádel club' });
    const version = (await read(ana)).version;
    const db = server.database.db;
    const { id: privateId } = await db
      .selectFrom('sports')
      .select('id')
      .where('owner_user_id', '=', ana.userId)
      .where('name', '=', 'Pádel club')
      .executeTakeFirstOrThrow();
    const { id: tennisId } = await db
      .selectFrom('sports')
      .select('id')
      .where('owner_user_id', 'is', null)
      .where('name', '=', 'Tennis')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => mergeSport(trx, privateId, tennisId));
    const merged = await read(ana, version);
    expect(merged.bets.map((b) => [b.Id, b.Sport])).toEqual([[padel.Id, 'Tennis']]);
    expect(await api.betsOf(ana)).toEqual(await stored(ana));
  });

  it('answers the whole history for a version it has no deletions for', async () => {
    const now = await read(ana);
    expect(await read(ana, now.version + 1)).toMatchObject({ full: true, bets: now.bets });

    const doomed = await add(ana);
    const beforeDelete = (await read(ana)).version;
    await remove(ana, doomed.Id);
    const afterDelete = (await read(ana)).version;
    // Every deletion so far counts as old: the floor rises to the newest one.
    await pruneBetTombstones(server.database.db, new Date(Date.now() + 60_000));
    expect(await read(ana, beforeDelete)).toMatchObject({ full: true, deleted: [] });
    expect((await read(ana, beforeDelete)).bets.map((b) => b.Id)).not.toContain(doomed.Id);
    expect(await read(ana, afterDelete)).toMatchObject({ full: false, bets: [], deleted: [] });
  });

  it('answers 304 when the client holds this version’s answer, and 200 after a change', async () => {
    const first = await changes(ana, 1);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    await first.arrayBuffer();
    const again = await changes(ana, 1, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    await add(ana);
    expect((await changes(ana, 1, { 'if-none-match': etag })).status).toBe(200);
  });

  it('names whose history each answer is, for a reader that asked before knowing', async () => {
    const header = async (user: RegisteredUser, url: string, headers = {}) => {
      const res = await server.request(url, { headers: { cookie: user.cookie, ...headers } });
      await res.arrayBuffer();
      return { status: res.status, user: res.headers.get(BET_ANSWER_USER_HEADER), res };
    };
    expect(BET_ANSWER_USER_HEADER).toBe('x-stakelab-user');
    const full = await header(ana, changesUrl(0));
    expect(full).toMatchObject({ status: 200, user: String(ana.userId) });
    expect(await header(bruno, changesUrl(0))).toMatchObject({ user: String(bruno.userId) });
    const etag = full.res.headers.get('etag') ?? '';
    expect(await header(ana, changesUrl(0), { 'if-none-match': etag })).toMatchObject({
      status: 304,
      user: String(ana.userId),
    });
    expect(await header(bruno, '/api/history/user-bets/newest')).toMatchObject({
      status: 200,
      user: String(bruno.userId),
    });
  });

  it("sends amounts in integer cents and odds in thousandths, in the rows' order", async () => {
    const version = (await read(ana)).version;
    await add(ana, { stake: 7.35, originalOdds_decimal: 1.85, status: 'WON' });
    const res = await changes(ana, version);
    const [row] = ((await bodyOf(res)) as { bets: unknown[][] }).bets;
    const field = (name: (typeof BET_ROW_FIELDS)[number]) => row?.[BET_ROW_FIELDS.indexOf(name)];
    // 7.35 × 1.85 = 13.5975: the return rounds to 13.60 (1,360 cents), the net to 6.25.
    expect([field('Stake'), field('Odds'), field('ActualReturn'), field('NetReturn')]).toEqual([
      735, 1850, 1360, 625,
    ]);
    expect(field('Status')).toBe('WON');
  });

  it('keeps the answer for one changed bet small', async () => {
    const version = (await read(ana)).version;
    await add(ana, {
      eventDescription: 'Real Madrid v Barcelona',
      selections: [{ SelectionName: 'Real Madrid' }],
    });
    const res = await changes(ana, version);
    const text = await res.text();
    expect(JSON.parse(text).bets).toHaveLength(1);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(10 * 1024);
  });

  it('refuses anonymous callers and versions that are not whole numbers from 0', async () => {
    expect((await server.request(changesUrl())).status).toBe(401);
    for (const since of ['-1', 'abc', '1.5']) expect((await changes(ana, since)).status).toBe(400);
  });

  const newest = (user: RegisteredUser, limit?: string) =>
    server.request(`/api/history/user-bets/newest${limit === undefined ? '' : `?limit=${limit}`}`, {
      headers: { cookie: user.cookie },
    });
  /** A 200 answer of /newest, checked against its contract. */
  const readNewest = async (user: RegisteredUser, limit?: number): Promise<NewestBetsResponse> => {
    const res = await newest(user, limit?.toString());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const body = (await bodyOf(res)) as { bets: unknown[] };
    const answer = newestBetsResponseSchema.parse(body);
    expect(answer.bets.map(betViewToRow)).toEqual(body.bets);
    return answer;
  };
  /** The rows /changes writes for these bets, in this order. */
  const changesRowsOf = async (user: RegisteredUser, ids: readonly number[]) => {
    const byId = new Map((await read(user)).bets.map((b) => [b.Id, b]));
    return ids.map((id) => betViewToRow(byId.get(id) as BetView));
  };

  it('answers the newest bets first, the later-added first on the same date, as /changes rows', async () => {
    const cleo = await registerUser(server);
    const at = (day: string) => ({ placedDate: `2026-04-${day}T10:00:00.000Z` });
    const a = await add(cleo, at('01'));
    const b = await add(cleo, { ...at('03'), eventDescription: 'Betis v Sevilla' });
    const c = await add(cleo, { ...at('02'), status: 'PENDING' });
    const d = await add(cleo, { ...at('03'), stake: 7.35, originalOdds_decimal: 1.85 });
    const e = await add(cleo, {
      ...at('04'),
      selections: [{ SelectionName: 'Real Madrid' }, { SelectionName: 'Barcelona' }],
    });
    const f = await add(cleo, { placedDate: '2026-03-15T10:00:00.000Z' });

    // 04 e, 03 d then b (d added later), 02 c, 01 a, March f.
    const four = await readNewest(cleo, 4);
    expect(four.total).toBe(6);
    expect(four.bets.map((bet) => bet.Id)).toEqual([e.Id, d.Id, b.Id, c.Id]);
    expect(four.bets.map(betViewToRow)).toEqual(
      await changesRowsOf(cleo, [e.Id, d.Id, b.Id, c.Id]),
    );
    expect(four.bets[0]?.Selections.map((s) => s.SelectionName)).toEqual([
      'Real Madrid',
      'Barcelona',
    ]);

    const all = await readNewest(cleo);
    expect(all.total).toBe(6);
    expect(all.bets.map(betViewToRow)).toEqual(
      await changesRowsOf(cleo, [e.Id, d.Id, b.Id, c.Id, a.Id, f.Id]),
    );
    expect((await readNewest(cleo, 2)).bets.map((bet) => bet.Id)).toEqual([e.Id, d.Id]);
  });

  it('answers 50 bets when no limit is given, and the count of all', async () => {
    const dana = await registerUser(server);
    // n1 … n52, each placed a minute after the one before.
    const placed = (i: number) => new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString();
    const rows = Array.from({ length: 52 }, (_, i) => [
      `n${i + 1}`,
      'PENDING',
      '2.00',
      '1.00',
      '0',
      placed(i + 1),
      '',
      `Event ${i + 1}`,
    ]);
    expect((await api.upload(dana, 'upload-csv', pikkitCsv(rows))).status).toBe(200);
    const answer = await readNewest(dana);
    expect(answer.total).toBe(52);
    expect(answer.bets.map((bet) => bet.BetId)).toEqual(
      Array.from({ length: 50 }, (_, i) => `n${52 - i}`),
    );
  });

  it("answers only the user's own bets, the count of theirs alone", async () => {
    const own = await add(bruno, { placedDate: '2026-06-01T10:00:00.000Z' });
    await add(ana, { placedDate: '2026-06-02T10:00:00.000Z' });
    const full = await read(bruno);
    const answer = await readNewest(bruno);
    expect(answer.total).toBe(full.bets.length);
    expect(answer.bets[0]?.Id).toBe(own.Id);
    expect(answer.bets).toEqual(full.bets.slice(0, 50));
    const anaIds = new Set((await read(ana)).bets.map((b) => b.Id));
    expect(answer.bets.some((b) => anaIds.has(b.Id))).toBe(false);
  });

  it('refuses anonymous callers and limits that are not whole numbers from 1 to 200', async () => {
    expect((await server.request('/api/history/user-bets/newest')).status).toBe(401);
    for (const limit of ['0', '201', 'abc', '1.5']) {
      const res = await newest(ana, limit);
      expect(res.status, limit).toBe(400);
      expect(
        (await bodyOf(res)).errors.map((e: { field: string }) => e.field),
        limit,
      ).toEqual(['limit']);
    }
    // The bounds themselves are limits (ana has fewer than 200 bets).
    expect((await readNewest(ana, 1)).bets).toHaveLength(1);
    const most = await readNewest(ana, 200);
    expect(most.bets).toHaveLength(most.total);
  });
});
