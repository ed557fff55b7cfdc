import { describe, expect, it } from 'vitest';
import { bankrollLine } from './bankroll-line';

const DAY_MS = 86_400_000;

describe('the bankroll line on a time axis (issue 32)', () => {
  // One bet day in 2016, then three close together in 2025.
  const bankroll = [
    { date: '2016-05-10', dayNet: -10, cumulative: -10 },
    { date: '2025-01-05', dayNet: 5, cumulative: -5 },
    { date: '2025-01-06', dayNet: 4, cumulative: -1 },
    { date: '2025-02-05', dayNet: 3, cumulative: 2 },
  ];

  it('places each day at its time, so the gap of years is years wide', () => {
    const line = bankrollLine(bankroll);
    const times = line.points.map((point) => point.time);
    // Day numbers: 2016-05-10 = 16,931; 2025-01-05 = 20,093; 2025-01-06 = 20,094;
    // 2025-02-05 = 20,124 (one per bet day, not one slot each as on the old category axis).
    expect(times).toEqual([16_931, 20_093, 20_094, 20_124].map((day) => day * DAY_MS));
    // 2016 → 2025 is 3,162 days wide; January 5 → February 5 is 31: about 100 times wider.
    expect((times[1]! - times[0]!) / (times[3]! - times[1]!)).toBeCloseTo(3162 / 31, 6);
    expect(line.points.map((point) => point.point.cumulative)).toEqual([-10, -5, -1, 2]);
    expect(line.crossesYears).toBe(true);
  });

  it('ticks the axis on calendar boundaries within the line', () => {
    // 2016-05-10 … 2025-02-05: every 2 years on 1 January (yearly would be 9 ticks > 6).
    expect(
      bankrollLine(bankroll).ticks.map((time) => new Date(time).toISOString().slice(0, 10)),
    ).toEqual(['2018-01-01', '2020-01-01', '2022-01-01', '2024-01-01']);
  });

  it('has no points and no ticks without bets', () => {
    expect(bankrollLine([])).toMatchObject({ points: [], ticks: [] });
  });
});
