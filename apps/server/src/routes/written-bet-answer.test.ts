import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { pgProxy, throughProxy } from '../test/pg-proxy.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * A hand write answers with the bet it saved. The database going away right after the commit
 * must not turn a saved write into 503 "nothing was saved": the bet is read inside the write's
 * transaction, so once the commit is answered the request needs the database no more.
 */
describe.skipIf(testDialect !== 'postgres' || !inject('postgresServerUrl'))(
  'a hand write whose database goes away right after its commit',
  () => {
    let server: TestServer;
    let proxy: ReturnType<typeof pgProxy>;
    let user: RegisteredUser;
    let api: ReturnType<typeof historyClient>;
    const form = {
      placedDate: '2026-05-04T10:00:00.000Z',
      sportName: 'Tennis',
      competitionName: 'ATP Madrid',
      eventDescription: 'Alcaraz v Sinner',
      originalOdds_decimal: 1.95,
      status: 'PENDING',
      stake: 10,
    };

    beforeAll(async () => {
      const postgres = new URL(inject('postgresServerUrl') ?? '');
      proxy = pgProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
      const port = await proxy.listen();
      server = await startTestServer({
        connect: (database) =>
          openDatabase({ dialect: 'postgres', url: throughProxy(database.url, port) }),
      });
      api = historyClient(server);
    });
    beforeEach(async () => {
      user = await registerUser(server);
    });
    afterAll(async () => {
      await server.close();
      await proxy.close();
    });

    /** Runs `write` with the database cut right after its commit, then lets it back. */
    async function cutAfterCommit(write: () => Promise<Response>): Promise<Response> {
      proxy.cutAfterCommit();
      try {
        return await write();
      } finally {
        proxy.restore();
      }
    }

    it('adding answers 200 with the bet that was saved', async () => {
      const res = await cutAfterCommit(() => api.addBet(user, form));
      expect(res.status).toBe(200);
      const { bet } = await bodyOf(res);
      expect(bet).toMatchObject({ EventDescription: 'Alcaraz v Sinner', Stake: 10, Odds: 1.95 });
      expect(await api.betsOf(user)).toEqual([bet]);
    });

    it('editing answers 200 with the bet as saved', async () => {
      const { bet: added } = await bodyOf(await api.addBet(user, form));
      const res = await cutAfterCommit(() =>
        server.request(`/api/history/bets/${added.Id}`, {
          method: 'PUT',
          json: { user_email: user.email, ...form, stake: 25 },
          headers: { cookie: user.cookie },
        }),
      );
      expect(res.status).toBe(200);
      const { bet } = await bodyOf(res);
      expect(bet).toMatchObject({ Id: added.Id, Stake: 25 });
      expect(await api.betsOf(user)).toEqual([bet]);
    });

    it('settling answers 200 with the bet as settled', async () => {
      const { bet: added } = await bodyOf(await api.addBet(user, form));
      const res = await cutAfterCommit(() => api.settle(user, added.Id, { status: 'WON' }));
      expect(res.status).toBe(200);
      const { bet } = await bodyOf(res);
      // Won: 10 × 1.95 = 19.50 back, 9.50 net.
      expect(bet).toMatchObject({
        Id: added.Id,
        Status: 'WON',
        ActualReturn: 19.5,
        NetReturn: 9.5,
      });
      expect(await api.betsOf(user)).toEqual([bet]);
    });
  },
);
