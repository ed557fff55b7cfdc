import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetView } from '../contract/history.ts';
import { selection, view } from '../history/bet-view.test-support.ts';
import { analyzeBets, ODDS_RANGES, oddsRangeIndex } from './analyze-bets.ts';
import { DashboardIndex } from './faceted-dashboard.ts';
import type { DashboardReport, GroupFigures } from './types.ts';

const analyze = (bets: BetView[], timeZone = 'UTC'): DashboardReport =>
  analyzeBets(bets, { timeZone });

/** Money figures compared exactly, the ROI ratio to 10 decimals (it is an unrounded float). */
function expectFigures(actual: GroupFigures | undefined, expected: GroupFigures): void {
  const { roiRatio, ...money } = expected;
  expect(actual).toMatchObject(money);
  expect(actual?.roiRatio).toBeCloseTo(roiRatio, 10);
}

const cents = (euros: number): number => Math.round(euros * 100);

describe('overall figures (docs/product.md §2 Overall Performance, §9)', () => {
  it.each([
    {
      name: 'no bets',
      bets: [],
      // nothing staked → ROI 0; nothing settled → win rate 0
      expected: {
        bets: 0,
        staked: 0,
        netProfit: 0,
        roiRatio: 0,
        winRatio: 0,
        won: 0,
        lost: 0,
        void: 0,
      },
    },
    {
      name: 'voids out of the win rate, other statuses only in the totals',
      // stake 10 + 20 + 5 + 8 + 2 = 45; net 9.5 − 20 + 0 − 3 − 2 = −15.5;
      // ROI −15.5 / 45 = −0.34444… → −0.3444 (−34.44 %, rounded once to 4 decimals);
      // won 1, lost 2 ('lost' read upper-cased), void 1, CASHED_OUT in none;
      // win ratio 1 / (1 + 2) = 0.33333… → 0.333 (33.3 %, rounded once to 3 decimals)
      bets: [
        view(10, 9.5, 'WON'),
        view(20, -20, 'LOST'),
        view(5, 0, 'VOID'),
        view(8, -3, 'CASHED_OUT'),
        view(2, -2, 'lost'),
      ],
      expected: {
        bets: 5,
        staked: 45,
        netProfit: -15.5,
        roiRatio: -0.3444,
        winRatio: 0.333,
        won: 1,
        lost: 2,
        void: 1,
      },
    },
    {
      name: 'zero stake',
      // stake 0 + 0 = 0 → ROI 0 (not NaN, not Infinity) although net is 5;
      // win ratio 1 / (1 + 0) = 1 (the void is left out)
      bets: [view(0, 0, 'VOID'), view(0, 5, 'WON')],
      expected: {
        bets: 2,
        staked: 0,
        netProfit: 5,
        roiRatio: 0,
        winRatio: 1,
        won: 1,
        lost: 0,
        void: 1,
      },
    },
    {
      name: 'float-unfriendly amounts summed in cents',
      // stake 0.1 + 0.2 + 0.3 = 0.60 (floats: 0.6000000000000001); net 0.1 + 0.2 − 0.3 = 0.00
      bets: [view(0.1, 0.1, 'WON'), view(0.2, 0.2, 'WON'), view(0.3, -0.3, 'LOST')],
      expected: {
        bets: 3,
        staked: 0.6,
        netProfit: 0,
        roiRatio: 0,
        winRatio: 0.667, // 2 won ÷ 3 settled = 0.6666… → 0.667
        won: 2,
        lost: 1,
        void: 0,
      },
    },
    {
      name: 'the ROI is one division of cents',
      // stake 10 + 20 = 30; net 9.5 − 20 = −10.5; ROI −1050 c / 3000 c = −0.35
      bets: [view(10, 9.5, 'WON'), view(20, -20, 'LOST')],
      expected: {
        bets: 2,
        staked: 30,
        netProfit: -10.5,
        roiRatio: -0.35,
        winRatio: 0.5,
        won: 1,
        lost: 1,
        void: 0,
      },
    },
  ])('$name', ({ bets, expected }) => {
    const { overall } = analyze(bets);
    const { roiRatio, winRatio, ...counts } = overall;
    const { roiRatio: expectedRoi, winRatio: expectedWinRatio, ...expectedCounts } = expected;
    expect(counts).toEqual({ open: { bets: 0, staked: 0 }, ...expectedCounts });
    expect(roiRatio).toBeCloseTo(expectedRoi, 10);
    expect(winRatio).toBeCloseTo(expectedWinRatio, 10);
  });

  it('open bets are their own figure, in no other one', () => {
    // Settled: 10 won +9.50, 20 lost −20 → staked 30, net −10.50, ROI −0.35 (as above).
    // Open: 21.70 + 5 = 26.70 at stake, 2 bets; not in months, sports or the bankroll either.
    const report = analyze([
      view(10, 9.5, 'WON'),
      view(20, -20, 'LOST'),
      view(21.7, 0, 'PENDING', '2025-04-02T12:00:00.000Z'),
      view(5, 0, 'pending', '2025-04-03T12:00:00.000Z'),
    ]);
    expect(report.overall).toMatchObject({
      bets: 2,
      staked: 30,
      netProfit: -10.5,
      roiRatio: -0.35,
      open: { bets: 2, staked: 26.7 },
    });
    expect(report.months.map((m) => m.month)).toEqual(['2025-03']);
    expect(report.bankroll).toHaveLength(1);
    expect(report.sports.reduce((sum, s) => sum + s.bets, 0)).toBe(2);
  });

  it('a lay counts its liability as staked, in every group', () => {
    // Lay 20 at 4.00 (liability 60) won +20; back 10 lost −10.
    // At risk 60 + 10 = 70, net +10: ROI 10 / 70 = 0.142857…, not 10 / 30 = 0.3333.
    const report = analyze([
      view(20, 20, 'WON', undefined, { Side: 'LAY', Liability: 60 }),
      view(10, -10, 'LOST', undefined, { Side: 'BACK' }),
    ]);
    expect(report.overall.staked).toBe(70);
    // 10 / 70 = 0.142857… → 0.1429, the headline ROI's 4 decimals
    expect(report.overall.roiRatio).toBe(0.1429);
    expect(report.months[0]?.staked).toBe(70);
    expect(report.sports[0]?.staked).toBe(70); // both Soccer
    expect(report.betTypes[0]?.staked).toBe(70); // both singles
  });

  it('gives an empty report for no bets: all seven weekdays and five odds ranges at zero', () => {
    const report = analyze([]);
    const zero = { bets: 0, staked: 0, netProfit: 0, roiRatio: 0 };
    expect(report).toMatchObject({
      bankroll: [],
      months: [],
      bestMonth: null,
      worstMonth: null,
      sports: [],
      competitions: [],
      markets: [],
      betTypes: [],
    });
    expect(report.weekdays).toEqual([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...zero })));
    expect(report.oddsRanges).toEqual(ODDS_RANGES.map((range) => ({ range, ...zero })));
  });
});

describe('per-selection figures: stake and net split equally (docs/product.md §3)', () => {
  // One LOST treble: stake 10.00, net −10.00 over 3 selections.
  // stake 1000 c ÷ 3 = 333 r 1 → 334 + 333 + 333 (the remainder cent to the first);
  // net −1000 c ÷ 3 = −333 r −1 → −334 − 333 − 333.
  const treble = view(10, -10, 'LOST', '2025-03-01T12:00:00.000Z', {
    Sport: 'Unknown', // a multiple across sports: each leg keeps its own sport
    BetType: 'TBL',
    Selections: [
      selection({ Sport: 'Soccer', Competition: 'LaLiga', MarketName: 'Match Odds', Odds: 1.5 }),
      selection({ Sport: 'Soccer', Competition: ' LaLiga ', MarketName: '  ', Odds: 2 }),
      selection({ Sport: 'Tennis', Competition: '', MarketName: null, Odds: 5.01 }),
    ],
  });
  // Worked out inside each test, not while the file is collected: a throw there would be
  // no failed test at all (and StrykerJS would count its mutant as survived).
  const report = () => analyze([treble]);

  it('splits by sport: Soccer 3.34 + 3.33, Tennis 3.33', () => {
    // Soccer: 2 selections of 1 bet, staked 3.34 + 3.33 = 6.67, net −6.67, ROI −1 (all
    // lost); Tennis: 1 selection of the same bet, 3.33, −3.33, ROI −1. By net profit
    // descending: Tennis first. Each sport counts the treble once (issue 32: bets, not legs).
    expect(report().sports).toEqual([
      { name: 'Tennis', bets: 1, selections: 1, staked: 3.33, netProfit: -3.33, roiRatio: -1 },
      { name: 'Soccer', bets: 1, selections: 2, staked: 6.67, netProfit: -6.67, roiRatio: -1 },
    ]);
  });

  it('groups competitions per sport, trimmed, blank as Unknown', () => {
    // 'LaLiga' and ' LaLiga ' are one competition; '' is 'Unknown' (under Tennis)
    expect(report().competitions).toEqual([
      { name: 'Unknown', sport: 'Tennis', bets: 1, staked: 3.33, netProfit: -3.33, roiRatio: -1 },
      { name: 'LaLiga', sport: 'Soccer', bets: 2, staked: 6.67, netProfit: -6.67, roiRatio: -1 },
    ]);
  });

  it('groups blank and missing markets as Unknown', () => {
    // 'Match Odds': 3.34 / −3.34; '  ' and null → 'Unknown': 3.33 + 3.33 = 6.66 / −6.66
    expect(report().markets).toEqual([
      { name: 'Match Odds', bets: 1, staked: 3.34, netProfit: -3.34, roiRatio: -1 },
      { name: 'Unknown', bets: 2, staked: 6.66, netProfit: -6.66, roiRatio: -1 },
    ]);
  });

  it('places each selection in its odds range with its share', () => {
    // 1.50 → 1.01-1.50 (3.34); 2.00 → 1.51-2.00 (3.33); 5.01 → 5.01+ (3.33)
    expect(report().oddsRanges.map((r) => [r.range, r.bets, r.staked, r.netProfit])).toEqual([
      ['1.01-1.50', 1, 3.34, -3.34],
      ['1.51-2.00', 1, 3.33, -3.33],
      ['2.01-3.00', 0, 0, 0],
      ['3.01-5.00', 0, 0, 0],
      ['5.01+', 1, 3.33, -3.33],
    ]);
  });

  it('counts the bet once, whole, in the per-bet figures', () => {
    expect(report().overall).toMatchObject({ bets: 1, staked: 10, netProfit: -10 });
    expect(report().betTypes).toEqual([
      { type: 'Treble', bets: 1, staked: 10, netProfit: -10, roiRatio: -1 },
    ]);
  });

  it.each([
    // amount in cents over n selections → each selection's share, remainder to the first ones
    { stake: 10.01, net: 0.02, n: 3, stakes: [334, 334, 333], nets: [1, 1, 0] }, // 1001 = 3×333 + 2
    { stake: 10, net: -0.05, n: 4, stakes: [250, 250, 250, 250], nets: [-2, -1, -1, -1] }, // −5 = 4×−1 − 1
    { stake: 0.01, net: -0.01, n: 2, stakes: [1, 0], nets: [-1, 0] }, // 1 = 2×0 + 1
    { stake: 7, net: 14, n: 2, stakes: [350, 350], nets: [700, 700] }, // even
  ])('$stake / $net over $n selections', ({ stake, net, n, stakes, nets }) => {
    // Each selection in its own market, so the markets show the shares one by one.
    const bet = view(stake, net, 'WON', undefined, {
      Selections: Array.from({ length: n }, (_, i) => selection({ MarketName: `M${i}` })),
    });
    const markets = analyze([bet]).markets;
    const byMarket = (i: number) => markets.find((m) => m.name === `M${i}`);
    expect(stakes.map((_, i) => cents(byMarket(i)?.staked ?? NaN))).toEqual(stakes);
    expect(nets.map((_, i) => cents(byMarket(i)?.netProfit ?? NaN))).toEqual(nets);
    // the shares add up to the bet, to the cent
    expect(stakes.reduce((a, b) => a + b)).toBe(cents(stake));
    expect(nets.reduce((a, b) => a + b)).toBe(cents(net));
  });

  it("counts a bet without selections as one, with the bet's sport, competition and odds", () => {
    // Single: stake 4, net 4 (ROI 4 / 4 = 1) at odds 2 (→ 1.51-2.00), market 'Unknown';
    // blank sport ' ' → 'Unknown', competition 'Copa del Rey' under it
    const bet = view(4, 4, 'WON', undefined, { Sport: ' ', Competition: 'Copa del Rey', Odds: 2 });
    const report = analyze([bet]);
    const one = { bets: 1, staked: 4, netProfit: 4, roiRatio: 1 };
    expect(report.sports).toEqual([{ name: 'Unknown', ...one, selections: 1 }]);
    expect(report.competitions).toEqual([{ name: 'Copa del Rey', sport: 'Unknown', ...one }]);
    expect(report.markets).toEqual([{ name: 'Unknown', ...one }]);
    expect(report.oddsRanges[1]).toEqual({ range: '1.51-2.00', ...one });
  });

  it('keeps a competition name seen under two sports apart', () => {
    // 'Premier League' in Soccer (net +1) and in Darts (net −1)
    const report = analyze([
      view(1, 1, 'WON', undefined, { Sport: 'Soccer', Competition: 'Premier League' }),
      view(1, -1, 'LOST', undefined, { Sport: 'Darts', Competition: 'Premier League' }),
      view(1, 1, 'WON', undefined, { Sport: 'Soccer', Competition: 'Premier League' }),
    ]);
    expect(report.competitions.map((c) => [c.sport, c.name, c.bets, c.netProfit])).toEqual([
      ['Soccer', 'Premier League', 2, 2],
      ['Darts', 'Premier League', 1, -1],
    ]);
  });
});

describe('odds ranges (docs/product.md §5: by the odds rounded to 2 decimals)', () => {
  it.each([
    // odds → range (null: left out)
    [1.005, '1.01-1.50'], // rounds to 1.01
    [1.01, '1.01-1.50'],
    [1.5, '1.01-1.50'],
    [1.504, '1.01-1.50'], // rounds to 1.50
    [1.505, '1.51-2.00'], // rounds (half up) to 1.51
    [1.51, '1.51-2.00'],
    [2, '1.51-2.00'],
    [2.01, '2.01-3.00'],
    [3, '2.01-3.00'],
    [3.01, '3.01-5.00'],
    [5, '3.01-5.00'],
    [5.01, '5.01+'],
    [1000, '5.01+'],
    [1.004, null], // rounds to 1.00
    [1, null],
    [0, null],
    [-2, null],
    [null, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NEGATIVE_INFINITY, null],
  ] as const)('%s → %s', (odds, range) => {
    expect(oddsRangeIndex(odds)).toBe(range === null ? -1 : ODDS_RANGES.indexOf(range));
    const report = analyze([view(3, 3, 'WON', undefined, { Odds: odds })]);
    const used = report.oddsRanges.filter((r) => r.bets > 0);
    expect(used).toEqual(
      // stake 3, net 3: ROI 3 / 3 = 1
      range === null ? [] : [{ range, bets: 1, staked: 3, netProfit: 3, roiRatio: 1 }],
    );
  });

  it('adds up selections per range and their ROI', () => {
    // 1.51-2.00: stakes 10 + 5 = 15, nets +8 − 5 = 3, ROI 3 / 15 = 0.2; NaN odds left out
    const report = analyze([
      view(10, 8, 'WON', undefined, { Odds: 1.8 }),
      view(5, -5, 'LOST', undefined, { Odds: 2 }),
      view(7, -7, 'LOST', undefined, { Odds: Number.NaN }),
    ]);
    expect(report.oddsRanges[1]).toEqual({
      range: '1.51-2.00',
      bets: 2,
      staked: 15,
      netProfit: 3,
      roiRatio: 0.2,
    });
    expect(report.oddsRanges.reduce((n, r) => n + r.bets, 0)).toBe(2);
  });
});

describe('markets: top 10 by selections, shown by net profit', () => {
  it('keeps the 10 most used market types and orders them by profit', () => {
    // Markets M1…M12, Mk has k single bets of stake 1 (net +1 when k is even, −1 when odd):
    // the 10 most used are M3…M12; M1 (1 bet) and M2 (2 bets) are left out.
    // Net: even k → +k, odd k → −k: M12 +12, M10 +10, …, M4 +4, then M3 −3, M5 −5, …, M11 −11.
    const bets = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((k) =>
      Array.from({ length: k }, () =>
        view(1, k % 2 === 0 ? 1 : -1, k % 2 === 0 ? 'WON' : 'LOST', undefined, {
          Selections: [selection({ MarketName: `M${k}` })],
        }),
      ),
    );
    const markets = analyze(bets).markets;
    expect(markets.map((m) => [m.name, m.bets, m.netProfit])).toEqual([
      ['M12', 12, 12],
      ['M10', 10, 10],
      ['M8', 8, 8],
      ['M6', 6, 6],
      ['M4', 4, 4],
      ['M3', 3, -3],
      ['M5', 5, -5],
      ['M7', 7, -7],
      ['M9', 9, -9],
      ['M11', 11, -11],
    ]);
  });
});

describe('bet types (docs/product.md §9 keywords, per bet, by stake descending)', () => {
  it.each([
    ['SGL', 'Single'],
    ['Sencilla', 'Single'],
    ['DBL', 'Double'],
    ['Doble', 'Double'],
    ['TBL', 'Treble'],
    ['Triple', 'Treble'],
    ['BET_BUILDER', 'Bet Builder'],
    ['bet builder', 'Bet Builder'],
    ['SGM', 'Bet Builder'],
    ['Sistema', 'System / Multiple'],
    ['Multiple', 'System / Multiple'],
    ['Yankee', 'Other'],
    [null, 'Other'],
  ])('%s → %s', (betType, type) => {
    const report = analyze([view(2, 1, 'WON', undefined, { BetType: betType })]);
    // stake 2, net 1: ROI 1 / 2 = 0.5
    expect(report.betTypes).toEqual([{ type, bets: 1, staked: 2, netProfit: 1, roiRatio: 0.5 }]);
  });

  it('groups and sorts by stake', () => {
    // Single: 'SGL' 5 + 'Sencilla' 10 = 15, net −5 + 6 = 1; Double: 'DBL' 20, net −20;
    // Other: 'Patent' 15 (equal to Single: spec group order keeps Single first)
    const report = analyze([
      view(5, -5, 'LOST', undefined, { BetType: 'SGL' }),
      view(20, -20, 'LOST', undefined, { BetType: 'DBL' }),
      view(15, 0, 'VOID', undefined, { BetType: 'Patent' }),
      view(10, 6, 'WON', undefined, { BetType: 'Sencilla' }),
    ]);
    expect(report.betTypes.map((t) => [t.type, t.bets, t.staked, t.netProfit])).toEqual([
      ['Double', 1, 20, -20],
      ['Single', 2, 15, 1],
      ['Other', 1, 15, 0],
    ]);
  });
});

describe('time analysis', () => {
  it('fills the months between the first and the last bet, best and worst among months with bets', () => {
    // 2025-01: stake 10 + 10 = 20, net +5 − 10 = −5, ROI −5 / 20 = −0.25
    // 2025-02: no bets → zeros (and neither best nor worst)
    // 2025-03: stake 20, net +8, ROI 8 / 20 = 0.4 → best
    // 2025-04: stake 5, net −5, ROI −1; −5 as January: the earlier month is the worst
    const report = analyze([
      view(5, -5, 'LOST', '2025-04-01T00:30:00.000Z'),
      view(10, 5, 'WON', '2025-01-15T10:00:00.000Z'),
      view(20, 8, 'WON', '2025-03-05T10:00:00.000Z'),
      view(10, -10, 'LOST', '2025-01-20T10:00:00.000Z'),
    ]);
    expect(report.months).toEqual([
      { month: '2025-01', bets: 2, staked: 20, netProfit: -5, roiRatio: -0.25 },
      { month: '2025-02', bets: 0, staked: 0, netProfit: 0, roiRatio: 0 },
      { month: '2025-03', bets: 1, staked: 20, netProfit: 8, roiRatio: 0.4 },
      { month: '2025-04', bets: 1, staked: 5, netProfit: -5, roiRatio: -1 },
    ]);
    expect(report.bestMonth?.month).toBe('2025-03');
    expect(report.worstMonth?.month).toBe('2025-01');
  });

  it('does not call an empty gap month the best', () => {
    // 2024-11 net −5, 2024-12 nothing (0), 2025-01 net −2: best is 2025-01, not the gap;
    // the gap crosses a year end
    const report = analyze([
      view(5, -5, 'LOST', '2024-11-10T10:00:00.000Z'),
      view(2, -2, 'LOST', '2025-01-10T10:00:00.000Z'),
    ]);
    expect(report.months.map((m) => m.month)).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(report.bestMonth).toEqual({
      month: '2025-01',
      bets: 1,
      staked: 2,
      netProfit: -2,
      roiRatio: -1,
    });
    expect(report.worstMonth?.month).toBe('2024-11');
  });

  it("buckets months in the user's time zone", () => {
    // 2025-03-31T22:30Z is 2025-04-01 00:30 in Madrid (CEST, +2): April there, March in UTC
    const bet = view(1, 1, 'WON', '2025-03-31T22:30:00.000Z');
    expect(analyze([bet], 'UTC').months.map((m) => m.month)).toEqual(['2025-03']);
    expect(analyze([bet], 'Europe/Madrid').months.map((m) => m.month)).toEqual(['2025-04']);
  });

  it('gives ROI per weekday, Monday first, in the time zone', () => {
    // 2025-03-02T23:30Z: Sunday in UTC, Monday 3 March 00:30 in Madrid (CET, +1): stake 10,
    // net +5, ROI 5 / 10 = 0.5. 2025-03-09T12:00Z: Sunday in both: stake 4, net −4, ROI −1.
    const bets = [
      view(10, 5, 'WON', '2025-03-02T23:30:00.000Z'),
      view(4, -4, 'LOST', '2025-03-09T12:00:00.000Z'),
    ];
    const zero = { bets: 0, staked: 0, netProfit: 0, roiRatio: 0 };
    expect(analyze(bets, 'Europe/Madrid').weekdays).toEqual([
      { weekday: 1, bets: 1, staked: 10, netProfit: 5, roiRatio: 0.5 },
      { weekday: 2, ...zero },
      { weekday: 3, ...zero },
      { weekday: 4, ...zero },
      { weekday: 5, ...zero },
      { weekday: 6, ...zero },
      { weekday: 7, bets: 1, staked: 4, netProfit: -4, roiRatio: -1 },
    ]);
    // In UTC both are Sunday: stake 10 + 4 = 14, net 5 − 4 = 1, ROI 1 / 14 = 0.0714285…
    const sunday = analyze(bets, 'UTC').weekdays[6];
    expectFigures(sunday, { bets: 2, staked: 14, netProfit: 1, roiRatio: 0.071_428_571_429 });
    expect(analyze(bets, 'UTC').weekdays[0]).toEqual({ weekday: 1, ...zero });
  });

  it('draws the bankroll as the cumulative net per local day', () => {
    // 02-28: +1.50 → 1.50; 03-01: +5 − 2 = +3 → 4.50; 03-03: −10 → −5.50 (input unsorted)
    const report = analyze([
      view(5, 5, 'WON', '2025-03-01T10:00:00.000Z'),
      view(10, -10, 'LOST', '2025-03-03T10:00:00.000Z'),
      view(2, -2, 'LOST', '2025-03-01T18:00:00.000Z'),
      view(3, 1.5, 'WON', '2025-02-28T10:00:00.000Z'),
    ]);
    expect(report.bankroll).toEqual([
      { date: '2025-02-28', dayNet: 1.5, cumulative: 1.5 },
      { date: '2025-03-01', dayNet: 3, cumulative: 4.5 },
      { date: '2025-03-03', dayNet: -10, cumulative: -5.5 },
    ]);
  });

  it('follows daylight saving time changes', () => {
    // New York: EDT (−4) until 2025-11-02 06:00Z, EST (−5) after; EST until 2025-03-09 07:00Z.
    // 2025-03-09T04:30Z → EST → 03-08 23:30; 2025-03-10T03:30Z → EDT → 03-09 23:30;
    // 2025-11-02T04:30Z → EDT → 11-02 00:30; 2025-11-03T04:30Z → EST → 11-02 23:30
    const report = analyze(
      [
        view(1, 1, 'WON', '2025-03-09T04:30:00.000Z'),
        view(1, 1, 'WON', '2025-03-10T03:30:00.000Z'),
        view(1, 1, 'WON', '2025-11-02T04:30:00.000Z'),
        view(1, 1, 'WON', '2025-11-03T04:30:00.000Z'),
      ],
      'America/New_York',
    );
    expect(report.bankroll.map((p) => [p.date, p.dayNet])).toEqual([
      ['2025-03-08', 1],
      ['2025-03-09', 1],
      ['2025-11-02', 2],
    ]);
  });

  it('keeps a bet with an unreadable date in the totals but out of the time charts', () => {
    const report = analyze([view(5, 5, 'WON', 'not a date'), view(1, -1, 'LOST')]);
    expect(report.overall).toMatchObject({ bets: 2, staked: 6, netProfit: 4 });
    expect(report.bankroll).toEqual([{ date: '2025-03-01', dayNet: -1, cumulative: -1 }]);
    expect(report.weekdays.reduce((n, d) => n + d.bets, 0)).toBe(1);
  });
});

describe('analyzeBets with a date range', () => {
  it('filters before computing', () => {
    // now 2025-03-15 in Madrid; this month = 1–31 March local
    const bets = [
      view(10, 10, 'WON', '2025-02-28T23:30:00.000Z'), // 03-01 00:30 Madrid (CET, +1): in
      view(5, -5, 'LOST', '2025-02-28T22:59:00.000Z'), // 02-28 23:59 Madrid: out
      view(2, -2, 'LOST', '2025-03-31T21:59:00.000Z'), // 03-31 23:59 CEST: in
    ];
    const report = analyzeBets(bets, {
      timeZone: 'Europe/Madrid',
      range: { preset: 'thisMonth' },
      now: new Date('2025-03-15T12:00:00Z'),
    });
    // stake 10 + 2 = 12, net 10 − 2 = 8
    expect(report.overall).toMatchObject({ bets: 2, staked: 12, netProfit: 8 });
    expect(report.months.map((m) => m.month)).toEqual(['2025-03']);
  });
});

describe('properties', () => {
  const name = fc.constantFrom('Soccer', 'Tennis', 'Unknown', '', ' ', 'Golf ');
  const betArb = fc.record({
    stakeCents: fc.integer({ min: 0, max: 10_000_000 }),
    netCents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
    status: fc.constantFrom('WON', 'LOST', 'VOID', 'CASHED_OUT'),
    placed: fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2026-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    sport: name,
    selections: fc.array(
      fc.record({
        sport: name,
        competition: fc.constantFrom('A', 'B', '', 'Unknown'),
        market: fc.option(fc.constantFrom('Match Odds', 'Goals', ''), { nil: null }),
        odds: fc.option(fc.double({ min: 0.5, max: 20 }), { nil: null }),
      }),
      { maxLength: 5 },
    ),
  });
  type RawBet = typeof betArb extends fc.Arbitrary<infer T> ? T : never;
  const toView = (b: RawBet): BetView =>
    view(b.stakeCents / 100, b.netCents / 100, b.status, b.placed.toISOString(), {
      Sport: b.sport,
      Selections: b.selections.map((s) =>
        selection({
          Sport: s.sport,
          Competition: s.competition,
          MarketName: s.market,
          Odds: s.odds,
        }),
      ),
    });
  const sumCents = (groups: readonly GroupFigures[], field: 'staked' | 'netProfit') =>
    groups.reduce((total, g) => total + cents(g[field]), 0);

  it('per-sport, per-competition, per-month and per-weekday figures add up to the overall, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(betArb, { maxLength: 40 }),
        fc.constantFrom('UTC', 'Europe/Madrid', 'Asia/Kathmandu'),
        (raw, timeZone) => {
          const report = analyzeBets(raw.map(toView), { timeZone });
          const stake = raw.reduce((total, b) => total + b.stakeCents, 0);
          const net = raw.reduce((total, b) => total + b.netCents, 0);
          const selections = raw.reduce((n, b) => n + Math.max(1, b.selections.length), 0);
          expect(cents(report.overall.staked)).toBe(stake);
          expect(cents(report.overall.netProfit)).toBe(net);
          for (const groups of [report.sports, report.competitions]) {
            expect(sumCents(groups, 'staked')).toBe(stake);
            expect(sumCents(groups, 'netProfit')).toBe(net);
          }
          expect(report.competitions.reduce((n, g) => n + g.bets, 0)).toBe(selections);
          expect(report.sports.reduce((n, g) => n + g.selections, 0)).toBe(selections);
          // Each bet once per sport it has a leg in: at least one sport each, at most its legs.
          const sportBets = report.sports.reduce((n, g) => n + g.bets, 0);
          expect(sportBets).toBeGreaterThanOrEqual(raw.length);
          expect(sportBets).toBeLessThanOrEqual(selections);
          for (const groups of [report.months, report.weekdays, report.betTypes]) {
            expect(sumCents(groups, 'staked')).toBe(stake);
            expect(sumCents(groups, 'netProfit')).toBe(net);
          }
          expect(cents(report.bankroll.at(-1)?.cumulative ?? 0)).toBe(net);
          // figures are euros with at most 2 decimals: no float dust
          for (const s of report.sports) expect(cents(s.netProfit) / 100).toBe(s.netProfit);
        },
      ),
    );
  });
});

describe("net by month starts where the period's bets start (issue 32)", () => {
  // One bet of 2016 and three of 2025; "now" is 15 June 2025.
  //   2016-05-10 LOST 10 · 2025-03-04 WON 10 (+5) · 2025-05-20 LOST 5 · 2025-05-21 WON 4 (+4)
  const bets = [
    view(10, -10, 'LOST', '2016-05-10T12:00:00.000Z'),
    view(10, 5, 'WON', '2025-03-04T12:00:00.000Z'),
    view(5, -5, 'LOST', '2025-05-20T12:00:00.000Z'),
    view(4, 4, 'WON', '2025-05-21T12:00:00.000Z'),
  ];
  const now = new Date('2025-06-15T12:00:00.000Z');
  const monthsOf = (range: Parameters<typeof analyzeBets>[1]['range']) =>
    analyzeBets(bets, { timeZone: 'UTC', range, now }).months.map((m) => [m.month, m.netProfit]);
  const faceted = (range: Parameters<typeof analyzeBets>[1]['range']) =>
    new DashboardIndex(bets)
      .view({ timeZone: 'UTC', now, ...(range ? { range } : {}) })
      .report.months.map((m) => [m.month, m.netProfit]);

  it('this year: from the first bet of 2025 (March, later than 1 January), not 2016', () => {
    // Period 2025-01-01 … 2025-12-31; its first bet is in March: March +5, April 0, May −5 + 4.
    const expected = [
      ['2025-03', 5],
      ['2025-04', 0],
      ['2025-05', -1],
    ];
    expect(monthsOf({ preset: 'thisYear' })).toEqual(expected);
    expect(faceted({ preset: 'thisYear' })).toEqual(expected);
  });

  it('a custom period starting mid-April: from May, its first bet (March is outside)', () => {
    expect(monthsOf({ preset: 'custom', from: '2025-04-15' })).toEqual([['2025-05', -1]]);
    expect(faceted({ preset: 'custom', from: '2025-04-15' })).toEqual([['2025-05', -1]]);
  });

  it('all time starts at the oldest bet, and leaves out a run of more than 12 empty months', () => {
    // May 2016, then 105 empty months (June 2016 … February 2025), then March … May 2025:
    // the empty run is skipped, the three months of 2025 keep their April gap of one.
    const expected = [
      ['2016-05', -10],
      ['2025-03', 5],
      ['2025-04', 0],
      ['2025-05', -1],
    ];
    expect(monthsOf({ preset: 'all' })).toEqual(expected);
    expect(faceted({ preset: 'all' })).toEqual(expected);
  });

  it('draws a gap of 12 empty months as zeros, and skips one of 13', () => {
    const months = (second: string) =>
      analyzeBets([view(10, -10, 'LOST', '2023-01-10T12:00:00.000Z'), view(10, 5, 'WON', second)], {
        timeZone: 'UTC',
        range: { preset: 'all' },
        now,
      }).months.map((m) => m.month);
    // January 2023, then February 2023 … January 2024 (12 empty), then February 2024: 14 months.
    expect(months('2024-02-10T12:00:00.000Z')).toHaveLength(14);
    // One more empty month (13): only the two months with bets.
    expect(months('2024-03-10T12:00:00.000Z')).toEqual(['2023-01', '2024-03']);
  });
});
