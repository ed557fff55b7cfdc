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
