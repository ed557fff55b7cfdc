import SQLite from 'better-sqlite3';
import {
  BET_ROW_FIELDS,
  BET_VIEW_FIELDS,
  SELECTION_VIEW_FIELDS,
  betViewFromRow,
  betViewSchema,
  SELECTION_ROW_FIELDS,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { betRecord, createUserRow, selectionRecord } from '../test/factories.ts';
import { insertBankroll } from '../repositories/bankrolls.ts';
import { betViewText } from './bet-view-text.ts';
import {
  betFieldKeys,
  betIdsNewestFirst,
  betViewsJson,
  countBets,
  historyReadSql,
  legFieldKeys,
} from './bet-views-json.ts';
import { insertBets } from '../repositories/bet-inserts.ts';
import { findBetIdBySourceId } from '../repositories/bet-source-ids.ts';
import { listBetViews } from '../repositories/bet-views.ts';
import { writeSettlement } from '../repositories/bet-writes.ts';
import { bumpBetsVersion, stampBetsChanged } from '../repositories/bets-version.ts';

describeWithDatabase(`bets as JSON text written by ${testDialect}`, () => {
  let database: TestDatabase;
  let userId: number;
  let otherUserId: number;
  let bankrollId: number;
  const idOf = async (sourceId: string) => {
    const id = await findBetIdBySourceId(database.db, userId, sourceId);
    if (id === null) throw new Error(`${sourceId} is missing`);
    return id;
  };
  const parsedViews = async (changedAfter?: number) =>
    new Map(
      (await betViewsJson(database.db, database.dialect, userId, changedAfter)).map((bet) => [
        bet.id,
        JSON.parse(bet.view) as unknown,
      ]),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    userId = (await createUserRow(database.db)).id;
    otherUserId = (await createUserRow(database.db)).id;
    const leg = selectionRecord({ name: 'Leg' });
    await insertBets(
      database.db,
      userId,
      [
        // An exchange lay with every extra a source can give, and text JSON must escape.
        betRecord({
          sourceBetId: 'LAY',
          source: 'betfair-exchange-api',
          placedAt: '2026-03-02T18:00:00.000Z',
          settledAt: null,
          status: 'PENDING',
          eventDescription: 'Atlético "B" v Cádiz\n2ª €',
          oddsMilli: 2100,
          stakeCents: 1234,
          returnCents: 0,
          netReturnCents: 0,
          side: 'LAY',
          liabilityCents: 1357,
          grossProfitCents: 1234,
          commissionCents: 62,
          closingOddsMilli: 2125,
          expectedValueRatio: 1 / 3,
          tags: ['value', 'tip "quoted"'],
          tipster: 'Ana "la" tipster',
          details: {
            orderType: 'LIMIT',
            priceRequestedMilli: 2200,
            priceReduced: true,
            handicap: -1.5,
            eachWayDivisor: 4,
            placesPaid: 3,
          },
          selections: [],
        }),
        // A multiple: legs in their order, a private sport and competition, one leg without odds.
        betRecord({
          sourceBetId: 'DOUBLE',
          placedAt: '2026-03-01T18:00:00.000Z',
          sport: 'Pádel club',
          competition: 'Liga del barrio',
          details: {
            orderType: null,
            priceRequestedMilli: null,
            priceReduced: false,
            handicap: 0,
            eachWayDivisor: null,
            placesPaid: null,
          },
          selections: [
            { ...leg, name: 'First', oddsMilli: 1800, result: 'WON' },
            { ...leg, name: 'Second', oddsMilli: null, sport: 'Tennis', competition: null },
            { ...leg, name: 'Third', result: null },
          ],
        }),
        // No competition and no odds: 'Unknown' and null, as listBetViews has them.
        betRecord({
          sourceBetId: 'BARE',
          placedAt: '2026-03-01T18:00:00.000Z',
          competition: null,
          oddsMilli: null,
          betType: null,
          bookmaker: null,
          eventDescription: null,
        }),
      ],
      new Date('2026-03-03T09:00:00.000Z'),
    );
    await insertBets(database.db, otherUserId, [betRecord({ sourceBetId: 'OTHER' })], new Date());
    const bankroll = await insertBankroll(
      database.db,
      userId,
      { name: 'Tennis', startingBalanceCents: 0 },
      new Date(),
    );
    bankrollId = bankroll.id;
    await database.db
      .updateTable('bets')
      .set({ bankroll_id: bankrollId })
      .where('id', '=', await idOf('LAY'))
      .execute();
  });
  afterAll(() => database.drop());

  it('writes each bet as listBetViews builds it, field for field', async () => {
    const views = await parsedViews();
    const expected = await listBetViews(database.db, userId);
    expect(views.size).toBe(3);
    for (const bet of expected) expect(views.get(bet.Id)).toEqual(bet);
    for (const view of views.values()) expect(betViewSchema.parse(view)).toEqual(view);
  });

  it("writes every field of core's table and no other, in its order, as listBetViews does", async () => {
    const betKeys = [...BET_VIEW_FIELDS.map((f) => f.key), 'Selections'];
    const legKeys = SELECTION_VIEW_FIELDS.map((f) => f.key);
    const views = [...(await parsedViews()).values()] as Record<string, unknown>[];
    const built = (await listBetViews(database.db, userId)) as Record<string, unknown>[];
    for (const view of [...views, ...built]) {
      expect(Object.keys(view)).toEqual(betKeys);
      for (const leg of view.Selections as Record<string, unknown>[])
        expect(Object.keys(leg)).toEqual(legKeys);
    }
    expect(views.some((v) => (v.Selections as unknown[]).length > 0)).toBe(true);
    const rows = await betViewsJson(database.db, database.dialect, userId, undefined, 'rows');
    for (const row of rows) {
      const values = JSON.parse(row.view) as unknown[];
      expect(values).toHaveLength(BET_VIEW_FIELDS.length + 1);
      for (const leg of values[BET_VIEW_FIELDS.length] as unknown[][])
        expect(leg).toHaveLength(SELECTION_VIEW_FIELDS.length);
    }
  });

  it("writes the changes feed's rows in core's order, each read back as listBetViews builds it", async () => {
    expect(betFieldKeys()).toEqual([...BET_ROW_FIELDS]);
    expect(legFieldKeys()).toEqual([...SELECTION_ROW_FIELDS]);
    const rows = await betViewsJson(database.db, database.dialect, userId, undefined, 'rows');
    const expected = await listBetViews(database.db, userId);
    expect(rows).toHaveLength(expected.length);
    const read = new Map(
      rows.map((row) => [row.id, betViewFromRow(JSON.parse(row.view) as unknown[])]),
    );
    for (const bet of expected) expect(read.get(bet.Id)).toEqual(bet);
    // The lay's 12.34 stake and 2.125 closing odds travel as 1234 cents and 2125 thousandths.
    const lay = rows.find((row) => row.id === expected.find((b) => b.BetId === 'LAY')?.Id);
    const layRow = JSON.parse(lay?.view ?? '[]') as unknown[];
    expect(layRow[BET_ROW_FIELDS.indexOf('Stake')]).toBe(1234);
    expect(layRow[BET_ROW_FIELDS.indexOf('ClosingOdds')]).toBe(2125);
  });

  it('keeps numbers, text and flags exact', async () => {
    const views = await parsedViews();
    expect(views.get(await idOf('LAY'))).toMatchObject({
      EventDescription: 'Atlético "B" v Cádiz\n2ª €',
      SettledDate: null,
      Odds: 2.1,
      Stake: 12.34,
      Liability: 13.57,
      Commission: 0.62,
      ClosingOdds: 2.125,
      ExpectedValue: 1 / 3,
      Side: 'LAY',
      Tags: ['value', 'tip "quoted"'],
      Tipster: 'Ana "la" tipster',
      BankrollId: bankrollId,
      PriceReduced: true,
      Handicap: -1.5,
      EachWayDivisor: 4,
      Selections: [],
    });
    const double = views.get(await idOf('DOUBLE')) as { Selections: unknown[] };
    expect(double).toMatchObject({
      Sport: 'Pádel club',
      Competition: 'Liga del barrio',
      PriceReduced: false,
      Handicap: 0,
    });
    expect(double.Selections).toMatchObject([
      { SelectionName: 'First', Odds: 1.8, Result: 'WON', Sport: 'Pádel club' },
      { SelectionName: 'Second', Odds: null, Sport: 'Tennis', Competition: 'Liga del barrio' },
      { SelectionName: 'Third', Result: null },
    ]);
    expect(views.get(await idOf('BARE'))).toMatchObject({
      Competition: 'Unknown',
      Odds: null,
      BetType: null,
      PriceReduced: null,
      Tipster: null,
      BankrollId: null,
    });
  });

  it('writes only the bets changed after a version when asked', async () => {
    const double = await idOf('DOUBLE');
    const version = await stampBetsChanged(database.db, userId, [double]);
    expect([...(await parsedViews(version - 1)).keys()]).toEqual([double]);
    expect((await parsedViews(version)).size).toBe(0);
  });

  it('writes the time of a hand edit to the millisecond, as the application reads it back', async () => {
    const bare = await idOf('BARE');
    const version = await bumpBetsVersion(database.db, userId);
    await writeSettlement(
      database.db,
      userId,
      bare,
      {
        status: 'LOST',
        settledAt: '2026-03-04T09:00:00.000Z',
        returnCents: 0,
        netReturnCents: -1000,
        grossProfitCents: null,
        commissionCents: null,
        selections: [],
      },
      new Date('2026-03-04T10:11:12.345Z'),
      version,
    );
    const views = await parsedViews(version - 1);
    expect(views.get(bare)).toMatchObject({
      EditedAt: '2026-03-04T10:11:12.345Z',
      SettledDate: '2026-03-04T09:00:00.000Z',
      NetReturn: -10,
    });
    expect(views.get(bare)).toEqual((await listBetViews(database.db, userId, bare))[0]);
  });

  it('lists ids newest first, the later id first at the same time', async () => {
    expect(await betIdsNewestFirst(database.db, userId)).toEqual([
      await idOf('LAY'),
      await idOf('BARE'),
      await idOf('DOUBLE'),
    ]);
  });

  it('counts the user’s bets', async () => {
    expect(await countBets(database.db, userId)).toBe(3);
    expect(await countBets(database.db, otherUserId)).toBe(1);
  });

  it.skipIf(testDialect !== 'sqlite')(
    'gives the read threads statements that write the bets named by id, the user’s own only',
    async () => {
      const { order, views } = historyReadSql(database.reader, 'objects');
      const sqlite = new SQLite(database.location, { readonly: true });
      try {
        expect(sqlite.prepare(order).pluck().all(userId)).toEqual(
          await betIdsNewestFirst(database.db, userId),
        );
        const all = new Map(
          (await betViewsJson(database.db, 'sqlite', userId)).map((bet) => [bet.id, bet.view]),
        );
        const [other] = await betViewsJson(database.db, 'sqlite', otherUserId);
        const wanted = [await idOf('DOUBLE'), await idOf('LAY')];
        const rows = sqlite
          .prepare(views)
          .raw()
          .all(userId, JSON.stringify([...wanted, other?.id ?? -1, 987_654])) as [
          number,
          string,
          string | null,
        ][];
        expect(new Map(rows.map(([id, bet, legs]) => [id, betViewText(bet, legs)]))).toEqual(
          new Map(wanted.map((id) => [id, all.get(id)])),
        );
        expect(sqlite.prepare(views).raw().all(userId, '[]')).toEqual([]);
      } finally {
        sqlite.close();
      }
    },
  );
});
