import { afterAll, beforeAll, expect, it } from 'vitest';
import { listBetAudit } from '../repositories/bet-audit-log.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`open bets settled by hand on ${testDialect}`, () => {
  let server: TestServer;
  let api: ReturnType<typeof historyClient>;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    api = historyClient(server);
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  /** An open €10.05 single at 1.35 (odd cents, so the halves round), entered by hand. */
  const openBet = async (owner = user) => {
    const res = await api.addBet(owner, {
      placedDate: '2026-05-04T10:00:00.000Z',
      sportName: 'Tennis',
      originalOdds_decimal: 1.35,
      status: 'PENDING',
      eventDescription: 'Alcaraz v Sinner',
      selections: [{ SelectionName: 'Alcaraz' }],
      stake: 10.05,
    });
    expect(res.status).toBe(200);
    return (await bodyOf(res)).bet;
  };

  it('saves an open bet by hand: nothing back yet, net 0 until it settles', async () => {
    expect(await openBet()).toMatchObject({
      Status: 'PENDING',
      SettledDate: null,
      Stake: 10.05,
      ActualReturn: 0,
      NetReturn: 0,
      EditedAt: null,
    });
  });

  it.each(['WON', 'LOST'])(
    'a bet added by hand as %s is settled at its placed date',
    async (status) => {
      // The form asks no settle date: without one the export's SettledDate was empty.
      const res = await api.addBet(user, {
        placedDate: '2026-05-04T10:00:00.000Z',
        originalOdds_decimal: 1.35,
        status,
        stake: 10.05,
      });
      expect(res.status).toBe(200);
      expect((await bodyOf(res)).bet).toMatchObject({
        Status: status,
        SettledDate: '2026-05-04T10:00:00.000Z',
      });
    },
  );

  it.each([
    // won: 10.05 × 1.35 = 13.5675 → 13.57; net 13.57 − 10.05 = 3.52
    [{ status: 'WON' }, 13.57, 3.52],
    [{ status: 'LOST' }, 0, -10.05],
    [{ status: 'VOID' }, 10.05, 0],
    // half won: 10.05 × (1.35 + 1) / 2 = 11.80875 → 11.81; net 1.76
    [{ status: 'HALF_WON' }, 11.81, 1.76],
    // half lost: 10.05 / 2 = 5.025 → 5.03 (half away from zero); net −5.02
    [{ status: 'HALF_LOST' }, 5.03, -5.02],
    // cashed out for 7.40: net 7.40 − 10.05 = −2.65
    [{ status: 'CASHED_OUT', cashOut: 7.4 }, 7.4, -2.65],
  ])('settles %j: back %d, net %d', async (settlement, actualReturn, netReturn) => {
    const bet = await openBet();
    const version = await api.versionOf(user);
    const res = await api.settle(user, bet.Id, {
      ...settlement,
      settledDate: '2026-05-04T18:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).bet).toMatchObject({
      Status: settlement.status,
      SettledDate: '2026-05-04T18:00:00.000Z',
      Stake: 10.05,
      ActualReturn: actualReturn,
      NetReturn: netReturn,
      EditedAt: expect.any(String),
      Selections: [{ SelectionName: 'Alcaraz', Result: settlement.status }],
    });
    // The history's answers change with it.
    expect(await api.versionOf(user)).not.toBe(version);
    const changes = await listBetAudit(server.database.db, user.userId, bet.Id);
    const recorded = Object.fromEntries(changes.map((c) => [c.field, [c.old, c.new, c.importId]]));
    expect(recorded['Status']).toEqual(['PENDING', settlement.status, null]);
    // A void nets 0, as the open bet did: no change to record there.
    expect(recorded['NetReturn']).toEqual(netReturn === 0 ? undefined : [0, netReturn, null]);
  });

  it("takes the user's exchange commission off an exchange bet settled by hand", async () => {
    const trader = await registerUser(server);
    const profile = await server.request('/api/auth/update-profile', {
      json: { first_name: 'Lucia', last_name: 'Fernandez', exchange_commission_ratio: 0.05 },
      headers: { cookie: trader.cookie },
    });
    expect(profile.status).toBe(200);
    const exchangeBet = {
      betId: '352100000117',
      placedDate: '2025-04-14T18:05:44.930Z',
      settledDate: '2025-04-14T21:31:09.652Z',
      eventDescription: 'ATP Monte Carlo / Jannik Sinner v Taylor Fritz',
      marketName: 'Match Odds',
      selectionName: 'Taylor Fritz',
      side: 'BACK',
      odds: '3.60',
      stake: '8.00',
      status: 'SETTLED',
      grossProfit: '-8.00',
      liability: [],
      returnAmount: '0.00',
    };
    const data = JSON.stringify({ bets: [exchangeBet] });
    expect((await api.upload(trader, 'upload-betfair-json', data)).status).toBe(200);
    const [lost] = await api.betsOf(trader);
    expect(lost).toMatchObject({ Status: 'LOST', NetReturn: -8, Commission: 0 });

    // Corrected to a win: gross 8.00 × (3.60 − 1) = 20.80; 5 % of it 1.04; net 19.76;
    // back 8.00 + 19.76 = 27.76.
    const res = await api.settle(trader, lost?.Id ?? 0, { status: 'WON' });
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).bet).toMatchObject({
      Status: 'WON',
      GrossProfit: 20.8,
      Commission: 1.04,
      NetReturn: 19.76,
      ActualReturn: 27.76,
    });
  });

  it('keeps a bet that is not an exchange bet free of commission', async () => {
    const bet = await openBet();
    const res = await api.settle(user, bet.Id, { status: 'WON' });
    // won: 10.05 × 1.35 = 13.57 (the rate is the trader's, and this is no exchange bet anyway)
    expect((await bodyOf(res)).bet).toMatchObject({
      NetReturn: 3.52,
      GrossProfit: null,
      Commission: null,
    });
  });

  it('settles at the time it is told, else now', async () => {
    const bet = await openBet();
    const before = Date.now();
    const settled = (await bodyOf(await api.settle(user, bet.Id, { status: 'LOST' }))).bet;
    expect(Date.parse(settled.SettledDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(settled.SettledDate)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a cash-out without its amount, and an unknown status', async () => {
    const bet = await openBet();
    for (const body of [
      { status: 'CASHED_OUT' },
      { status: 'PLACED' },
      { status: 'WON', cashOut: -1 },
    ]) {
      const res = await api.settle(user, bet.Id, body);
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await api.betsOf(user)).find((b) => b.Id === bet.Id)).toMatchObject({
      Status: 'PENDING',
    });
  });

  it("answers 404 for another user's bet and leaves it as it was", async () => {
    const other = await registerUser(server);
    const theirs = await openBet(other);
    const res = await api.settle(user, theirs.Id, { status: 'WON' });
    expect(res.status).toBe(404);
    expect(await bodyOf(res)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.betsOf(other))[0]).toMatchObject({ Status: 'PENDING', EditedAt: null });
    const anonymous = await server.request(`/api/history/bets/${theirs.Id}/settle`, {
      method: 'PATCH',
      json: { status: 'WON' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('marks a bet edited through the form as edited by hand', async () => {
    const bet = await openBet();
    const edit = (status: string) =>
      server.request(`/api/history/bets/${bet.Id}`, {
        method: 'PUT',
        json: {
          placedDate: '2026-05-04T10:00:00.000Z',
          sportName: 'Tennis',
          originalOdds_decimal: 1.4,
          status,
          stake: 10.05,
          user_email: user.email,
        },
        headers: { cookie: user.cookie },
      });
    const before = Date.now();
    const res = await edit('WON');
    expect(res.status).toBe(200);
    // won: 10.05 × 1.40 = 14.07; net 4.02
    const edited = (await bodyOf(res)).bet;
    expect(edited).toMatchObject({
      Status: 'WON',
      ActualReturn: 14.07,
      NetReturn: 4.02,
      EditedAt: expect.any(String),
    });
    // The open bet the edit settles settles now, as the settle route without a date.
    expect(Date.parse(edited.SettledDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(edited.SettledDate)).toBeLessThanOrEqual(Date.now() + 1000);
    // A second edit keeps that time; back to open has none.
    expect((await bodyOf(await edit('LOST'))).bet.SettledDate).toBe(edited.SettledDate);
    expect((await bodyOf(await edit('PENDING'))).bet.SettledDate).toBeNull();
    const fields = (await listBetAudit(server.database.db, user.userId, bet.Id)).map(
      (c) => c.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['Status', 'Odds', 'NetReturn']));
  });
});
