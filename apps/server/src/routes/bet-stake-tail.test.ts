import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

// The tipster's stake: €20 at 2.10. The follower got 2.25 for €10.
const stakeForm = {
  bet_description: 'Real Madrid v Barcelona',
  bookmarker: 'Bet365',
  bet_details: 'Over 2.5 goals',
  stake_amount: 20,
  total_odds: 2.1,
  potential_winnings: 42,
  payout_amount: 0,
};
const tail = (stakeId: number | undefined, betId: string) => ({
  betId,
  placedDate: '2026-11-29T10:00:00.000Z',
  originalOdds_decimal: 2.25,
  status: 'PENDING',
  stake: 10,
  sportName: 'Football',
  tipster: 'StakeLab Tipster',
  selections: [{ SelectionName: 'Over 2.5 goals', EventName: 'Real Madrid v Barcelona' }],
  ...(stakeId === undefined ? {} : { stakeId }),
});

describeWithDatabase(`tailing a tipster stake on ${testDialect}`, () => {
  let server: TestServer;
  let admin: RegisteredUser;
  let follower: RegisteredUser;
  let stranger: RegisteredUser;
  let stakeId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    follower = await registerUser(server);
    stranger = await registerUser(server);
    const published = await server.request('/api/history/admin-insert-stake', {
      headers: { cookie: admin.cookie },
      json: stakeForm,
    });
    expect(published.status).toBe(200);
    stakeId = (await bodyOf(published)).stake.stake_id;
  });
  afterAll(() => server.close());

  const add = (user: RegisteredUser, body: object) =>
    server.request('/api/history/add-bet-full', { json: body, headers: { cookie: user.cookie } });
  const historyOf = async (user: RegisteredUser) =>
    (
      await bodyOf(
        await server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
          headers: { cookie: user.cookie },
        }),
      )
    ).bets as { BetId: string; StakeId?: number | null; Odds: number }[];

  it('keeps the stake a bet tails, with the odds the follower really got', async () => {
    const res = await add(follower, tail(stakeId, 'TAIL000001'));
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).bet).toMatchObject({ StakeId: stakeId, Odds: 2.25, Stake: 10 });
    const bets = await historyOf(follower);
    expect(bets.find((bet) => bet.BetId === 'TAIL000001')).toMatchObject({ StakeId: stakeId });
  });

  it('gives other bets no stake', async () => {
    const res = await add(follower, tail(undefined, 'PLAIN00001'));
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).bet.StakeId).toBeNull();
  });

  it('refuses a stake id that no stake was published under, and stores nothing', async () => {
    const res = await add(follower, tail(stakeId + 1000, 'TAIL000404'));
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      errors: [{ field: 'stakeId', message: 'unknownStake' }],
    });
    expect((await historyOf(follower)).map((bet) => bet.BetId)).not.toContain('TAIL000404');
  });

  it("shows nobody another user's tailing bet", async () => {
    const res = await add(stranger, tail(stakeId, 'TAIL000002'));
    expect(res.status).toBe(200);
    const strangers = await historyOf(stranger);
    expect(strangers.map((bet) => bet.BetId)).toEqual(['TAIL000002']);
    const followers = await historyOf(follower);
    expect(followers.map((bet) => bet.BetId).sort()).toEqual(['PLAIN00001', 'TAIL000001']);
  });
});
