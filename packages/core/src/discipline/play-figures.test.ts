import { describe, expect, it } from 'vitest';
import { view } from '../history/bet-view.test-support.ts';
import { limitBetsOf } from './limit-bets.ts';
import { playFigures } from './play-figures.ts';

// Wednesday 25 November 2026, 11:00 in Madrid (UTC+1): the week began Monday the 23rd, the
// safer-play weeks on Mondays 2, 9, 16 and 23 November.
const options = { now: new Date('2026-11-25T10:00:00Z'), timeZone: 'Europe/Madrid' };

const bets = [
  // Today: won 15 € on 10 €.
  view(10, 15, 'WON', '2026-11-25T08:00:00.000Z', { SettledDate: '2026-11-25T09:00:00.000Z' }),
  // Yesterday, still open: 20 € at risk; the importer's provisional −20 € net is not a result.
  view(20, -20, 'Pending', '2026-11-24T12:00:00.000Z'),
  // The 10th: a lay of 10 € at 5.0 lost its 40 € liability.
  view(10, -40, 'LOST', '2026-11-10T12:00:00.000Z', {
    SettledDate: '2026-11-10T14:00:00.000Z',
    Side: 'LAY',
    Odds: 5,
    Liability: 40,
  }),
  // A free bet placed in October, won 7.50 € on 2 November: nothing at risk.
  view(5, 7.5, 'WON', '2026-10-20T12:00:00.000Z', {
    SettledDate: '2026-11-02T10:00:00.000Z',
    FreeBet: true,
  }),
];

describe('limitBetsOf', () => {
  it('reads each bet: its dates, whether open, what it put at risk and its net in cents', () => {
    expect(limitBetsOf(bets)).toEqual([
      {
        placedDate: '2026-11-25T08:00:00.000Z',
        settledDate: '2026-11-25T09:00:00.000Z',
        open: false,
        atRiskCents: 1000,
        netCents: 1500,
      },
      // Open: its settled date is its placed date, its net 0.
      {
        placedDate: '2026-11-24T12:00:00.000Z',
        settledDate: '2026-11-24T12:00:00.000Z',
        open: true,
        atRiskCents: 2000,
        netCents: 0,
      },
      {
        placedDate: '2026-11-10T12:00:00.000Z',
        settledDate: '2026-11-10T14:00:00.000Z',
        open: false,
        atRiskCents: 4000,
        netCents: -4000,
      },
      {
        placedDate: '2026-10-20T12:00:00.000Z',
        settledDate: '2026-11-02T10:00:00.000Z',
        open: false,
        atRiskCents: 0,
        netCents: 750,
      },
    ]);
  });
});

describe('playFigures', () => {
  it("adds the limits' usage and the safer-play signal over every bet", () => {
    expect(playFigures(bets, options)).toEqual({
      usage: {
        // Staked: today 10 €; this week + yesterday's 20 €; this month + the lay's 40 €.
        stake: { day: 1000, week: 3000, month: 7000 },
        // Lost: today −15 € (a gain); this week + the open 20 €; this month + the lay's 40 €
        // and − the free bet's 7.50 € gain.
        loss: { day: -1500, week: 500, month: 3750 },
      },
      saferPlay: {
        met: false,
        reasons: [],
        // Weeks of 2, 9, 16 and 23 November: the lay on the 10th; today's and yesterday's.
        weeklyStakesCents: [0, 4000, 0, 3000],
        // 19–25 November: today's and yesterday's.
        betsLast7Days: 2,
        // 22 October – 18 November: the lay (20 October is too early): 1 ÷ 4.
        weeklyBetsBefore: 0.25,
      },
    });
  });
});
