import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toStakeLabCsv, type BetView } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

// The repository's own import fixtures, kept with core's importer tests.
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/core/test/fixtures/import',
);
const fixture = (name: string) =>
  fs.readFileSync(path.join(fixtures, name.includes('/') ? name : `ok/${name}`), 'utf8');
const endpointFor = (name: string) =>
  name.endsWith('.csv') ? 'upload-csv' : 'upload-betfair-json';
const SPORTSBOOK = 'betfair-sportsbook-settled.json';
const SPORTSBOOK_BETS = (JSON.parse(fixture(SPORTSBOOK)) as { bets: unknown[] }).bets.length;

// Expected counts and total net returns in euros, worked out by hand from the raw files in
// core's fixture test (packages/core/src/import/fixtures.test.ts, arithmetic in its comments).
const OK_FIXTURES = [
  [SPORTSBOOK, 13, 1332.65],
  ['betfair-exchange-web-settled.json', 7, 42.0],
  ['betfair-api-cleared-orders-rest.json', 5, 11.2],
  ['betfair-api-cleared-orders-jsonrpc.json', 4, 12.8],
  ['bet-analytix-export.csv', 6, 23.24],
  ['pikkit-export.csv', 5, 32.5],
  ['stakelab-export.csv', 3, 3.0],
] as const;

// A refusal of the whole text carries the importer's message key (the web words it); a text
// whose records cannot be read is refused as IMPORT_UNREADABLE, listing them, unless the user
// sets them aside (history-set-aside.test.ts).
const NOT_OK_FIXTURES = [
  ['jsonrpc-error.json', 'import.betfairError', /INVALID_APP_KEY/],
  ['truncated.json', 'import.truncated', /not valid JSON.*line 1, column/],
  ['negative-stake.json', 'IMPORT_UNREADABLE', /stake must not be negative.*Nothing was imported/],
  ['unknown-shape.json', 'import.unknownFormat', /tried/i],
  ['unreadable-date.csv', 'IMPORT_UNREADABLE', /row 3: time_placed_iso .* is not a date/i],
] as const;

describeWithDatabase(`history imports API on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (user: RegisteredUser, endpoint: string, data: string, userEmail = user.email) =>
    server.request(`/api/history/${endpoint}`, {
      json: { data, userEmail },
      headers: { cookie: user.cookie },
    });
  const betsOf = async (user: RegisteredUser): Promise<BetView[]> =>
    (
      await bodyOf(
        await server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
          headers: { cookie: user.cookie },
        }),
      )
    ).bets;
  const totalNet = (bets: BetView[]) =>
    Math.round(bets.reduce((sum, b) => sum + b.NetReturn * 100, 0)) / 100;

  it.each(OK_FIXTURES)('imports %s whole, once', async (file, count, net) => {
    const endpoint = endpointFor(file);
    const user = await registerUser(server);
    const first = await upload(user, endpoint, fixture(file));
    expect(first.status).toBe(200);
    const answer = await bodyOf(first);
    expect(answer).toMatchObject({ success: true, inserted: count, skipped: 0 });
    expect(answer.message).toBe(`Inserted ${count} new bets and ${answer.selections} selections.`);
    const bets = await betsOf(user);
    expect(bets).toHaveLength(count);
    expect(totalNet(bets)).toBe(net);

    const again = await bodyOf(await upload(user, endpoint, fixture(file)));
    expect(again).toMatchObject({ success: true, inserted: 0, skipped: count, selections: 0 });
    expect(await betsOf(user)).toHaveLength(count);
  });

  it.each(NOT_OK_FIXTURES)(
    'refuses %s (%s) with a clear message and stores nothing',
    async (file, code, reason) => {
      const user = await registerUser(server);
      const res = await upload(user, endpointFor(file), fixture(`not-ok/${file}`));
      expect(res.status).toBe(400);
      const answer = await bodyOf(res);
      expect(answer).toMatchObject({ success: false, code });
      expect(answer.message).toMatch(reason);
      expect(await betsOf(user)).toEqual([]);
    },
  );

  it('imports a bet whose odds are below 1.01 without its odds, and says so', async () => {
    const user = await registerUser(server);
    const res = await upload(user, 'upload-betfair-json', fixture('not-ok/odds-below-one.json'));
    expect(res.status).toBe(200);
    const answer = await bodyOf(res);
    expect(answer).toMatchObject({ inserted: 1 });
    expect(answer.warnings).toEqual([
      expect.objectContaining({
        code: 'import.oddsBelowMinimum',
        params: expect.objectContaining({ odds: 1.005, min: 1.01 }),
      }),
    ]);
    expect(await betsOf(user)).toEqual([expect.objectContaining({ Odds: null })]);
  });

  it('moves a history to another account through the CSV export', async () => {
    const from = await registerUser(server);
    const to = await registerUser(server);
    await upload(from, 'upload-betfair-json', fixture(SPORTSBOOK));
    const exported = toStakeLabCsv(await betsOf(from));
    const answer = await bodyOf(await upload(to, 'upload-csv', exported));
    expect(answer).toMatchObject({
      success: true,
      inserted: SPORTSBOOK_BETS,
      format: 'stakelab-csv',
    });
    const strip = (bets: BetView[]) =>
      bets.map(({ Id: _id, Selections, ...rest }) => ({
        ...rest,
        Selections: Selections.map(({ SelectionId: _s, ...s }) => s),
      }));
    expect(strip(await betsOf(to))).toEqual(strip(await betsOf(from)));
    // Importing the original file into the new account recognises the same bets.
    expect(
      await bodyOf(await upload(to, 'upload-betfair-json', fixture(SPORTSBOOK))),
    ).toMatchObject({ inserted: 0, skipped: SPORTSBOOK_BETS });
  });

  it("refuses another user's e-mail, anonymous uploads, and bodies over 25 MB", async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    expect(
      (await upload(user, 'upload-betfair-json', fixture(SPORTSBOOK), other.email)).status,
    ).toBe(403);
    expect(await betsOf(other)).toEqual([]);
    const anonymous = await server.request('/api/history/upload-csv', { json: { data: 'x' } });
    expect(anonymous.status).toBe(401);
    const huge = await upload(
      user,
      'upload-betfair-json',
      `{"bets":[${'"x",'.repeat(7_000_000)}"x"]}`,
    );
    expect(huge.status).toBe(413);
    // Between 100 KB and 25 MB an upload is accepted (and this one is refused for its content).
    const large = await upload(
      user,
      'upload-betfair-json',
      `{"bets":[${'"x",'.repeat(200_000)}"x"]}`,
    );
    expect(large.status).toBe(400);
  });

  it('adds a bet by hand with two selections, its returns worked out from stake and odds', async () => {
    const user = await registerUser(server);
    const payload = {
      betId: 'ABCDE12345',
      placedDate: '2026-05-04T10:00:00.000Z',
      sportName: 'Fútbol',
      competitionName: 'LaLiga',
      originalOdds_decimal: 3.25,
      status: 'WON',
      eventDescription: 'Bet builder',
      selections: [
        {
          SelectionName: 'Betis win',
          Odds: 2.5,
          EventName: 'Betis v Sevilla',
          MarketName: 'Match Odds',
        },
        { SelectionName: 'Over 1.5', Odds: 1.3, EventName: 'Betis v Sevilla', MarketName: 'Goals' },
      ],
      user_email: user.email,
      stake: 10,
    };
    const res = await server.request('/api/history/add-bet-full', {
      json: payload,
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(200);
    // WON: return = 10 × 3.25 = 32.50; net = 32.50 − 10 = 22.50.
    expect((await bodyOf(res)).bet).toMatchObject({
      BetId: 'ABCDE12345',
      Sport: 'Football',
      Competition: 'LaLiga',
      Odds: 3.25,
      Status: 'WON',
      Stake: 10,
      ActualReturn: 32.5,
      NetReturn: 22.5,
      Source: 'manual',
      Selections: [
        { SelectionName: 'Betis win', Odds: 2.5 },
        { SelectionName: 'Over 1.5', Odds: 1.3 },
      ],
    });
    const again = await server.request('/api/history/add-bet-full', {
      json: payload,
      headers: { cookie: user.cookie },
    });
    expect(again.status).toBe(409);

    const lost = await bodyOf(
      await server.request('/api/history/add-bet-full', {
        json: { ...payload, betId: undefined, status: 'LOST' },
        headers: { cookie: user.cookie },
      }),
    );
    // LOST: return 0, net −10; the server made a 10-character id.
    expect(lost.bet).toMatchObject({
      ActualReturn: 0,
      NetReturn: -10,
      BetId: expect.stringMatching(/^[A-Z0-9]{10}$/),
    });
  });

  it('edits its owner’s bet only, keeping its id', async () => {
    const owner = await registerUser(server);
    const stranger = await registerUser(server);
    const base = {
      placedDate: '2026-05-04T10:00:00.000Z',
      originalOdds_decimal: 2,
      status: 'WON',
      stake: 5,
      sportName: 'Tennis',
    };
    const created = (
      await bodyOf(
        await server.request('/api/history/add-bet-full', {
          json: { ...base, betId: 'EDITME0001', selections: [{ SelectionName: 'Alcaraz' }] },
          headers: { cookie: owner.cookie },
        }),
      )
    ).bet;
    const change = {
      ...base,
      status: 'LOST',
      stake: 8,
      originalOdds_decimal: 1.5,
      selections: [{ SelectionName: 'Sinner' }, { SelectionName: 'Over 22.5 games' }],
    };

    const byStranger = await server.request(`/api/history/bets/${created.Id}`, {
      method: 'PUT',
      json: change,
      headers: { cookie: stranger.cookie },
    });
    expect(byStranger.status).toBe(404);

    const res = await server.request(`/api/history/bets/${created.Id}`, {
      method: 'PUT',
      json: change,
      headers: { cookie: owner.cookie },
    });
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).bet).toMatchObject({
      Id: created.Id,
      BetId: 'EDITME0001',
      Sport: 'Tennis',
      Status: 'LOST',
      Stake: 8,
      Odds: 1.5,
      ActualReturn: 0,
      NetReturn: -8,
      Selections: [{ SelectionName: 'Sinner' }, { SelectionName: 'Over 22.5 games' }],
    });
  });

  it.each([
    [{ originalOdds_decimal: 1.001 }, 'originalOdds_decimal', 'oddsTooLow'],
    [{ originalOdds_decimal: 2.555 }, 'originalOdds_decimal', 'oddsTwoDecimals'],
    [{ stake: 0 }, 'stake', 'stakeMustBePositive'],
    [{ status: 'VOID' }, 'status', 'invalidStatus'],
    [{ placedDate: 'yesterday' }, 'placedDate', 'invalidDate'],
  ])('refuses a manual bet with %o', async (change, field, reason) => {
    const user = await registerUser(server);
    const res = await server.request('/api/history/add-bet-full', {
      json: {
        placedDate: '2026-05-04T10:00:00.000Z',
        originalOdds_decimal: 2,
        status: 'WON',
        stake: 5,
        ...change,
      },
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).errors).toContainEqual({ field, message: reason });
  });
});
