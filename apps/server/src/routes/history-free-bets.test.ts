import {
  betChangesResponseSchema,
  parseCsvImport,
  type BetView,
  type ImportOptions,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAGE_FROM_RECORDS, storeImportedBets } from '../services/import-service.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord } from '../test/factories.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * Free bets (issue 33) stored and read back: added by hand, edited, settled, imported from a
 * mapped spreadsheet (small and staged), on both the objects (user-bets) and the rows (changes).
 * A free bet pays its profit only: 5.00 at 4.00 won pays 5 × 3 = 15.00, lost costs 0.
 */

/** A bettor's sheet: two cash bets and two free bets ("FB" in the Type column). */
const SHEET = [
  'Date,Event,Odds,Stake,Result,Type',
  '2026-02-01 18:00,Betis v Sevilla,2.50,10.00,Won,',
  '2026-02-02 18:00,Getafe v Girona,2.00,8.00,Lost,',
  '2026-02-03 18:00,Celta v Osasuna,4.00,5.00,Won,FB',
  '2026-02-04 18:00,Alaves v Mallorca,3.00,6.00,Lost,FB',
].join('\n');
const MAPPING: NonNullable<ImportOptions['csvMapping']> = {
  columns: {
    placedDate: 'Date',
    description: 'Event',
    odds: 'Odds',
    stake: 'Stake',
    status: 'Result',
    freeBet: 'Type',
  },
  oddsFormat: 'decimal',
};

describeWithDatabase(`free bets stored and read back on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  beforeAll(async () => {
    // Histories of 2 bets or more go through the read threads, as production's large ones do.
    server = await startTestServer({ env: { HISTORY_THREAD_MIN_BETS: '2' } });
    api = historyClient(server);
  });
  afterAll(() => server.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    placedDate: '2026-05-04T10:00:00.000Z',
    sportName: 'Football',
    originalOdds_decimal: 4,
    status: 'WON',
    stake: 5,
    ...overrides,
  });
  const added = async (user: RegisteredUser, overrides: Record<string, unknown> = {}) => {
    const res = await api.addBet(user, form(overrides));
    expect(res.status, await res.clone().text()).toBe(200);
    return (await bodyOf(res)).bet as BetView;
  };
  const edit = async (user: RegisteredUser, id: number, overrides: Record<string, unknown>) => {
    const res = await server.request(`/api/history/bets/${id}`, {
      method: 'PUT',
      json: form(overrides),
      headers: { cookie: user.cookie },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await bodyOf(res)).bet as BetView;
  };
  /** The changes feed's rows, read back as bets (what the browser keeps). */
  const rowsOf = async (user: RegisteredUser) => {
    const res = await server.request('/api/history/user-bets/changes', {
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(200);
    return betChangesResponseSchema.parse(await bodyOf(res)).bets;
  };
  const freeFlags = (bets: readonly BetView[]) =>
    Object.fromEntries(bets.map((b) => [b.EventDescription ?? b.BetId, b.FreeBet]));

  it('stores a free bet added by hand: it pays the profit only, and says FreeBet', async () => {
    const ana = await registerUser(server);
    const free = await added(ana, { freeBet: true, eventDescription: 'free' });
    expect(free).toMatchObject({ FreeBet: true, Stake: 5, ActualReturn: 15, NetReturn: 15 });
    // A lost free bet costs nothing; a bet the form says nothing of is cash (won: 20 back).
    const lost = await added(ana, { freeBet: true, status: 'LOST', eventDescription: 'lost' });
    expect(lost).toMatchObject({ FreeBet: true, ActualReturn: 0, NetReturn: 0 });
    const cash = await added(ana, { eventDescription: 'cash' });
    expect(cash).toMatchObject({ FreeBet: false, ActualReturn: 20, NetReturn: 15 });

    const expected = { free: true, lost: true, cash: false };
    expect(freeFlags(await api.betsOf(ana))).toEqual(expected);
    expect(freeFlags(await rowsOf(ana))).toEqual(expected);
  });

  it('keeps the flag through an edit that leaves it out, and works the money out again', async () => {
    const ana = await registerUser(server);
    const bet = await added(ana, { freeBet: true });
    // Odds now 3.00, freeBet not sent: still free, 5 × 2 = 10.00.
    expect(await edit(ana, bet.Id, { originalOdds_decimal: 3 })).toMatchObject({
      FreeBet: true,
      ActualReturn: 10,
      NetReturn: 10,
    });
    // Made a cash bet: 5 × 3 = 15.00 back, net 10.00.
    expect(await edit(ana, bet.Id, { originalOdds_decimal: 3, freeBet: false })).toMatchObject({
      FreeBet: false,
      ActualReturn: 15,
      NetReturn: 10,
    });
  });

  it('settles an open free bet by hand as a free bet', async () => {
    const ana = await registerUser(server);
    const open = await added(ana, { freeBet: true, status: 'PENDING' });
    expect(open).toMatchObject({ FreeBet: true, ActualReturn: 0, NetReturn: 0 });
    const won = await api.settle(ana, open.Id, { status: 'WON' });
    expect(won.status).toBe(200);
    expect((await bodyOf(won)).bet).toMatchObject({
      FreeBet: true,
      ActualReturn: 15,
      NetReturn: 15,
    });
    // Cashed out for 2.50 instead: all of it profit (a cash bet would net 2.50 − 5 = −2.50).
    const cashedOut = await api.settle(ana, open.Id, { status: 'CASHED_OUT', cashOut: 2.5 });
    expect((await bodyOf(cashedOut)).bet).toMatchObject({ ActualReturn: 2.5, NetReturn: 2.5 });
  });

  it('stores the free bets of a mapped spreadsheet; importing it again adds nothing', async () => {
    const bea = await registerUser(server);
    const parsed = parseCsvImport(SHEET, { csvMapping: MAPPING });
    expect(parsed.problems).toEqual([]);
    const first = await storeImportedBets(
      server.database.db,
      bea.userId,
      parsed.bets,
      'mapped-csv',
    );
    expect(first).toMatchObject({ inserted: 4 });

    const bets = await api.betsOf(bea);
    const byEvent = new Map(bets.map((b) => [b.EventDescription, b]));
    // Cash: 10 × 2.5 = 25 back (+15); 8 lost (−8). Free: 5 × 3 = +15; lost 0.
    expect(
      ['Betis v Sevilla', 'Getafe v Girona', 'Celta v Osasuna', 'Alaves v Mallorca'].map((e) => {
        const b = byEvent.get(e);
        return [b?.FreeBet, b?.Stake, b?.ActualReturn, b?.NetReturn];
      }),
    ).toEqual([
      [false, 10, 25, 15],
      [false, 8, 0, -8],
      [true, 5, 15, 15],
      [true, 6, 0, 0],
    ]);
    expect(freeFlags(await rowsOf(bea))).toEqual(freeFlags(bets));

    const again = await storeImportedBets(
      server.database.db,
      bea.userId,
      parsed.bets,
      'mapped-csv',
    );
    expect(again).toMatchObject({ inserted: 0, updated: 0 });
    expect(await api.betsOf(bea)).toHaveLength(4);
  });

  it('carries the flag through a staged (large) import', async () => {
    const carla = await registerUser(server);
    const records = Array.from({ length: STAGE_FROM_RECORDS }, (_, i) =>
      betRecord({
        sourceBetId: `FREE/${i}`,
        freeBet: i % 2 === 0,
        // Free: 10 × 1.5 = 15.00 profit; cash: 25.00 back, +15.00 (the factory's).
        returnCents: i % 2 === 0 ? 1500 : 2500,
        netReturnCents: 1500,
      }),
    );
    await storeImportedBets(server.database.db, carla.userId, records, 'betfair-sportsbook');
    const bets = await api.betsOf(carla);
    expect(bets).toHaveLength(STAGE_FROM_RECORDS);
    const free = bets.filter((b) => b.FreeBet === true);
    expect(free).toHaveLength(STAGE_FROM_RECORDS / 2);
    expect(free.every((b) => Number(b.BetId.slice(5)) % 2 === 0 && b.ActualReturn === 15)).toBe(
      true,
    );
  }, 60_000);
});
