import { bankrollNamer, toStakeLabCsv, type BetRecord, type BetView } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeImportedBets } from '../services/import-service.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord, selectionRecord } from '../test/factories.ts';
import { historyClient, withoutIds } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** 2,000 bets of many shapes, each placed at its own minute (so both lists sort alike). */
function varied(count: number): BetRecord[] {
  const statuses = ['WON', 'LOST', 'VOID', 'PENDING', 'HALF_WON'] as const;
  return Array.from({ length: count }, (_, i) => {
    const status = statuses[i % statuses.length]!;
    const stakeCents = 100 + ((i * 37) % 5000);
    const oddsMilli = 1010 + ((i * 131) % 9000);
    const back =
      status === 'WON'
        ? Math.round((stakeCents * oddsMilli) / 1000)
        : status === 'VOID'
          ? stakeCents
          : status === 'HALF_WON'
            ? Math.round((stakeCents * (oddsMilli + 1000)) / 2000)
            : 0;
    const placed = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
    const legs =
      i % 7 === 0
        ? [selectionRecord({ name: `Leg A ${i}` }), selectionRecord({ name: `Leg B ${i}` })]
        : [selectionRecord({ name: `Pick ${i}`, result: status === 'PENDING' ? null : status })];
    return betRecord({
      sourceBetId: `RT/${i}`,
      placedAt: placed,
      settledAt:
        status === 'PENDING' ? null : new Date(Date.parse(placed) + 3_600_000).toISOString(),
      status,
      stakeCents,
      oddsMilli,
      returnCents: back,
      netReturnCents: status === 'PENDING' ? 0 : back - stakeCents,
      betType: legs.length > 1 ? 'DBL' : 'SGL',
      eventDescription: `Event ${i}`,
      tipster: i % 3 === 0 ? `Tipster ${i % 4}` : null,
      tags: i % 5 === 0 ? ['value', `t${i % 11}`] : [],
      closingOddsMilli: i % 4 === 0 ? oddsMilli + 50 : null,
      selections: legs,
    });
  });
}

describeWithDatabase(
  `a StakeLab CSV export imported into a fresh account on ${testDialect}`,
  () => {
    let server: TestServer;
    let api: ReturnType<typeof historyClient>;
    beforeAll(async () => {
      server = await startTestServer();
      api = historyClient(server);
    });
    afterAll(() => server.close());

    const request = (user: RegisteredUser, url: string, json?: unknown) =>
      server.request(url, {
        ...(json === undefined ? {} : { json }),
        headers: { cookie: user.cookie },
      });
    const bankrollsOf = async (user: RegisteredUser) =>
      (await bodyOf(await request(user, '/api/history/bankrolls'))).bankrolls as {
        id: number;
        name: string;
        isDefault: boolean;
        startingBalance: number;
      }[];
    /** The web's Export CSV: core toStakeLabCsv with the bankrolls' names and the unit size. */
    const exported = async (user: RegisteredUser, bets: readonly BetView[]) =>
      toStakeLabCsv(bets, { bankrollName: bankrollNamer(await bankrollsOf(user)), unitCents: 750 });
    const setUnit = async (user: RegisteredUser) => {
      const res = await request(user, '/api/auth/update-profile', {
        email: user.email,
        user_id: user.userId,
        first_name: 'Anabel',
        last_name: 'Garcia',
        unit_size: 7.5,
      });
      expect(res.status, await res.text()).toBe(200);
    };
    /** Bets as two accounts compare them: bankrolls by name instead of id. */
    const comparable = async (user: RegisteredUser, bets: readonly BetView[]) => {
      const name = bankrollNamer(await bankrollsOf(user));
      return withoutIds(bets).map((bet) => ({ ...bet, BankrollId: name(bet.BankrollId ?? null) }));
    };

    it('gives back the same history: bankrolls by name, units at the same unit size', async () => {
      const ana = await registerUser(server);
      await setUnit(ana);
      await storeImportedBets(server.database.db, ana.userId, varied(2000), 'betfair-sportsbook');
      const tennis = await bodyOf(
        await request(ana, '/api/history/bankrolls', { name: 'Tennis', startingBalance: 50 }),
      );
      const all = await api.betsOf(ana);
      expect(all).toHaveLength(2000);
      // Every other bet to Tennis: 1,000 there, 1,000 in the default bankroll.
      const moved = await bodyOf(
        await request(ana, '/api/history/bets/bulk/bankroll', {
          betIds: all.filter((_, i) => i % 2 === 0).map((b) => b.Id),
          bankrollId: tennis.bankroll.id,
        }),
      );
      expect(moved).toEqual({ success: true, updated: 1000 });
      const original = await api.betsOf(ana);
      const csv = await exported(ana, original);

      const bea = await registerUser(server);
      await setUnit(bea);
      const imported = await api.upload(bea, 'upload-csv', csv);
      expect(imported.status).toBe(200);
      expect(await bodyOf(imported)).toMatchObject({ inserted: 2000, format: 'stakelab-csv' });

      const copy = await api.betsOf(bea);
      expect(await comparable(bea, copy)).toEqual(await comparable(ana, original));
      // The Tennis bankroll was made for Bea, starting at 0; the default one kept its name.
      expect(
        (await bankrollsOf(bea)).map(({ name, isDefault, startingBalance }) => ({
          name,
          isDefault,
          startingBalance,
        })),
      ).toEqual([
        { name: 'Main bankroll', isDefault: true, startingBalance: 0 },
        { name: 'Tennis', isDefault: false, startingBalance: 0 },
      ]);
      // And her export is Ana's, cell for cell: names, StakeUnits and NetUnits included.
      expect(await exported(bea, copy)).toBe(csv);
    }, 120_000);

    it('puts every new bet in the bankroll the upload chose, over the Bankroll column', async () => {
      const ana = await registerUser(server);
      await storeImportedBets(server.database.db, ana.userId, varied(3), 'betfair-sportsbook');
      const csv = await exported(ana, await api.betsOf(ana));
      const bea = await registerUser(server);
      const savings = await bodyOf(
        await request(bea, '/api/history/bankrolls', { name: 'Savings' }),
      );

      // Another user's bankroll: refused, nothing written.
      const carla = await registerUser(server);
      const refused = await api.upload(carla, 'upload-csv', csv, {
        bankrollId: savings.bankroll.id,
      });
      expect(refused.status).toBe(400);
      expect((await bodyOf(refused)).errors).toEqual([
        { field: 'bankrollId', message: 'unknownBankroll' },
      ]);
      expect(await api.betsOf(carla)).toEqual([]);

      const res = await api.upload(bea, 'upload-csv', csv, { bankrollId: savings.bankroll.id });
      expect(res.status).toBe(200);
      expect((await api.betsOf(bea)).map((b) => b.BankrollId)).toEqual([
        savings.bankroll.id,
        savings.bankroll.id,
        savings.bankroll.id,
      ]);
      // No bankroll was made from the column ("Main bankroll" is the default anyway).
      expect((await bankrollsOf(bea)).map((b) => b.name)).toEqual(['Main bankroll', 'Savings']);
    });
  },
);
