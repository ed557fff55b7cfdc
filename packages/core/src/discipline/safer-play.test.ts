import { describe, expect, it } from 'vitest';
import type { LimitBet } from './limit-bets.ts';
import { saferPlaySignal } from './safer-play.ts';

// Wednesday 25 November 2026 in Madrid: the four weeks begin on the 2nd, 9th, 16th and 23rd.
const options = { now: new Date('2026-11-25T10:00:00Z'), timeZone: 'Europe/Madrid' };

const bet = (day: string, stakeEuros = 0): LimitBet => ({
  placedDate: `${day}T12:00:00Z`,
  settledDate: `${day}T12:00:00Z`,
  open: false,
  atRiskCents: stakeEuros * 100,
  netCents: 0,
});

const weeks = (stakes: number[]) =>
  ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24'].map((day, i) =>
    bet(day, stakes[i] ?? 0),
  );

describe('saferPlaySignal', () => {
  it('rising stakes: up every week and the current week at least twice the first', () => {
    // 10 → 15 → 18 → 20: rising, and 20 = 2 × 10.
    const met = saferPlaySignal(weeks([10, 15, 18, 20]), options);
    expect(met.reasons).toEqual(['risingStakes']);
    expect(met.weeklyStakesCents).toEqual([1000, 1500, 1800, 2000]);
    // 19.99 < 2 × 10: not yet.
    expect(saferPlaySignal(weeks([10, 15, 18, 19.99]), options).met).toBe(false);
    // Not rising every week (15 → 15): not sustained.
    expect(saferPlaySignal(weeks([10, 15, 15, 30]), options).met).toBe(false);
    // From a first week without play: no rise to measure.
    expect(saferPlaySignal(weeks([0, 15, 18, 40]), options).met).toBe(false);
  });

  it('rising frequency: 14 bets in the last 7 days and twice the weekly average before', () => {
    // The last 7 days are the 19th to the 25th; 2 a day on the 19th to the 25th = 14.
    const lastWeek = ['19', '20', '21', '22', '23', '24', '25'].flatMap((d) => [
      bet(`2026-11-${d}`),
      bet(`2026-11-${d}`),
    ]);
    // The 25th at 12:00 UTC is after `now` (10:00) but on the same local day: counted.
    expect(saferPlaySignal(lastWeek, options)).toMatchObject({
      met: true,
      reasons: ['risingFrequency'],
      betsLast7Days: 14,
    });
    expect(saferPlaySignal(lastWeek.slice(1), options).met).toBe(false);
    // 28 bets in the 28 days before (22 Oct – 18 Nov): 7 a week; 14 ≥ 2 × 7: met.
    const before = (n: number) => Array.from({ length: n }, () => bet('2026-11-01'));
    expect(saferPlaySignal([...lastWeek, ...before(28)], options)).toMatchObject({
      met: true,
      weeklyBetsBefore: 7,
    });
    // 29 before: 7.25 a week, 14 < 14.5: not met.
    expect(saferPlaySignal([...lastWeek, ...before(29)], options).met).toBe(false);
  });
});

describe('saferPlaySignal at the edges of its days', () => {
  it('counts the days by their bounds: the first Monday in, the 7th and 35th days ago out, tomorrow out', () => {
    const signal = saferPlaySignal(
      [
        // Monday 2 November, 00:30 in Madrid: the first of the four weeks.
        { ...bet('2026-11-02', 10), placedDate: '2026-11-01T23:30:00Z' },
        // Sunday 1 November: before the four weeks.
        bet('2026-11-01', 50),
        // Wednesday 18 November, 7 days ago: in the 28 days before, not the last 7.
        bet('2026-11-18', 5),
        // Thursday 19 November, 6 days ago: the last 7 days.
        bet('2026-11-19', 5),
        // 22 October (34 days ago) is in the 28 days before; 21 October (35) is not.
        bet('2026-10-22'),
        bet('2026-10-21'),
        // Tomorrow: not yet.
        bet('2026-11-26', 100),
      ],
      options,
    );
    expect(signal).toEqual({
      met: false,
      reasons: [],
      weeklyStakesCents: [1000, 0, 1000, 0],
      betsLast7Days: 1,
      // 2 and 18 November, 22 October, and 1 November: 4 bets ÷ 4 weeks.
      weeklyBetsBefore: 1,
    });
  });
});
