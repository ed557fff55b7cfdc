import { describe, expect, it } from 'vitest';
import { view } from '../../history/bet-view.test-support.ts';
import { bankrollFigures, betMovementsOf, type MoneyMovement } from './bankroll.ts';
import { edgeBetsOf } from './edge-bet.ts';

const day = (d: number): string => `2025-01-0${d}T12:00:00.000Z`;
const bet = (d: number, stakeCents: number, netCents: number): MoneyMovement => ({
  kind: 'bet',
  at: day(d),
  stakeCents,
  netCents,
});

describe('bankroll figures', () => {
  // Given out of order: they are read in time order.
  const movements: MoneyMovement[] = [
    bet(8, 4000, 8000),
    { kind: 'deposit', at: day(1), amountCents: 50_000 },
    bet(2, 2000, 2000),
    bet(3, 3000, -3000),
    bet(4, 1000, -1000),
    { kind: 'withdrawal', at: day(5), amountCents: 20_000 },
    bet(6, 5000, 0), // a void
    bet(7, 2000, -2000),
    bet(9, 1000, -1000),
  ];
  const report = bankrollFigures(movements, { startingBalanceCents: 100_000, unitCents: 1000 });

  it('balance over time and now', () => {
    // 1000 € + 500 = 1500; +20 = 1520; −30 = 1490; −10 = 1480; −200 = 1280; ±0 = 1280;
    // −20 = 1260; +80 = 1340; −10 = 1330
    expect(report.balance.map((p) => [p.kind, p.changeCents, p.balanceCents])).toEqual([
      ['deposit', 50_000, 150_000],
      ['bet', 2000, 152_000],
      ['bet', -3000, 149_000],
      ['bet', -1000, 148_000],
      ['withdrawal', -20_000, 128_000],
      ['bet', 0, 128_000],
      ['bet', -2000, 126_000],
      ['bet', 8000, 134_000],
      ['bet', -1000, 133_000],
    ]);
    expect(report.balance.map((p) => p.at)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(day));
    expect(report).toMatchObject({
      startingBalanceCents: 100_000,
      currentBalanceCents: 133_000, // 1000 + 500 − 200 + 30
      depositsCents: 50_000,
      withdrawalsCents: 20_000,
      betNetCents: 3000, // 20 − 30 − 10 + 0 − 20 + 80 − 10
      settledBets: 7,
      turnoverCents: 18_000, // 20 + 30 + 10 + 50 + 20 + 40 + 10
    });
  });

  it('drawdown on results only: the withdrawal moves the peak with the balance', () => {
    // peak 1520 € on day 2; −30, −10 → 1480 (40 € down); the withdrawal of 200 moves the peak
    // to 1320 and the balance to 1280 (still 40 down); −20 → 1260: 60 € below 1320.
    // 60 ÷ 1320 = 1 ÷ 22 = 0.04545…; day 8 (1340) is a new peak, day 9 only 10 below it.
    // Counting the withdrawal as a loss would have said 1520 − 1260 = 260 €.
    expect(report.maxDrawdown).toEqual({
      amountCents: 6000,
      ratioOfPeak: 6000 / 132_000,
      peakCents: 132_000,
      peakAt: day(2),
      troughCents: 126_000,
      troughAt: day(7),
    });
    expect(report.maxDrawdown?.ratioOfPeak).toBeCloseTo(1 / 22, 12);
  });

  it('the longest losing run steps over a void and ends at a win', () => {
    // days 3, 4, (6 void: neither), 7 lose: 3 bets, −30 − 10 − 20 = −60 €; day 9 is a run of 1
    expect(report.longestLosingRun).toEqual({
      bets: 3,
      netCents: -6000,
      from: day(3),
      to: day(7),
    });
  });

  it('in units of 10 €', () => {
    // 1330 € ÷ 10 = 133; 30 ÷ 10 = 3; 180 ÷ 10 = 18; drawdown 60 ÷ 10 = 6
    expect(report.units).toEqual({
      unitCents: 1000,
      currentBalance: 133,
      betNet: 3,
      turnover: 18,
      maxDrawdown: 6,
    });
  });

  it('without a unit, a loss or a fall: no units, no run, no drawdown', () => {
    const calm = bankrollFigures([bet(1, 1000, 500), bet(2, 1000, 0), bet(3, 1000, 700)], {
      startingBalanceCents: 10_000,
    });
    expect(calm).toMatchObject({
      currentBalanceCents: 11_200, // 100 + 5 + 0 + 7
      maxDrawdown: null,
      longestLosingRun: null,
      units: null,
    });
    expect(bankrollFigures([], { startingBalanceCents: 0, unitCents: 0 }).units).toBeNull();
  });

  it('a peak of 0 has no ratio; of equal runs the earliest is the longest', () => {
    const fromZero = bankrollFigures(
      [bet(1, 1000, -1000), bet(2, 1000, 1000), bet(3, 1000, -500)],
      { startingBalanceCents: 0 },
    );
    // 0 → −10 (10 below the starting 0: no ratio); → 0; → −5
    expect(fromZero.maxDrawdown).toMatchObject({
      amountCents: 1000,
      ratioOfPeak: null,
      peakAt: null,
    });
    expect(fromZero.longestLosingRun).toMatchObject({ bets: 1, from: day(1), to: day(1) });
  });

  it('equal instants keep their order; an unreadable instant is refused', () => {
    const sameTime = bankrollFigures(
      [{ kind: 'deposit', at: day(1), amountCents: 100 }, bet(1, 100, -100)],
      { startingBalanceCents: 0 },
    );
    expect(sameTime.balance.map((p) => p.balanceCents)).toEqual([100, 0]);
    expect(() =>
      bankrollFigures([{ kind: 'deposit', at: 'soon', amountCents: 1 }], {
        startingBalanceCents: 0,
      }),
    ).toThrow('movements[0].at');
  });
});

describe('bets as movements', () => {
  it('settled bets by when they settled, staking what they put at risk; open ones wait', () => {
    const movements = betMovementsOf(
      edgeBetsOf([
        view(10, 9, 'WON', '2025-01-01T12:00:00.000Z', { SettledDate: '2025-01-03T20:00:00.000Z' }),
        // no settled date: the placed one
        view(5, -5, 'LOST', '2025-01-02T12:00:00.000Z'),
        // a lay stakes its liability: 10 € at 4.00 risks 30 €
        view(10, -30, 'LOST', '2025-01-02T13:00:00.000Z', { Side: 'LAY', Liability: 30, Odds: 4 }),
        view(10, 0, 'VOID', '2025-01-02T14:00:00.000Z'),
        view(10, 0, 'PENDING', '2025-01-02T15:00:00.000Z'),
      ]),
    );
    expect(movements).toEqual([
      { kind: 'bet', at: '2025-01-03T20:00:00.000Z', stakeCents: 1000, netCents: 900 },
      { kind: 'bet', at: '2025-01-02T12:00:00.000Z', stakeCents: 500, netCents: -500 },
      { kind: 'bet', at: '2025-01-02T13:00:00.000Z', stakeCents: 3000, netCents: -3000 },
      { kind: 'bet', at: '2025-01-02T14:00:00.000Z', stakeCents: 1000, netCents: 0 },
    ]);
    // in time order: −5 (Jan 2), −30, ±0 (void), +9 (Jan 3): a run of 2 losses, −35 €
    const report = bankrollFigures(movements, { startingBalanceCents: 10_000 });
    expect(report.longestLosingRun).toMatchObject({ bets: 2, netCents: -3500 });
    expect(report.turnoverCents).toBe(5500); // 10 + 5 + 30 + 10
  });
});
