import { betChangesResponseSchema, toStakeLabCsv, type BetView } from '@stakelab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * Bookmaker, tipster, tags, closing odds and bankroll on each bet (issue 16, docs/product.md
 * §3 "Bet", §5, §7): typed by hand, edited, tagged after an import, kept by a re-import.
 */

/** A Pikkit export with the columns these tests need: sportsbook, closing line and tags. */
const PIKKIT_HEADER =
  'bet_id,sportsbook,type,status,odds,closing_line,amount,profit,time_placed_iso,time_settled_iso,bet_info,tags,sports,leagues';
const pikkitRow = (cells: {
  id: string;
  status: string;
  odds: string;
  closing: string;
  amount: string;
  profit: string;
  settled: string;
  tags: string;
}) =>
  [
    cells.id,
    'Novig',
    'straight',
    cells.status,
    cells.odds,
    cells.closing,
    cells.amount,
    cells.profit,
    '2026-03-01T18:00:00.000Z',
    cells.settled,
    'Real Betis v Sevilla',
    cells.tags,
    'Soccer',
    'LaLiga',
  ].join(',');

const OPEN = {
  id: 'pk1',
  status: 'PENDING',
  odds: '2.50',
  closing: '2.40',
  amount: '10.00',
  profit: '0',
  settled: '',
  tags: 'nba|props',
};
// Settled later: won 10.00 × 2.50 = 25.00 back, profit 15.00; the source now tags it "late".
const WON = {
  ...OPEN,
  status: 'SETTLED_WIN',
  profit: '15.00',
  settled: '2026-03-01T20:00:00.000Z',
  tags: 'late',
};
// A second bet the user never tags: its tags follow the source.
const OTHER = { ...OPEN, id: 'pk2', tags: 'first' };
const OTHER_LATER = { ...OTHER, tags: 'second' };

describeWithDatabase(`bet labels on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;
  let anaTennis: number;
  let anaDefault: number;
  let brunoOwn: number;

  const as = (user: RegisteredUser) => ({ cookie: user.cookie });
  const form = (overrides: Record<string, unknown> = {}) => ({
    placedDate: '2026-05-04T10:00:00.000Z',
    sportName: 'Tennis',
    competitionName: 'ATP Madrid',
    eventDescription: 'Alcaraz v Sinner',
    originalOdds_decimal: 1.95,
    status: 'WON',
    stake: 12.55,
    ...overrides,
  });
  const add = async (user: RegisteredUser, overrides: Record<string, unknown> = {}) => {
    const res = await api.addBet(user, form(overrides));
    expect(res.status).toBe(200);
    return (await bodyOf(res)).bet as BetView;
  };
  const put = (user: RegisteredUser, id: number, body: Record<string, unknown>) =>
    server.request(`/api/history/bets/${id}`, {
      method: 'PUT',
      json: { user_email: user.email, ...body },
      headers: as(user),
    });
  const tag = (user: RegisteredUser, id: number, tags: unknown) =>
    server.request(`/api/history/bets/${id}/tags`, {
      method: 'PATCH',
      json: { tags },
      headers: as(user),
    });
  const betOf = async (user: RegisteredUser, id: number): Promise<BetView> => {
    const bet = (await api.betsOf(user)).find((b) => b.Id === id);
    if (!bet) throw new Error(`bet ${id} is not in the history`);
    return bet;
  };
  const newBankroll = async (user: RegisteredUser, name: string) => {
    const res = await server.request('/api/history/bankrolls', {
      json: { name, startingBalance: 100 },
      headers: as(user),
    });
    expect(res.status).toBe(200);
    return (await bodyOf(res)).bankroll.id as number;
  };
  const defaultBankrollOf = async (user: RegisteredUser) => {
    const res = await server.request('/api/history/bankrolls', { headers: as(user) });
    const body = await bodyOf(res);
    return body.bankrolls.find((b: { isDefault: boolean }) => b.isDefault).id as number;
  };

  beforeAll(async () => {
    // Histories of 2 bets or more go through the read threads, as production's large ones do.
    server = await startTestServer({ env: { HISTORY_THREAD_MIN_BETS: '2' } });
    api = historyClient(server);
    ana = await registerUser(server);
    bruno = await registerUser(server);
    anaTennis = await newBankroll(ana, 'Tennis');
    anaDefault = await defaultBankrollOf(ana);
    brunoOwn = await newBankroll(bruno, 'Bruno');
  });
  afterAll(() => server.close());

  describe('manual entry and edit', () => {
    let id: number;
    const labelled = {
      Bookmaker: 'Bet365',
      Tipster: 'Ana',
      Tags: ['value', 'live'],
      ClosingOdds: 1.87,
    };

    it('keeps every label typed on the form, in the answer, user-bets and the changes feed', async () => {
      const bet = await add(ana, {
        bookmaker: ' Bet365 ',
        tipster: 'Ana',
        tags: ['value', ' Value', 'live'], // "Value" repeats "value": kept once
        closingOdds: 1.87,
        bankrollId: anaTennis,
      });
      id = bet.Id;
      expect(bet).toMatchObject({ ...labelled, BankrollId: anaTennis });
      expect(await betOf(ana, id)).toMatchObject({ ...labelled, BankrollId: anaTennis });
      const res = await server.request('/api/history/user-bets/changes', { headers: as(ana) });
      const feed = betChangesResponseSchema.parse(await bodyOf(res));
      expect(feed.bets.find((b) => b.Id === id)).toMatchObject({
        ...labelled,
        BankrollId: anaTennis,
      });
    });

    it('a bet without labels has none, in the default bankroll (null)', async () => {
      const bet = await add(ana, { betId: 'PLAIN00001' });
      expect(bet).toMatchObject({
        Bookmaker: null,
        Tipster: null,
        Tags: [],
        ClosingOdds: null,
        BankrollId: null,
      });
    });

    it('an edit without the labels keeps them', async () => {
      const res = await put(ana, id, form({ stake: 20 }));
      expect(res.status).toBe(200);
      expect((await bodyOf(res)).bet).toMatchObject({
        ...labelled,
        BankrollId: anaTennis,
        Stake: 20,
      });
    });

    it('an edit changes or clears each label; the default bankroll is stored as null', async () => {
      const res = await put(
        ana,
        id,
        form({ bookmaker: 'Codere', tipster: null, tags: [], closingOdds: 2.1, bankrollId: null }),
      );
      expect(res.status).toBe(200);
      expect(await betOf(ana, id)).toMatchObject({
        Bookmaker: 'Codere',
        Tipster: null,
        Tags: [],
        ClosingOdds: 2.1,
        BankrollId: null,
      });
      expect((await put(ana, id, form({ bankrollId: anaTennis }))).status).toBe(200);
      expect((await betOf(ana, id)).BankrollId).toBe(anaTennis);
      // Naming the default bankroll by its id is the same as null.
      expect((await put(ana, id, form({ bankrollId: anaDefault, bookmaker: '' }))).status).toBe(
        200,
      );
      expect(await betOf(ana, id)).toMatchObject({ BankrollId: null, Bookmaker: null });
    });

    it("refuses another user's bankroll as unknown, for a new bet and an edit", async () => {
      const added = await api.addBet(ana, form({ bankrollId: brunoOwn }));
      expect(added.status).toBe(400);
      expect(await bodyOf(added)).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'bankrollId', message: 'unknownBankroll' }],
      });
      const edited = await put(ana, id, form({ bankrollId: brunoOwn }));
      expect(edited.status).toBe(400);
      expect(await bodyOf(edited)).toMatchObject({
        errors: [{ field: 'bankrollId', message: 'unknownBankroll' }],
      });
      // Nothing was written: the bet is still in the default bankroll.
      expect((await betOf(ana, id)).BankrollId).toBeNull();
    });

    it.each([
      [{ tags: ['t'.repeat(41)] }, 'tags.0', 'tagTooLong'],
      [{ tags: ['  '] }, 'tags.0', 'tagEmpty'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'tooManyTags'],
      [{ tags: 'value' }, 'tags', 'invalidTags'],
      [{ bookmaker: 'b'.repeat(101) }, 'bookmaker', 'tooLong'],
      [{ tipster: 7 }, 'tipster', 'invalidText'],
      [{ closingOdds: 1 }, 'closingOdds', 'oddsTooLow'],
      [{ closingOdds: 1.555 }, 'closingOdds', 'oddsTwoDecimals'],
      [{ bankrollId: 'x' }, 'bankrollId', 'invalidBankroll'],
      [{ bankrollId: 2 ** 31 }, 'bankrollId', 'invalidBankroll'],
    ])('refuses %j with 400: %s %s', async (overrides, field, reason) => {
      const res = await api.addBet(ana, form(overrides));
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field, message: reason }],
      });
    });
  });

  describe('tags on an imported bet, and re-imports', () => {
    let tagged: BetView;
    let untouched: BetView;

    it('imports the bookmaker, closing odds and tags of a Pikkit export', async () => {
      const res = await api.upload(
        bruno,
        'upload-csv',
        [PIKKIT_HEADER, pikkitRow(OPEN), pikkitRow(OTHER)].join('\n'),
      );
      expect(res.status).toBe(200);
      const bets = await api.betsOf(bruno);
      const first = bets.find((b) => b.BetId === 'pk1');
      const second = bets.find((b) => b.BetId === 'pk2');
      if (!first || !second) throw new Error('the Pikkit bets are missing');
      [tagged, untouched] = [first, second];
      expect(tagged).toMatchObject({
        Bookmaker: 'Novig',
        ClosingOdds: 2.4,
        Tags: ['nba', 'props'],
        Tipster: null,
        BankrollId: null,
        Status: 'PENDING',
      });
    });

    it('PATCH tags changes only the tags: the bet is not marked as edited by hand', async () => {
      const res = await tag(bruno, tagged.Id, ['Mine', 'mine', 'value']);
      expect(res.status).toBe(200);
      expect((await bodyOf(res)).bet).toMatchObject({
        Tags: ['Mine', 'value'],
        EditedAt: null,
        Bookmaker: 'Novig',
        ClosingOdds: 2.4,
      });
    });

    it('a re-import settles the bet and keeps the hand-set tags; other bets take the source tags', async () => {
      const res = await api.upload(
        bruno,
        'upload-csv',
        [PIKKIT_HEADER, pikkitRow(WON), pikkitRow(OTHER_LATER)].join('\n'),
      );
      expect(res.status).toBe(200);
      // pk1 is updated (settled), pk2 only had its notes refreshed, so counts as unchanged.
      expect(await bodyOf(res)).toMatchObject({ updated: 1, unchanged: 1, conflicts: 0 });
      expect(await betOf(bruno, tagged.Id)).toMatchObject({
        Status: 'WON',
        NetReturn: 15,
        Tags: ['Mine', 'value'],
      });
      expect((await betOf(bruno, untouched.Id)).Tags).toEqual(['second']);
    });

    it('clears tags with [] and keeps them cleared through a re-import', async () => {
      expect((await tag(bruno, tagged.Id, [])).status).toBe(200);
      await api.upload(bruno, 'upload-csv', [PIKKIT_HEADER, pikkitRow(WON)].join('\n'));
      expect((await betOf(bruno, tagged.Id)).Tags).toEqual([]);
    });

    it("refuses another user's bet (404) and bad tags (400)", async () => {
      expect((await tag(ana, tagged.Id, ['x'])).status).toBe(404);
      const bad = await tag(bruno, tagged.Id, ['ok', 'x'.repeat(41)]);
      expect(bad.status).toBe(400);
      expect(await bodyOf(bad)).toMatchObject({
        errors: [{ field: 'tags.1', message: 'tagTooLong' }],
      });
    });
  });

  it('imports Tipster, Closing and Bookmaker from a Bet-Analytix export', async () => {
    const user = await registerUser(server);
    const header =
      '"Date";"Type";"Sport";"Label";"Odds";"Stake";"State";"Bookmaker";"Tipster";"Category";"Competition";"BetType";"Closing";"EstimatedProbability";"Commission";"Bonus";"Live";"Freebet";"Cashout";"Eachway";"Comment"';
    const row =
      '"2025-02-03 18:30";"Simple";"Football";"Real Madrid - Getafe : Real Madrid";"1,45";"20";"W";"Betfair";"Pablo";"";"LaLiga";"Match result";"1,42";"";"0";"0";"0";"0";"0";"0";""';
    expect((await api.upload(user, 'upload-csv', `${header}\n${row}`)).status).toBe(200);
    const [bet] = await api.betsOf(user);
    // "1,42" with the decimal comma the file's odds use: 1.42.
    expect(bet).toMatchObject({ Bookmaker: 'Betfair', Tipster: 'Pablo', ClosingOdds: 1.42 });
  });

  it('exports bookmaker, tipster, tags, closing odds, bankroll and units to CSV (hand-written lines)', async () => {
    const user = await registerUser(server);
    const profile = await server.request('/api/auth/update-profile', {
      json: { first_name: 'Anabel', last_name: 'Garcia', unit_size: 10 },
      headers: as(user),
    });
    expect(profile.status).toBe(200);
    const tennis = await newBankroll(user, 'Tennis');
    await add(user, {
      betId: 'CSVBET0001',
      bookmaker: 'Bet365',
      tipster: 'Ana',
      tags: ['value', 'live'],
      closingOdds: 1.87,
      bankrollId: tennis,
    });
    await add(user, {
      betId: 'CSVBET0002',
      placedDate: '2026-05-05T10:00:00.000Z',
      originalOdds_decimal: 2,
      status: 'LOST',
      stake: 5,
    });
    const { bankrolls } = await bodyOf(
      await server.request('/api/history/bankrolls', { headers: as(user) }),
    );
    const names = new Map<number | null, string>(
      bankrolls.map((b: { id: number; name: string; isDefault: boolean }) => [
        b.isDefault ? null : b.id,
        b.name,
      ]),
    );
    const unit = (
      await bodyOf(
        await server.request(`/api/auth/user-profile?email=${encodeURIComponent(user.email)}`, {
          headers: as(user),
        }),
      )
    ).user.unit_size as number;
    const lines = toStakeLabCsv(await api.betsOf(user), {
      bankrollName: (id) => names.get(id) ?? null,
      unitCents: Math.round(unit * 100),
    }).split('\r\n');
    expect(lines).toEqual([
      'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections,Tipster,Tags,ClosingOdds,Bankroll,StakeUnits,NetUnits,SelectionsJson,FreeBet,Currency',
      // Newest first, each settled when placed (added settled by hand). 5.00 € lost: net
      // −5.00; at a 10 € unit 0.50 and −0.50 units. No selections: both of their cells empty.
      'CSVBET0002,manual,2026-05-05T10:00:00.000Z,2026-05-05T10:00:00.000Z,Tennis,ATP Madrid,Alcaraz v Sinner,2,LOST,5.00,0.00,-5.00,SGL,,,,,,,,Main bankroll,0.50,-0.50,,false,EUR',
      // 12.55 € won at 1.95: 24.4725 → 24.47 back, net 11.92; units 1.255 → 1.26 and
      // 1.192 → 1.19. The tags' JSON has its quotes doubled by the CSV.
      'CSVBET0001,manual,2026-05-04T10:00:00.000Z,2026-05-04T10:00:00.000Z,Tennis,ATP Madrid,Alcaraz v Sinner,1.95,WON,12.55,24.47,11.92,SGL,Bet365,,,,Ana,"[""value"",""live""]",1.87,Tennis,1.26,1.19,,false,EUR',
      '',
    ]);
  });

  it('lists the user’s own bookmakers, tipsters and tags, sorted, each once', async () => {
    const user = await registerUser(server);
    await add(user, { bookmaker: 'bet365', tipster: 'Zoe', tags: ['Value', 'live'] });
    await add(user, { bookmaker: 'Bet365', tipster: 'ana', tags: ['value', 'Accas'] });
    await add(user, { bookmaker: 'Codere' });
    const res = await server.request('/api/history/bet-labels', { headers: as(user) });
    expect(res.status).toBe(200);
    // Case-insensitive order; "Bet365" and "bet365" are one choice (the exact text decides
    // which spelling: "Bet365" sorts before "bet365"), as are "Value" and "value".
    expect(await bodyOf(res)).toEqual({
      success: true,
      bookmakers: ['Bet365', 'Codere'],
      tipsters: ['ana', 'Zoe'],
      tags: ['Accas', 'live', 'Value'],
    });
    expect((await server.request('/api/history/bet-labels')).status).toBe(401);
  });
});
