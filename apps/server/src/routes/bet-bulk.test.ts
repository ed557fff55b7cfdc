import { betChangesResponseSchema, type BetChangesResponse } from '@stakelab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBetAudit } from '../repositories/bet-audit-log.ts';
import { pruneExpiredCredentials } from '../services/housekeeping.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`bulk actions on the history's bets on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
  });
  afterAll(() => server.close());

  const bulk = (user: RegisteredUser, action: string, json: Record<string, unknown>) =>
    server.request(`/api/history/bets/bulk/${action}`, { json, headers: { cookie: user.cookie } });
  const ok = async (res: Response) => {
    expect(res.status).toBe(200);
    return bodyOf(res);
  };
  const changes = async (user: RegisteredUser, since: number): Promise<BetChangesResponse> => {
    const res = await server.request(`/api/history/user-bets/changes?since=${since}`, {
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(200);
    return betChangesResponseSchema.parse(await bodyOf(res));
  };
  const versionOf = async (user: RegisteredUser) =>
    (
      betChangesResponseSchema.parse(
        await bodyOf(
          await server.request('/api/history/user-bets/changes', {
            headers: { cookie: user.cookie },
          }),
        ),
      ) as BetChangesResponse
    ).version;

  /** A bet added by hand; its internal id. */
  const add = async (user: RegisteredUser, overrides: Record<string, unknown> = {}) => {
    const res = await api.addBet(user, {
      placedDate: '2026-05-04T10:00:00.000Z',
      sportName: 'Tennis',
      originalOdds_decimal: 1.35,
      status: 'PENDING',
      eventDescription: 'Alcaraz v Sinner',
      selections: [{ SelectionName: 'Alcaraz' }],
      stake: 10.05,
      ...overrides,
    });
    expect(res.status).toBe(200);
    return (await bodyOf(res)).bet.Id as number;
  };
  const betOf = async (user: RegisteredUser, id: number) =>
    (await api.betsOf(user)).find((b) => b.Id === id);

  describe('tags', () => {
    it('adds and removes tags on the user own bets under one version; others untouched', async () => {
      const ana = await registerUser(server);
      const bruno = await registerUser(server);
      const a1 = await add(ana, { tags: ['value', 'Live'] });
      const a2 = await add(ana, { tags: ['live'] });
      const a3 = await add(ana, { tags: ['keep'] });
      const b1 = await add(bruno, { tags: ['live'] });
      const start = await versionOf(ana);
      const brunoStart = await versionOf(bruno);

      const body = await ok(
        await bulk(ana, 'tags', { betIds: [a1, a2, a3, b1], add: ['Tipster A'], remove: ['LIVE'] }),
      );
      // a1: [value, Live] − live + Tipster A = [value, Tipster A]; a2: [live] → [Tipster A];
      // a3: [keep] → [keep, Tipster A]; b1 is Bruno's: not counted. 3 updated.
      expect(body).toEqual({ success: true, updated: 3 });
      expect((await betOf(ana, a1))?.Tags).toEqual(['value', 'Tipster A']);
      expect((await betOf(ana, a2))?.Tags).toEqual(['Tipster A']);
      expect((await betOf(ana, a3))?.Tags).toEqual(['keep', 'Tipster A']);
      expect((await betOf(bruno, b1))?.Tags).toEqual(['live']);
      expect(await versionOf(bruno)).toBe(brunoStart);

      // One bump: the feed after `start` carries the three at start + 1.
      const feed = await changes(ana, start);
      expect(feed.version).toBe(start + 1);
      expect(feed.bets.map((b) => b.Id).sort((x, y) => x - y)).toEqual([a1, a2, a3]);
      expect(await listBetAudit(server.database.db, ana.userId, a2)).toMatchObject([
        { importId: null, field: 'Tags', old: 'live', new: 'Tipster A' },
      ]);

      // Nothing to change: 0 updated, no new version.
      expect(
        await ok(await bulk(ana, 'tags', { betIds: [a3], add: ['keep'], remove: [] })),
      ).toEqual({ success: true, updated: 0 });
      expect(await versionOf(ana)).toBe(start + 1);
    });

    it.each([
      [{ betIds: [], add: [], remove: [] }],
      [{ betIds: [1, 1], add: ['x'], remove: [] }],
      [{ betIds: [0], add: ['x'], remove: [] }],
      [{ betIds: Array.from({ length: 5001 }, (_, i) => i + 1), add: ['x'], remove: [] }],
    ])('refuses ids out of bounds: %#', async (json) => {
      const ana = await registerUser(server);
      expect((await bulk(ana, 'tags', json)).status).toBe(400);
    });

    it('takes 5,000 ids at once; ids that are not the user own are not counted', async () => {
      const ana = await registerUser(server);
      const own = await add(ana, { tags: [] });
      // 4,999 ids far above any bet of this test, and Ana's own bet.
      const betIds = [own, ...Array.from({ length: 4999 }, (_, i) => 10_000_000 + i)];
      expect(await ok(await bulk(ana, 'tags', { betIds, add: ['bulk'], remove: [] }))).toEqual({
        success: true,
        updated: 1,
      });
      expect((await betOf(ana, own))?.Tags).toEqual(['bulk']);
    });

    it('refuses a visitor without a session', async () => {
      const res = await server.request('/api/history/bets/bulk/tags', {
        json: { betIds: [1], add: ['x'], remove: [] },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('bankroll', () => {
    it('moves the user own bets to their bankroll; the balances follow', async () => {
      const ana = await registerUser(server);
      const bruno = await registerUser(server);
      const created = await ok(
        await server.request('/api/history/bankrolls', {
          json: { name: 'Tennis', startingBalance: 100 },
          headers: { cookie: ana.cookie },
        }),
      );
      const tennis = created.bankroll.id as number;
      const a1 = await add(ana, { status: 'WON' });
      const a2 = await add(ana, { status: 'LOST' });
      const b1 = await add(bruno, { status: 'WON' });
      const start = await versionOf(ana);

      const body = await ok(
        await bulk(ana, 'bankroll', { betIds: [a1, a2, b1], bankrollId: tennis }),
      );
      expect(body).toEqual({ success: true, updated: 2 });
      expect((await betOf(ana, a1))?.BankrollId).toBe(tennis);
      expect((await betOf(ana, a2))?.BankrollId).toBe(tennis);
      expect((await betOf(bruno, b1))?.BankrollId).toBeNull();
      const feed = await changes(ana, start);
      expect(feed.version).toBe(start + 1);
      expect(feed.bets.map((b) => b.Id).sort((x, y) => x - y)).toEqual([a1, a2]);
      expect(await listBetAudit(server.database.db, ana.userId, a1)).toMatchObject([
        { field: 'BankrollId', old: null, new: tennis },
      ]);

      // Bruno cannot move his bet into Ana's bankroll; the bet stays where it was.
      const refused = await bulk(bruno, 'bankroll', { betIds: [b1], bankrollId: tennis });
      expect(refused.status).toBe(400);
      expect((await bodyOf(refused)).errors).toEqual([
        { field: 'bankrollId', message: 'unknownBankroll' },
      ]);
      expect((await betOf(bruno, b1))?.BankrollId).toBeNull();

      // Back to the default bankroll: stored as null, as a single bet's move.
      const list = await bodyOf(
        await server.request('/api/history/bankrolls', { headers: { cookie: ana.cookie } }),
      );
      const main = list.bankrolls.find((b: { isDefault: boolean }) => b.isDefault).id;
      expect(await ok(await bulk(ana, 'bankroll', { betIds: [a1], bankrollId: main }))).toEqual({
        success: true,
        updated: 1,
      });
      expect((await betOf(ana, a1))?.BankrollId).toBeNull();
    });
  });

  describe('settle', () => {
    it('settles only the open bets, with the single route money and a settle date of now', async () => {
      const ana = await registerUser(server);
      const bruno = await registerUser(server);
      const open1 = await add(ana);
      const open2 = await add(ana, { stake: 4, originalOdds_decimal: 2.5 });
      const lost = await add(ana, { status: 'LOST' });
      const brunos = await add(bruno);
      const start = await versionOf(ana);
      const before = Date.now();

      const body = await ok(
        await bulk(ana, 'settle', { betIds: [open1, open2, lost, brunos], status: 'WON' }),
      );
      // open1, open2 settle; lost is not open, brunos is not hers.
      expect(body).toEqual({ success: true, settled: 2, skipped: 2 });
      // 10.05 × 1.35 = 13.5675 → 13.57, net 3.52 (as the single settle route).
      const one = await betOf(ana, open1);
      expect(one).toMatchObject({ Status: 'WON', ActualReturn: 13.57, NetReturn: 3.52 });
      expect(Date.parse(one!.SettledDate!)).toBeGreaterThanOrEqual(before - 1000);
      expect(one?.Selections[0]?.Result).toBe('WON');
      // 4 × 2.5 = 10, net 6.
      expect(await betOf(ana, open2)).toMatchObject({ ActualReturn: 10, NetReturn: 6 });
      expect(await betOf(ana, lost)).toMatchObject({ Status: 'LOST', NetReturn: -10.05 });
      expect(await betOf(bruno, brunos)).toMatchObject({ Status: 'PENDING' });
      const feed = await changes(ana, start);
      expect(feed.version).toBe(start + 1);
      expect(feed.bets.map((b) => b.Id).sort((x, y) => x - y)).toEqual([open1, open2]);

      // VOID gives the stake back: 10.05, net 0.
      const open3 = await add(ana);
      expect(await ok(await bulk(ana, 'settle', { betIds: [open3], status: 'VOID' }))).toEqual({
        success: true,
        settled: 1,
        skipped: 0,
      });
      expect(await betOf(ana, open3)).toMatchObject({ ActualReturn: 10.05, NetReturn: 0 });
    });

    it('refuses a status that needs an amount', async () => {
      const ana = await registerUser(server);
      const id = await add(ana);
      expect((await bulk(ana, 'settle', { betIds: [id], status: 'CASHED_OUT' })).status).toBe(400);
    });
  });

  describe('delete and undo', () => {
    it('deletes the user own bets, and the undo brings back exactly the same history once', async () => {
      const ana = await registerUser(server);
      const bruno = await registerUser(server);
      const created = await ok(
        await server.request('/api/history/bankrolls', {
          json: { name: 'Tennis' },
          headers: { cookie: ana.cookie },
        }),
      );
      const kept = await add(ana, { status: 'LOST' });
      const d1 = await add(ana, { tags: ['value'], bankrollId: created.bankroll.id });
      const d2 = await add(ana, {
        status: 'WON',
        betType: 'Double',
        selections: [{ SelectionName: 'Alcaraz' }, { SelectionName: 'Sinner' }],
      });
      const b1 = await add(bruno);
      const original = await api.betsOf(ana);
      const start = await versionOf(ana);

      const deleted = await ok(await bulk(ana, 'delete', { betIds: [d1, d2, b1] }));
      expect(deleted).toMatchObject({ success: true, deleted: 2 });
      expect(typeof deleted.undoToken).toBe('string');
      expect((await api.betsOf(ana)).map((b) => b.Id)).toEqual([kept]);
      expect((await api.betsOf(bruno)).map((b) => b.Id)).toEqual([b1]);
      const gone = await changes(ana, start);
      expect(gone).toMatchObject({ version: start + 1, bets: [], full: false });
      expect(gone.deleted.sort((x, y) => x - y)).toEqual([d1, d2]);

      // Another user's token does nothing for Bruno.
      expect((await bulk(bruno, 'undo-delete', { undoToken: deleted.undoToken })).status).toBe(404);

      const undone = await ok(await bulk(ana, 'undo-delete', { undoToken: deleted.undoToken }));
      expect(undone).toEqual({ success: true, restored: 2 });
      expect(await api.betsOf(ana)).toEqual(original);
      // The feed brings them back under a new version, no longer as deleted.
      const back = await changes(ana, start + 1);
      expect(back).toMatchObject({ version: start + 2, deleted: [], full: false });
      expect(back.bets.map((b) => b.Id).sort((x, y) => x - y)).toEqual([d1, d2]);
      const sinceStart = await changes(ana, start);
      expect(sinceStart.deleted).toEqual([]);

      // Once only.
      expect((await bulk(ana, 'undo-delete', { undoToken: deleted.undoToken })).status).toBe(404);
      expect((await bulk(ana, 'undo-delete', { undoToken: 'not-a-token' })).status).toBe(404);
      // Deleted again, the bet leaves again.
      expect(await ok(await bulk(ana, 'delete', { betIds: [d1] }))).toMatchObject({ deleted: 1 });
      expect((await changes(ana, start + 2)).deleted).toEqual([d1]);
    });

    it('an expired undo does nothing', async () => {
      const ana = await registerUser(server);
      const id = await add(ana);
      const { undoToken } = await ok(await bulk(ana, 'delete', { betIds: [id] }));
      await server.database.db
        .updateTable('bet_bulk_deletions')
        .set({ expires_at: '2020-01-01T00:00:00.000Z' })
        .where('user_id', '=', ana.userId)
        .execute();
      expect((await bulk(ana, 'undo-delete', { undoToken })).status).toBe(404);
      expect(await api.betsOf(ana)).toEqual([]);
      // Housekeeping forgets the deleted bets once their undo is gone.
      const kept = () =>
        server.database.db
          .selectFrom('bet_bulk_deletions')
          .select('id')
          .where('user_id', '=', ana.userId)
          .execute();
      expect(await kept()).toHaveLength(1);
      await pruneExpiredCredentials(server.database.db, new Date());
      expect(await kept()).toEqual([]);
    });
  });
});
