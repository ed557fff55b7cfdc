import fs from 'node:fs';
import path from 'node:path';
import { parseCsvImport, type BetView } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeSharedFixtures } from '../../../../tools/shared-fixtures.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { importChoicesOf, importParsedBets } from '../services/import-service.ts';

/*
 * Issue 33, currencies: each imported bet keeps the currency its file states, else the
 * upload's choice, else the format's (Pikkit: US dollars), else the owner's default currency
 * (the profile's, euros unless changed); a bet typed on the form takes the form's or the
 * default. The texts are written here by hand.
 */

/** Two Pikkit bets, written the way its export writes them (no currency sign or code). */
const PIKKIT = [
  'bet_id,sportsbook,type,status,odds,closing_line,ev,amount,profit,time_placed,time_settled,time_placed_iso,time_settled_iso,bet_info,tags,sports,leagues',
  'cur-1,DraftKings,straight,SETTLED_WIN,2.00,1.95,0.02,10.00,10.00,01/02/2026 18:00:00 GMT,01/02/2026 21:00:00 GMT,2026-01-02T18:00:00.000Z,2026-01-02T21:00:00.000Z,Lakers ML,,Basketball,NBA',
  'cur-2,FanDuel,straight,SETTLED_LOSS,1.80,1.85,0.01,25.00,-25.00,01/03/2026 18:00:00 GMT,01/03/2026 21:00:00 GMT,2026-01-03T18:00:00.000Z,2026-01-03T21:00:00.000Z,Celtics ML,,Basketball,NBA',
].join('\n');

/** A StakeLab CSV from before currencies: no Currency column, so the file says none. */
const STAKELAB_OLD = [
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections',
  'old-1,manual,2026-02-01T10:00:00.000Z,2026-02-01T12:00:00.000Z,Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,SGL,,,,',
].join('\n');

/** A sheet of the user's own: a currency column (a code, a sign, an empty cell). */
const SHEET = [
  'Date,Stake,Odds,Result,Coin',
  '2026-03-01,10.00,2.00,W,USD',
  '2026-03-02,20.00,3.00,L,R$',
  '2026-03-03,5.00,1.50,W,',
].join('\n');
const SHEET_MAPPING = {
  columns: { placedDate: 'Date', stake: 'Stake', odds: 'Odds', status: 'Result', currency: 'Coin' },
  statusValues: { W: 'WON', L: 'LOST' },
} as const;

describeWithDatabase(`currencies of imported and typed bets on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
  });
  afterAll(() => server.close());

  const currencies = (bets: readonly BetView[]) =>
    Object.fromEntries(bets.map((b) => [b.BetId, b.Currency]));
  const setDefaultCurrency = async (user: RegisteredUser, code: string) => {
    const res = await server.request('/api/auth/update-profile', {
      json: {
        email: user.email,
        first_name: 'Anabel',
        last_name: 'Garcia',
        default_currency: code,
      },
      headers: { cookie: user.cookie },
    });
    expect(res.status, JSON.stringify(await bodyOf(res.clone()))).toBe(200);
  };
  const upload = async (
    user: RegisteredUser,
    text: string,
    choices: Parameters<typeof api.upload>[3] = {},
  ) => {
    const res = await api.upload(user, 'upload-csv', text, choices);
    expect(res.status, JSON.stringify(await bodyOf(res.clone()))).toBe(200);
  };

  it("keeps Pikkit's dollars as dollars, not the owner's euros", async () => {
    const user = await registerUser(server);
    await upload(user, PIKKIT);
    const bets = await api.betsOf(user);
    expect(currencies(bets)).toEqual({ 'cur-1': 'USD', 'cur-2': 'USD' });
    // The amounts are as written: 10.00 won 10.00, 25.00 lost.
    expect(bets.map((b) => [b.Stake, b.NetReturn]).sort()).toEqual([
      [10, 10],
      [25, -25],
    ]);
  });

  it("takes the upload's currency over the format's, never over the file's own", async () => {
    const user = await registerUser(server);
    await upload(user, PIKKIT, { currency: 'cad' });
    expect(currencies(await api.betsOf(user))).toEqual({ 'cur-1': 'CAD', 'cur-2': 'CAD' });
    const res = await api.upload(user, 'upload-csv', PIKKIT, { currency: 'dollars' });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      errors: [{ field: 'currency', message: 'invalidCurrency' }],
    });
  });

  it("gives a file that says no currency the owner's default: euros, then the one chosen", async () => {
    const user = await registerUser(server);
    await upload(user, STAKELAB_OLD);
    expect(currencies(await api.betsOf(user))).toEqual({ 'old-1': 'EUR' });

    const other = await registerUser(server);
    await setDefaultCurrency(other, 'GBP');
    await upload(other, STAKELAB_OLD);
    expect(currencies(await api.betsOf(other))).toEqual({ 'old-1': 'GBP' });
  });

  it("reads a mapped sheet's currency column; an empty cell takes the default", async () => {
    const user = await registerUser(server);
    await setDefaultCurrency(user, 'MXN');
    const parsed = parseCsvImport(SHEET, { csvMapping: SHEET_MAPPING });
    expect(parsed.problems).toEqual([]);
    await importParsedBets(server.database.db, user.userId, parsed, importChoicesOf({}));
    const bets = await api.betsOf(user);
    // By placed date: USD, R$ → BRL, empty → the owner's MXN.
    const byDay = [...bets].sort((a, b) => a.PlacedDate.localeCompare(b.PlacedDate));
    expect(byDay.map((b) => [b.Currency, b.Stake, b.NetReturn])).toEqual([
      ['USD', 10, 10], // 10 × 2.00 = 20 back, +10
      ['BRL', 20, -20],
      ['MXN', 5, 2.5], // 5 × 1.50 = 7.50 back, +2.50
    ]);
  });

  it('adds a typed bet in the currency sent, else in the default; an edit keeps it', async () => {
    const user = await registerUser(server);
    await setDefaultCurrency(user, 'USD');
    const bet = {
      placedDate: '2026-04-01T10:00:00.000Z',
      originalOdds_decimal: 2,
      status: 'WON',
      stake: 10,
    };
    const plain = await bodyOf(await api.addBet(user, bet));
    expect(plain.bet.Currency).toBe('USD');
    const inReais = await bodyOf(await api.addBet(user, { ...bet, currency: 'BRL' }));
    expect(inReais.bet.Currency).toBe('BRL');
    const edited = await server.request(`/api/history/bets/${inReais.bet.Id}`, {
      method: 'PUT',
      json: { ...bet, stake: 12 },
      headers: { cookie: user.cookie },
    });
    expect(edited.status).toBe(200);
    expect((await bodyOf(edited)).bet).toMatchObject({ Currency: 'BRL', Stake: 12 });
  });
});

describeSharedFixtures('Betfair Brazil downloads keep their reais', 'real-world', (dir) => {
  describeWithDatabase(`on ${testDialect}`, () => {
    let server: TestServer;
    let api: ReturnType<typeof historyClient>;
    beforeAll(async () => {
      server = await startTestServer();
      api = historyClient(server);
    });
    afterAll(() => server.close());

    it('imports both Portuguese downloads (money headers "(R$)") in BRL', async () => {
      const user = await registerUser(server);
      for (const name of [
        'betfair-web-pnl-bets-ptbr-viniverk.csv',
        'betfair-web-settled-ptbr-viniverk-early.csv',
      ]) {
        const text = fs.readFileSync(path.join(dir, name), 'utf8');
        // Both headers name the account's currency: "Aposta (R$)", "Valor Apostado (R$)".
        expect(text.split('\n')[0]).toContain('(R$)');
        const res = await api.upload(user, 'upload-csv', text, { currency: 'EUR' });
        expect(res.status).toBe(200);
      }
      const bets = await api.betsOf(user);
      expect(bets.length).toBeGreaterThan(0);
      expect(new Set(bets.map((b) => b.Currency))).toEqual(new Set(['BRL']));
    });
  });
});
