import { describe, expect, it } from 'vitest';
import { selection, view } from '../history/bet-view.test-support.ts';
import { DashboardIndex } from './faceted-dashboard.ts';

// Issue 33 part 6: the dashboards count one currency at a time. Five bets, worked by hand:
//  #  placed (UTC)       currency  sport       status  stake  net
//  1  2025-01-10 12:00   EUR       Soccer      WON     10     +15
//  2  2025-01-12 12:00   USD       Soccer      WON     20     +10
//  3  2025-01-20 12:00   USD       Tennis      LOST    30     −30
//  4  2025-02-03 12:00   USD       Soccer      LOST    40     −40
//  5  2025-02-04 12:00   (none=EUR) Tennis     LOST    50     −50
// USD only: Soccer 2 bets, 60 staked, −30 net (ROI −50%); Tennis 1 bet, 30 staked, −30 net;
// January: bets 2 and 3, 50 staked, −20 net; February: bet 4, 40 staked, −40 net.
// EUR: bets 1 and 5, 60 staked, −35 net. Adding both would give 150 staked, −95 net.
const leg = (Sport: string) => [selection({ Sport })];
const bets = [
  view(10, 15, 'WON', '2025-01-10T12:00:00.000Z', { Currency: 'EUR', Selections: leg('Soccer') }),
  view(20, 10, 'WON', '2025-01-12T12:00:00.000Z', { Currency: 'USD', Selections: leg('Soccer') }),
  view(30, -30, 'LOST', '2025-01-20T12:00:00.000Z', { Currency: 'USD', Selections: leg('Tennis') }),
  view(40, -40, 'LOST', '2025-02-03T12:00:00.000Z', { Currency: 'USD', Selections: leg('Soccer') }),
  view(50, -50, 'LOST', '2025-02-04T12:00:00.000Z', { Selections: leg('Tennis') }),
];
const timeZone = 'UTC';
const figures = (group: { bets: number; staked: number; netProfit: number }) => [
  group.bets,
  group.staked,
  group.netProfit,
];

describe('dashboards in one currency', () => {
  const index = new DashboardIndex(bets);

  it('lists the currencies held, the most-used first', () => {
    expect(index.currencies).toEqual([
      { currency: 'USD', bets: 3 },
      { currency: 'EUR', bets: 2 },
    ]);
  });

  it('USD only: per sport and per month over the dollar bets', () => {
    const answer = index.view({ timeZone, currency: 'USD' });
    expect([answer.currency, answer.inCurrency, answer.shown]).toEqual(['USD', 3, 5]);
    expect(figures(answer.report.overall)).toEqual([3, 90, -60]);
    const sports = Object.fromEntries(answer.report.sports.map((s) => [s.name, s]));
    expect(figures(sports.Soccer!)).toEqual([2, 60, -30]);
    expect(sports.Soccer!.roiRatio).toBeCloseTo(-0.5, 12);
    expect(figures(sports.Tennis!)).toEqual([1, 30, -30]);
    expect(answer.report.months.map((m) => [m.month, ...figures(m)])).toEqual([
      ['2025-01', 2, 50, -20],
      ['2025-02', 1, 40, -40],
    ]);
  });

  it('EUR: a bet without a currency counts as euros', () => {
    const answer = index.view({ timeZone, currency: 'EUR' });
    expect([answer.currency, answer.inCurrency]).toEqual(['EUR', 2]);
    expect(figures(answer.report.overall)).toEqual([2, 60, -35]);
  });

  it('no currency asked, or one not held: the most-used one', () => {
    expect(index.view({ timeZone }).currency).toBe('USD');
    expect(index.view({ timeZone, currency: 'BRL' }).currency).toBe('USD');
  });

  it('one currency held: every bet counts', () => {
    const answer = new DashboardIndex([bets[0]!, bets[4]!]).view({ timeZone });
    expect([answer.currency, answer.inCurrency, answer.shown]).toEqual(['EUR', 2, 2]);
    expect(figures(answer.report.overall)).toEqual([2, 60, -35]);
  });
});
