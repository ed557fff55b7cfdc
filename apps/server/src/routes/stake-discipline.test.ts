import {
  NO_STAKE_LIMITS,
  stakeLimitsResponseSchema,
  stakingListResponseSchema,
  type StakingSettings,
} from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/* Staking plans, drawdown rules and stake limits (docs/stake-discipline.md): the owner's only. */

describeWithDatabase(`stake discipline on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer();
    ana = await registerUser(server);
    bruno = await registerUser(server);
  });
  afterAll(() => server.close());

  const call = (
    user: RegisteredUser | null,
    method: string,
    path: string,
    json?: Record<string, unknown>,
  ) =>
    server.request(path, {
      method,
      ...(json === undefined ? {} : { json }),
      headers: user ? { cookie: user.cookie } : {},
    });
  const staking = async (user: RegisteredUser) => {
    const res = await call(user, 'GET', '/api/history/bankrolls/staking');
    expect(res.status).toBe(200);
    const body: unknown = await bodyOf(res);
    expect(stakingListResponseSchema.parse(body)).toEqual(body);
    return stakingListResponseSchema.parse(body).bankrolls;
  };
  const limits = async (user: RegisteredUser) => {
    const res = await call(user, 'GET', '/api/auth/stake-limits');
    expect(res.status).toBe(200);
    return stakeLimitsResponseSchema.parse(await bodyOf(res)).limits;
  };

  const kelly: StakingSettings = {
    plan: { kind: 'KELLY', fraction: 0.25, maxPercent: 5 },
    drawdownRule: { thresholdPercent: 20, action: 'CUT', cutFactor: 0.5 },
  };

  it('keeps a plan and a drawdown rule per bankroll, and clears them', async () => {
    const [main] = await staking(ana);
    expect(main).toEqual({
      bankrollId: expect.any(Number),
      staking: { plan: null, drawdownRule: null },
    });
    const put = await call(ana, 'PUT', `/api/history/bankrolls/${main?.bankrollId}/staking`, kelly);
    expect(put.status).toBe(200);
    expect(await bodyOf(put)).toEqual({
      success: true,
      bankrollId: main?.bankrollId,
      staking: kelly,
    });
    expect(await staking(ana)).toEqual([{ bankrollId: main?.bankrollId, staking: kelly }]);
    const units = { plan: { kind: 'UNITS', units: 2 }, drawdownRule: null };
    await call(ana, 'PUT', `/api/history/bankrolls/${main?.bankrollId}/staking`, units);
    expect((await staking(ana))[0]?.staking).toEqual(units);
    const none = { plan: null, drawdownRule: null };
    await call(ana, 'PUT', `/api/history/bankrolls/${main?.bankrollId}/staking`, none);
    expect((await staking(ana))[0]?.staking).toEqual(none);
  });

  it('refuses a plan out of bounds', async () => {
    const [main] = await staking(ana);
    for (const plan of [
      { kind: 'KELLY', fraction: 1.5, maxPercent: 5 },
      { kind: 'PERCENT', percent: 0 },
      { kind: 'FIXED', stake: 10.001 },
      { kind: 'MARTINGALE' },
    ]) {
      const res = await call(ana, 'PUT', `/api/history/bankrolls/${main?.bankrollId}/staking`, {
        plan,
        drawdownRule: null,
      });
      expect(res.status).toBe(400);
    }
  });

  it("keeps each user's settings to themselves: another's bankroll is 404, limits are one's own", async () => {
    const [anaMain] = await staking(ana);
    await call(ana, 'PUT', `/api/history/bankrolls/${anaMain?.bankrollId}/staking`, kelly);
    const foreign = await call(
      bruno,
      'PUT',
      `/api/history/bankrolls/${anaMain?.bankrollId}/staking`,
      { plan: { kind: 'FIXED', stake: 1 }, drawdownRule: null },
    );
    expect(foreign.status).toBe(404);
    const brunos = await staking(bruno);
    expect(brunos.map((b) => b.bankrollId)).not.toContain(anaMain?.bankrollId);
    expect((await staking(ana))[0]?.staking).toEqual(kelly);

    const anaLimits = { ...NO_STAKE_LIMITS, lossDay: 50, stakeMonth: 1000.5 };
    const put = await call(ana, 'PUT', '/api/auth/stake-limits', anaLimits);
    expect(put.status).toBe(200);
    expect(await limits(ana)).toEqual(anaLimits);
    expect(await limits(bruno)).toEqual(NO_STAKE_LIMITS);
    await call(bruno, 'PUT', '/api/auth/stake-limits', { ...NO_STAKE_LIMITS, lossWeek: 5 });
    expect(await limits(ana)).toEqual(anaLimits);
    expect(await limits(bruno)).toEqual({ ...NO_STAKE_LIMITS, lossWeek: 5 });
  });

  it('asks for a session and valid limits', async () => {
    expect((await call(null, 'GET', '/api/auth/stake-limits')).status).toBe(401);
    expect((await call(null, 'GET', '/api/history/bankrolls/staking')).status).toBe(401);
    expect(
      (
        await call(null, 'PUT', '/api/history/bankrolls/1/staking', {
          plan: null,
          drawdownRule: null,
        })
      ).status,
    ).toBe(401);
    const bad = await call(ana, 'PUT', '/api/auth/stake-limits', {
      ...NO_STAKE_LIMITS,
      lossDay: -1,
    });
    expect(bad.status).toBe(400);
  });
});
