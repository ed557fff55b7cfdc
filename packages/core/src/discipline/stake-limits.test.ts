import { describe, expect, it } from 'vitest';
import { NO_STAKE_LIMITS } from '../contract/stake-discipline.ts';
import type { LimitBet } from './limit-bets.ts';
import { checkLimits, limitUsage } from './stake-limits.ts';

// Wednesday 25 November 2026, 11:00 in Madrid (UTC+1): the week began Monday the 23rd.
const options = { now: new Date('2026-11-25T10:00:00Z'), timeZone: 'Europe/Madrid' };

const settled = (at: string, stake: number, net: number): LimitBet => ({
  placedDate: at,
  settledDate: at,
  open: false,
  atRiskCents: stake * 100,
  netCents: net * 100,
});

const bets: LimitBet[] = [
  // Today: lost 30 €.
  settled('2026-11-25T08:00:00Z', 30, -30),
  // Today, open, 5 € at risk.
  {
    placedDate: '2026-11-25T09:00:00Z',
    settledDate: '2026-11-25T09:00:00Z',
    open: true,
    atRiskCents: 500,
    netCents: 0,
  },
  // Monday 00:30 in Madrid (Sunday 23:30 UTC): this week, won 20 € on a 10 € stake.
  settled('2026-11-22T23:30:00Z', 10, 20),
  // Sunday 23:59 in Madrid: last week, this month; lost 7 €.
  settled('2026-11-22T22:59:00Z', 7, -7),
  // The 10th: this month; lost 50 €.
  settled('2026-11-10T12:00:00Z', 50, -50),
  // 1 November 00:30 in Madrid (31 October 23:30 UTC): this month; lost 100 €.
  settled('2026-10-31T23:30:00Z', 100, -100),
  // 31 October 23:59 in Madrid: last month, left out.
  settled('2026-10-31T22:59:00Z', 1000, -1000),
];

/*
 * By hand, before the proposed 10 € (→ with it):
 * stake day   = 30 + 5                        = 35  (→ 45)
 * stake week  = 35 + 10                       = 45  (→ 55)
 * stake month = 45 + 7 + 50 + 100             = 202 (→ 212)
 * loss day    = 30 + 5 (open, as if lost)     = 35  (→ 45)
 * loss week   = 35 − 20 (Monday's gain)       = 15  (→ 25)
 * loss month  = 15 + 7 + 50 + 100             = 172 (→ 182)
 */
describe('checkLimits', () => {
  it('adds each period in the user time zone, weeks from Monday', () => {
    const checks = checkLimits(
      {
        lossDay: 1000,
        lossWeek: 1000,
        lossMonth: 1000,
        stakeDay: 1000,
        stakeWeek: 1000,
        stakeMonth: 1000,
      },
      limitUsage(bets, options),
      1000,
    );
    expect(checks.map((c) => [c.kind, c.period, c.usedCents, c.withBetCents])).toEqual([
      ['loss', 'day', 3500, 4500],
      ['loss', 'week', 1500, 2500],
      ['loss', 'month', 17_200, 18_200],
      ['stake', 'day', 3500, 4500],
      ['stake', 'week', 4500, 5500],
      ['stake', 'month', 20_200, 21_200],
    ]);
    expect(checks.every((c) => c.overByCents === 0)).toBe(true);
  });

  it('passes a limit only above it: exactly at it is within, a cent more is over by a cent', () => {
    const checks = checkLimits(
      {
        ...NO_STAKE_LIMITS,
        stakeDay: 45, // 45 exactly: within
        lossDay: 44.99, // 45 − 44.99: over by 0.01 €
        lossWeek: 25, // within
        stakeMonth: 212, // within
        lossMonth: 181.99, // over by 0.01 €
        stakeWeek: 50, // 55 − 50: over by 5 €
      },
      limitUsage(bets, options),
      1000,
    );
    expect(checks.map((c) => [c.kind, c.period, c.overByCents])).toEqual([
      ['loss', 'day', 1],
      ['loss', 'week', 0],
      ['loss', 'month', 1],
      ['stake', 'day', 0],
      ['stake', 'week', 500],
      ['stake', 'month', 0],
    ]);
  });

  it('says when a period is past its limit already, and answers only the limits set', () => {
    const checks = checkLimits(
      { ...NO_STAKE_LIMITS, lossDay: 34.99 },
      limitUsage(bets, options),
      0,
    );
    expect(checks).toEqual([
      {
        kind: 'loss',
        period: 'day',
        limitCents: 3499,
        usedCents: 3500,
        withBetCents: 3500,
        overByCents: 1,
        alreadyOver: true,
      },
    ]);
  });

  it('a period in profit has room: gains offset the proposed bet', () => {
    // This week alone: won 20 €; a 15 € bet makes a worst case of −5 €, within a 1 € limit.
    const week = [settled('2026-11-24T10:00:00Z', 10, 20)];
    const [check] = checkLimits(
      { ...NO_STAKE_LIMITS, lossWeek: 1 },
      limitUsage(week, options),
      1500,
    );
    expect(check).toMatchObject({ usedCents: 0, withBetCents: 0, overByCents: 0 });
  });

  it('reads the usage per period, gains below 0 for a loss', () => {
    expect(limitUsage([settled('2026-11-24T10:00:00Z', 10, 20)], options)).toEqual({
      loss: { day: 0, week: -2000, month: -2000 },
      stake: { day: 0, week: 1000, month: 1000 },
    });
  });
});

describe('limits at their edges', () => {
  it('is not past a limit reached exactly, nor one still below', () => {
    // Used today: loss 35 €, stake 35 €.
    const checks = checkLimits(
      { ...NO_STAKE_LIMITS, lossDay: 35, stakeDay: 100 },
      limitUsage(bets, options),
      0,
    );
    expect(checks.map((c) => [c.kind, c.period, c.usedCents, c.alreadyOver])).toEqual([
      ['loss', 'day', 3500, false],
      ['stake', 'day', 3500, false],
    ]);
  });

  it('leaves out a bet placed or settled after now (a clock ahead of the user’s)', () => {
    // Thursday 26 November in Madrid: tomorrow.
    const tomorrow: LimitBet[] = [
      settled('2026-11-26T10:00:00Z', 40, -40),
      {
        placedDate: '2026-11-24T10:00:00Z',
        settledDate: '2026-11-26T10:00:00Z',
        open: false,
        atRiskCents: 1000,
        netCents: -1000,
      },
    ];
    // Only the second bet's stake, placed on Tuesday, counts: its loss is tomorrow's.
    expect(limitUsage(tomorrow, options)).toEqual({
      loss: { day: 0, week: 0, month: 0 },
      stake: { day: 0, week: 1000, month: 1000 },
    });
  });
});
