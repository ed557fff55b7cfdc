import { diffBets } from '@stakelab/core';
import { afterEach, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { betRecord, createUserRow } from '../test/factories.ts';
import { insertBets } from './bet-inserts.ts';
import { listBetViews } from './bet-views.ts';
import { createCatalogueResolver, listSports, loadCatalogueNames } from './catalogue.ts';
import { loadStoredBets, snapshotOf } from './stored-bets.ts';

describeWithDatabase(`bets repository on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());
  const now = new Date('2026-03-02T00:00:00.000Z');

  it('starts with a seeded catalogue and matches names case- and accent-insensitively', async () => {
    database = await createTestDatabase();
    const user = await createUserRow(database.db);
    const names = (await listSports(database.db, user.id)).map((s) => s.sport_name);
    expect(names).toEqual(
      expect.arrayContaining(['Football', 'Tennis', 'Basketball', 'Horse Racing', 'Unknown']),
    );
    const catalogue = await createCatalogueResolver(database.db, user.id);
    const football = await catalogue.sportId('Football');
    expect(await catalogue.sportId('FÚTBOL')).toBe(football);
    expect(await catalogue.sportId(' soccer ')).toBe(football);
    expect(await catalogue.sportId('')).toBe(await catalogue.sportId('Unknown'));
    const padel = await catalogue.sportId('Pádel');
    expect(await catalogue.sportId('padel')).toBe(padel);
    expect(await catalogue.competitionId(football, 'laliga')).toBe(
      await catalogue.competitionId(football, 'LaLiga'),
    );
    expect(await catalogue.competitionId(football, '  ')).toBeNull();
  });

  it('stores bets with their selections and shows them newest first in euros', async () => {
    database = await createTestDatabase();
    const user = await createUserRow(database.db);
    const older = betRecord({
      placedAt: '2026-01-10T10:00:00.000Z',
      stakeCents: 550,
      returnCents: 0,
      netReturnCents: -550,
      status: 'LOST',
    });
    const newer = betRecord({
      placedAt: '2026-02-10T10:00:00.000Z',
      sport: 'Fútbol',
      competition: null,
      oddsMilli: 3250,
      selections: [
        {
          name: 'Over 2.5',
          oddsMilli: 1800,
          eventName: 'A v B',
          marketName: 'Goals',
          sport: 'Tennis',
          competition: 'ATP Tour',
          result: null,
        },
        {
          name: 'BTTS',
          oddsMilli: 1806,
          eventName: 'A v B',
          marketName: 'BTTS',
          sport: null,
          competition: null,
          result: null,
        },
      ],
    });
    expect(await insertBets(database.db, user.id, [older, newer], now)).toEqual({
      inserted: 2,
      skipped: 0,
      selections: 3,
    });

    const views = await listBetViews(database.db, user.id);
    expect(views.map((v) => v.BetId)).toEqual([newer.sourceBetId, older.sourceBetId]);
    expect(views[0]).toMatchObject({
      Sport: 'Football',
      Competition: 'Unknown',
      Odds: 3.25,
      Stake: 10,
      ActualReturn: 25,
      NetReturn: 15,
      Status: 'WON',
      Source: 'betfair-sportsbook',
    });
    expect(
      views[0]?.Selections.map((s) => [s.SelectionName, s.Odds, s.Sport, s.Competition]),
    ).toEqual([
      ['Over 2.5', 1.8, 'Tennis', 'ATP Tour'],
      ['BTTS', 1.806, 'Football', 'Unknown'],
    ]);
    expect(views[1]).toMatchObject({
      Stake: 5.5,
      ActualReturn: 0,
      NetReturn: -5.5,
      Competition: 'LaLiga',
    });
  });

  it('adds nothing the second time, recognising a bet by any of its ids', async () => {
    database = await createTestDatabase();
    const user = await createUserRow(database.db);
    const bet = betRecord({ sourceBetId: 'O/1/1', aliases: ['1001', 'R-1'] });
    expect(await insertBets(database.db, user.id, [bet], now)).toMatchObject({
      inserted: 1,
      skipped: 0,
    });
    expect(await insertBets(database.db, user.id, [bet], now)).toMatchObject({
      inserted: 0,
      skipped: 1,
    });
    const sameByAlias = betRecord({ sourceBetId: 'R-1' });
    const twiceInOneFile = betRecord({ sourceBetId: 'NEW-1' });
    expect(
      await insertBets(
        database.db,
        user.id,
        [sameByAlias, twiceInOneFile, { ...twiceInOneFile }],
        now,
      ),
    ).toEqual({
      inserted: 1,
      skipped: 2,
      selections: 1,
    });
    // Another user may hold the same source ids.
    const other = await createUserRow(database.db);
    expect(await insertBets(database.db, other.id, [bet], now)).toMatchObject({ inserted: 1 });
    expect(await listBetViews(database.db, user.id)).toHaveLength(2);
  });

  it('keeps what importers keep beyond the money, and reads a bet back as it was stored', async () => {
    database = await createTestDatabase();
    const user = await createUserRow(database.db);
    // An exchange back bet: 100.00 at 3.00 won 200.00 gross, 5 % commission 10.00, net 190.00.
    const bet = betRecord({
      sport: 'Soccer', // stored as Football: comparing must not see a change
      stakeCents: 10_000,
      oddsMilli: 3000,
      returnCents: 29_000,
      netReturnCents: 19_000,
      side: 'BACK',
      grossProfitCents: 20_000,
      commissionCents: 1000,
      closingOddsMilli: 2850,
      expectedValueRatio: 0.0526,
      tags: ['model', 'late'],
      details: {
        orderType: 'MARKET_ON_CLOSE',
        priceRequestedMilli: 2900,
        priceReduced: true,
        handicap: -1.5,
        eachWayDivisor: 4,
        placesPaid: 3,
      },
      currency: 'BRL',
    });
    await insertBets(database.db, user.id, [bet], now);
    const [view] = await listBetViews(database.db, user.id);
    expect(view).toMatchObject({
      Sport: 'Football',
      GrossProfit: 200,
      Commission: 10,
      NetReturn: 190,
      ClosingOdds: 2.85,
      ExpectedValue: 0.0526,
      Tags: ['model', 'late'],
      OrderType: 'MARKET_ON_CLOSE',
      PriceReduced: true,
      Handicap: -1.5,
      EachWayDivisor: 4,
      EditedAt: null,
      Currency: 'BRL',
    });
    const names = await loadCatalogueNames(database.db, user.id);
    const stored = await loadStoredBets(database.db, user.id, [view?.Id ?? 0], names);
    const state = stored.get(view?.Id ?? 0)?.state;
    expect(state?.editedAt).toBeNull();
    expect(diffBets(state?.bet ?? snapshotOf(betRecord(), names), snapshotOf(bet, names))).toEqual({
      bet: [],
      notes: [],
    });
  });

  it('inserts a large batch in chunks', async () => {
    database = await createTestDatabase();
    const user = await createUserRow(database.db);
    const many = Array.from({ length: 450 }, (_, i) => betRecord({ sourceBetId: `BULK-${i}` }));
    expect(await insertBets(database.db, user.id, many, now)).toEqual({
      inserted: 450,
      skipped: 0,
      selections: 450,
    });
    expect(await listBetViews(database.db, user.id)).toHaveLength(450);
  });
});
