import { describe, expect, it } from 'vitest';
import { view } from '../history/bet-view.test-support.ts';
import type { FacetBet } from './edge/facets.ts';
import { DashboardIndex } from './faceted-dashboard.ts';

// Five bets, worked by hand (Madrid: UTC+1 in winter, +2 in summer):
//  #  placed (UTC)          bookmaker  tags     status  stake  net   odds  close  CLV
//  1  2025-01-10 12:00      Bet365     value    WON     10     +11   2.10  2.00   +0.05
//  2  2025-01-20 12:00      Bet365     —        LOST    20     −20   1.80  2.00   −0.10
//  3  2025-02-05 12:00      Pinnacle   value    WON     10     +10   2.00  1.60   +0.25
//  4  2025-02-28 23:30      Pinnacle   —        LOST    10     −10   2.00  —      (none)
//     (Madrid: 1 March 00:30, so in March, not February)
//  5  2025-03-10 12:00      Bet365     value    PENDING 30      0    2.00  1.90   (open)
const bets = [
  view(10, 11, 'WON', '2025-01-10T12:00:00.000Z', {
    Bookmaker: 'Bet365',
    Tags: ['value'],
    Odds: 2.1,
    ClosingOdds: 2,
  }),
  view(20, -20, 'LOST', '2025-01-20T12:00:00.000Z', {
    Bookmaker: 'Bet365',
    Odds: 1.8,
    ClosingOdds: 2,
  }),
  view(10, 10, 'WON', '2025-02-05T12:00:00.000Z', {
    Bookmaker: 'Pinnacle',
    Tags: ['value'],
    Odds: 2,
    ClosingOdds: 1.6,
  }),
  view(10, -10, 'LOST', '2025-02-28T23:30:00.000Z', { Bookmaker: 'Pinnacle', Odds: 2 }),
  view(30, 0, 'PENDING', '2025-03-10T12:00:00.000Z', {
    Bookmaker: 'Bet365',
    Tags: ['value'],
    Odds: 2,
    ClosingOdds: 1.9,
  }),
];
const timeZone = 'Europe/Madrid';
const choices = (answer: ReturnType<DashboardIndex['view']>, facet: string) =>
  answer.facets.find((f) => f.facet === facet)?.choices.map((c) => [c.value, c.count]);

describe('dashboards narrowed by period and facets', () => {
  const index = new DashboardIndex(bets);

  it('all time, no facet: every bet, every tab, the edge of the settled ones', () => {
    const answer = index.view({ timeZone });
    expect([answer.total, answer.inPeriod, answer.shown]).toEqual([5, 5, 5]);
    // settled: 10 + 20 + 10 + 10 = 50 staked, 11 − 20 + 10 − 10 = −9 net; 30 open
    expect(answer.report.overall).toMatchObject({ bets: 4, staked: 50, netProfit: -9 });
    expect(answer.report.overall.open).toEqual({ bets: 1, staked: 30 });
    // CLV of bets 1–3: (0.05 − 0.10 + 0.25) ÷ 3 = 0.0667; 2 of 3 beat the close
    const clv = answer.edge.closingLine;
    expect(clv.overall.bets).toBe(3);
    expect(clv.overall.averageClv).toBeCloseTo(0.2 / 3, 12);
    expect(clv.overall.beatClose).toBe(2);
    // expected 10 × 0.05 − 20 × 0.10 + 10 × 0.25 = 0.50 − 2.00 + 2.50 = 1.00 €; actual +1.00 €
    expect(clv.overall.expectedProfitCents).toBe(100);
    expect(clv.overall.actualProfitCents).toBe(100);
    expect(clv.withoutClosingOdds).toBe(1); // bet 4
    expect(clv.months.map((m) => [m.month, m.bets])).toEqual([
      ['2025-01', 2],
      ['2025-02', 1],
    ]);
    // luck: the 4 settled bets, no-edge expectation 0 at the odds taken
    expect(answer.edge.luck.bets).toBe(4);
    expect(answer.edge.luck.assumption).toBe('margin-not-removed');
    expect(answer.edge.luck.profitCents).toBe(-900);
    expect(answer.edge.sentence.kind).toBe('no-better-than-no-edge');
    expect(choices(answer, 'bookmaker')).toEqual([
      ['Bet365', 3],
      ['Pinnacle', 2],
    ]);
  });

  it('a period and two facets: each tab and the edge for the bets left', () => {
    const answer = index.view({
      timeZone,
      range: { preset: 'custom', from: '2025-01-01', to: '2025-02-28' },
      facets: { tag: ['value'] },
    });
    // in the period (local days): bets 1, 2, 3 (bet 4 is 1 March in Madrid, bet 5 March)
    expect(answer.inPeriod).toBe(3);
    // tagged value among them: 1 and 3 → staked 20, net +21
    expect(answer.shown).toBe(2);
    expect(answer.report.overall).toMatchObject({ bets: 2, staked: 20, netProfit: 21 });
    // tag counted among the period's bets: value 2 (1, 3), none 1 (2)
    expect(choices(answer, 'tag')).toEqual([
      ['value', 2],
      ['', 1],
    ]);
    // bookmaker counted among the period's value bets: Bet365 1, Pinnacle 1
    expect(choices(answer, 'bookmaker')).toEqual([
      ['Bet365', 1],
      ['Pinnacle', 1],
    ]);
    // CLV (0.05 + 0.25) ÷ 2 = 0.15; expected 0.50 + 2.50 = 3.00 €
    expect(answer.edge.closingLine.overall.averageClv).toBeCloseTo(0.15, 12);
    expect(answer.edge.closingLine.overall.expectedProfitCents).toBe(300);

    const pinnacle = index.view({
      timeZone,
      range: { preset: 'custom', from: '2025-01-01', to: '2025-02-28' },
      facets: { tag: ['value'], bookmaker: ['Pinnacle'] },
    });
    expect(pinnacle.shown).toBe(1);
    expect(pinnacle.report.overall).toMatchObject({ bets: 1, staked: 10, netProfit: 10 });
    expect(pinnacle.edge.closingLine.overall.averageClv).toBeCloseTo(0.25, 12);
  });

  it('the edge leaves free bets out, and counts them', () => {
    // A 10 € free bet won at 3.00 with a close of 2.00: +20 € profit, CLV +0.50 as cash, but
    // its stake was never the user's: neither CLV nor luck may count it.
    const free = view(10, 20, 'WON', '2025-01-15T12:00:00.000Z', {
      Odds: 3,
      ClosingOdds: 2,
      FreeBet: true,
    });
    const answer = new DashboardIndex([...bets, free]).view({ timeZone });
    expect(answer.edge.freeBetsLeftOut).toBe(1);
    // The same figures as without it (the first test): bets 1–3, 4 settled for luck.
    expect(answer.edge.closingLine.overall.bets).toBe(3);
    expect(answer.edge.closingLine.overall.averageClv).toBeCloseTo(0.2 / 3, 12);
    expect(answer.edge.luck.bets).toBe(4);
    expect(answer.edge.luck.profitCents).toBe(-900);
    expect(index.view({ timeZone }).edge.freeBetsLeftOut).toBe(0);
  });

  it('a period with none of the bets: nothing in view, counts all 0', () => {
    const answer = index.view({
      timeZone,
      range: { preset: 'custom', from: '2024-01-01', to: '2024-12-31' },
      facets: { bookmaker: ['Bet365'] },
    });
    expect([answer.inPeriod, answer.shown]).toEqual([0, 0]);
    expect(choices(answer, 'bookmaker')).toEqual([['Bet365', 0]]);
    expect(answer.edge.sentence.kind).toBe('no-bets');
  });

  it('built after the last version, it answers for the new bets: a change moves a bet out of the period', () => {
    const period = {
      timeZone,
      range: { preset: 'custom', from: '2025-01-01', to: '2025-02-28' },
    } as const;
    const before = new DashboardIndex(bets);
    expect(before.view(period).inPeriod).toBe(3); // bets 1–3 (4 is in March in Madrid)
    // Bet 2 placed a year earlier (a new object, as the history worker applies a change) and a
    // sixth bet in the period: 1, 3 and the new one; the new one's tag and bookmaker counted.
    const moved = { ...(bets[1] as FacetBet), PlacedDate: '2024-01-20T12:00:00.000Z' };
    const added = view(5, 5, 'WON', '2025-02-10T12:00:00.000Z', {
      Bookmaker: 'Betfair',
      Tags: ['late'],
      Odds: 2,
    });
    const next = [added, bets[0], moved, bets[2], bets[3], bets[4]] as FacetBet[];
    const afterIndex = new DashboardIndex(next, before);
    const after = afterIndex.view(period);
    // Only the new and the changed bet were read; the four others' facets and days copied.
    expect(afterIndex.read).toEqual({ facets: 2, days: 2 });
    expect(before.read).toEqual({ facets: 5, days: 5 });
    expect([after.total, after.inPeriod, after.shown]).toEqual([6, 3, 3]);
    // settled in view: 10 + 10 + 5 = 25 staked, 11 + 10 + 5 = +26 net
    expect(after.report.overall).toMatchObject({ bets: 3, staked: 25, netProfit: 26 });
    expect(choices(after, 'bookmaker')).toEqual([
      ['Bet365', 1],
      ['Betfair', 1],
      ['Pinnacle', 1],
    ]);
    expect(after).toEqual(new DashboardIndex(next).view(period));
  });
});
