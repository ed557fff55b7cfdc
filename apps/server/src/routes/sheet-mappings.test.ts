import type { SheetMapping } from '@stakelab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * The column mapper's API contract (docs/formats.md §4 "mapping"), over HTTP: a bettor's own
 * sheet, written here (American odds, a free-bet column, no bet ids, a result word no list
 * knows), is answered with its columns and a guess; read with a mapping; not counted twice; its
 * mapping saved for the same header, and seen by its owner only.
 */
const SHEET = [
  'Placed,Bookie,Match,Price,Wager,Outcome,FB',
  '2026-02-01 12:00,Caesars,Chiefs v Bills,+120,20.00,Won,',
  '2026-02-02 12:00,BetMGM,Eagles v Cowboys,-150,15.00,Lost,',
  '2026-02-03 12:00,Caesars,49ers v Rams,+250,10.00,Won,yes',
  '2026-02-04 12:00,BetMGM,Ravens v Browns,-130,13.00,Lost,yes',
  '2026-02-05 12:00,Caesars,Lions v Bears,-200,10.00,Won,',
  '2026-02-06 12:00,BetMGM,Jets v Dolphins,+110,5.00,Ganó,',
].join('\n');

const MAPPING: SheetMapping = {
  columns: {
    placedDate: 'Placed',
    bookmaker: 'Bookie',
    description: 'Match',
    odds: 'Price',
    stake: 'Wager',
    status: 'Outcome',
    freeBet: 'FB',
  },
  oddsFormat: 'american',
  statusValues: { Won: 'WON', Lost: 'LOST', Ganó: 'WON' },
  freeBetValues: ['yes'],
  name: 'My NFL sheet',
};

/**
 * Each row worked out by hand, [event, odds, stake, net] (euros):
 * +120 → 1 + 120/100 = 2.2: 20 × 2.2 = 44 back, +24;  −150 → 1 + 100/150 = 1.667, lost: −15;
 * +250 free bet won: its profit only, 10 × 2.5 = +25;  −130 free bet lost: costs 0;
 * −200 → 1.5: 10 × 1.5 = 15 back, +5;  +110 → 2.1, "Ganó" mapped to won: 5 × 2.1 = 10.5, +5.5.
 */
const EXPECTED = [
  ['Chiefs v Bills', 2.2, 20, 24],
  ['Eagles v Cowboys', 1.667, 15, -15],
  ['49ers v Rams', 3.5, 10, 25],
  ['Ravens v Browns', 1.769, 13, 0],
  ['Lions v Bears', 1.5, 10, 5],
  ['Jets v Dolphins', 2.1, 5, 5.5],
];
/** 24 − 15 + 25 + 0 + 5 + 5.5. */
const NET = 44.5;

describeWithDatabase(`spreadsheets mapped once on ${testDialect}`, () => {
  let server: TestServer;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let api: ReturnType<typeof historyClient>;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await registerUser(server);
    other = await registerUser(server);
    api = historyClient(server);
  });
  afterAll(() => server.close());

  const mappingsOf = async (user: RegisteredUser) => {
    const res = await server.request('/api/history/mappings', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    return (await bodyOf(res)).mappings as { id: number; name: string; mapping: unknown }[];
  };

  describe('in order', () => {
    it('a sheet without a mapping: needsMapping, with its columns and a first guess', async () => {
      const res = await api.upload(owner, 'upload-csv', SHEET);
      expect(res.status).toBe(200);
      const body = await bodyOf(res);
      expect(body).toMatchObject({
        success: false,
        needsMapping: true,
        inserted: 0,
        code: 'import.unknownFormat',
        signature: 'placed|bookie|match|price|wager|outcome|fb',
        savedMapping: null,
      });
      expect(body.columns).toEqual([
        {
          header: 'Placed',
          samples: ['2026-02-01 12:00', '2026-02-02 12:00', '2026-02-03 12:00'],
          guessedRole: 'placedDate',
        },
        { header: 'Bookie', samples: ['Caesars', 'BetMGM', 'Caesars'], guessedRole: 'bookmaker' },
        {
          header: 'Match',
          samples: ['Chiefs v Bills', 'Eagles v Cowboys', '49ers v Rams'],
          guessedRole: 'description',
        },
        { header: 'Price', samples: ['+120', '-150', '+250'], guessedRole: 'odds' },
        { header: 'Wager', samples: ['20.00', '15.00', '10.00'], guessedRole: 'stake' },
        { header: 'Outcome', samples: ['Won', 'Lost', 'Won'], guessedRole: 'status' },
        // Only two cells hold a value.
        { header: 'FB', samples: ['yes', 'yes'], guessedRole: 'freeBet' },
      ]);
      expect(body.guess).toEqual({
        columns: MAPPING.columns,
        oddsFormat: 'american',
        statusValues: { Won: 'WON', Lost: 'LOST' },
        unknownStatusWords: ['Ganó'],
      });
      // Nothing written.
      expect(await api.betsOf(owner)).toEqual([]);
    });

    it('a preview with the mapping writes nothing and saves nothing', async () => {
      const body = await bodyOf(
        await api.upload(owner, 'upload-csv', SHEET, { mapping: MAPPING, dryRun: true }),
      );
      expect(body).toMatchObject({
        success: true,
        dryRun: true,
        inserted: 6,
        format: 'mapped-csv',
      });
      expect(body.needsMapping).toBeUndefined();
      expect(await api.betsOf(owner)).toEqual([]);
      expect(await mappingsOf(owner)).toEqual([]);
    });

    it('imports with the mapping, each figure as worked out by hand', async () => {
      const res = await api.upload(owner, 'upload-csv', SHEET, { mapping: MAPPING });
      expect(res.status).toBe(200);
      expect(await bodyOf(res)).toMatchObject({ success: true, inserted: 6, format: 'mapped-csv' });
      const bets = await api.betsOf(owner);
      const byEvent = new Map(bets.map((b) => [b.EventDescription, b]));
      expect(
        EXPECTED.map(([event]) => {
          const bet = byEvent.get(event as string);
          return [event, bet?.Odds, bet?.Stake, bet?.NetReturn];
        }),
      ).toEqual(EXPECTED);
      expect(bets.every((b) => b.Source === 'spreadsheet')).toBe(true);
      const net = bets.reduce((sum, b) => sum + Math.round(b.NetReturn * 100), 0);
      expect(net).toBe(NET * 100);
    });

    it('the same sheet again adds nothing', async () => {
      const body = await bodyOf(await api.upload(owner, 'upload-csv', SHEET, { mapping: MAPPING }));
      expect(body).toMatchObject({ success: true, inserted: 0, skipped: 6, updated: 0 });
      expect(await api.betsOf(owner)).toHaveLength(6);
    });

    it('the saved mapping comes back for the same header, and in the list', async () => {
      // The same header over other rows: the mapping is the header's, not the file's.
      const later = `${SHEET.split('\n')[0]}\n2026-03-01 12:00,Caesars,Bills v Jets,+100,4.00,Won,`;
      const body = await bodyOf(await api.upload(owner, 'upload-csv', later));
      expect(body).toMatchObject({ needsMapping: true, savedMapping: { name: 'My NFL sheet' } });
      expect(body.savedMapping.mapping).toEqual(MAPPING);
      const listed = await mappingsOf(owner);
      expect(listed).toMatchObject([
        {
          id: body.savedMapping.id,
          name: 'My NFL sheet',
          signature: 'placed|bookie|match|price|wager|outcome|fb',
          mapping: MAPPING,
        },
      ]);
    });

    it('another user sees none of it, and saves their own under the header’s words', async () => {
      expect(await mappingsOf(other)).toEqual([]);
      const asked = await bodyOf(await api.upload(other, 'upload-csv', SHEET));
      expect(asked).toMatchObject({ needsMapping: true, savedMapping: null });
      const [mine] = await mappingsOf(owner);
      const theirDelete = await server.request(`/api/history/mappings/${mine?.id}`, {
        method: 'DELETE',
        headers: { cookie: other.cookie },
      });
      expect(theirDelete.status).toBe(404);

      const { name: _name, ...unnamed } = MAPPING;
      const imported = await bodyOf(
        await api.upload(other, 'upload-csv', SHEET, { mapping: unnamed }),
      );
      expect(imported).toMatchObject({ success: true, inserted: 6 });
      expect(await mappingsOf(other)).toMatchObject([
        { name: 'placed, bookie, match, price, wager, outcome, fb', mapping: unnamed },
      ]);
      // The owner's is as it was.
      expect(await mappingsOf(owner)).toMatchObject([{ id: mine?.id, name: 'My NFL sheet' }]);
    });

    it('the owner deletes theirs', async () => {
      const [mine] = await mappingsOf(owner);
      const res = await server.request(`/api/history/mappings/${mine?.id}`, {
        method: 'DELETE',
        headers: { cookie: owner.cookie },
      });
      expect(res.status).toBe(200);
      expect(await mappingsOf(owner)).toEqual([]);
      expect(await mappingsOf(other)).toHaveLength(1);
    });
  });

  it('a mapping naming a column the sheet lacks is refused by name', async () => {
    const wrong = { ...MAPPING, columns: { ...MAPPING.columns, stake: 'Amount' } };
    const res = await api.upload(owner, 'upload-csv', SHEET, { mapping: wrong, dryRun: true });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'import.mappingColumnsMissing',
      params: { columns: '"Amount"' },
    });
  });

  it('the mappings are for signed-in users only', async () => {
    expect((await server.request('/api/history/mappings')).status).toBe(401);
  });
});
