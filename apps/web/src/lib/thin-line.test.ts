import { describe, expect, it } from 'vitest';
import { thinLine } from './thin-line';

const byValue = (n: number) => n;

describe('thinLine (a line with more points than a chart can show)', () => {
  it('keeps a short line as it is', () => {
    expect(thinLine([3, 1, 2], byValue, 10)).toEqual([3, 1, 2]);
  });

  it('keeps the ends and each run’s lowest and highest point, in order', () => {
    // 12 points, at most 6: the ends and two runs of five (indexes 1-5 and 6-10).
    //          0  1  2  3  4  5  6  7  8  9 10 11
    const line = [0, 5, 9, 1, 4, 2, 7, 3, 8, 6, 2, 10];
    // Run 1: lowest 1 (index 3), highest 9 (index 2), kept in the line's order: 9 then 1.
    // Run 2: lowest 2 (index 10), highest 8 (index 8): 8 then 2.
    expect(thinLine(line, byValue, 6)).toEqual([0, 9, 1, 8, 2, 10]);
  });

  it('never keeps more than asked, and keeps a spike however narrow', () => {
    const days = Array.from({ length: 4000 }, (_, i) => ({
      day: i,
      value: i === 2345 ? 900 : i % 7,
    }));
    const thin = thinLine(days, (point) => point.value, 500);
    expect(thin.length).toBeLessThanOrEqual(500);
    expect(thin[0]?.day).toBe(0);
    expect(thin.at(-1)?.day).toBe(3999);
    expect(thin.some((point) => point.day === 2345)).toBe(true);
    // In the order of the days.
    expect(thin.map((point) => point.day)).toEqual(
      [...thin.map((point) => point.day)].sort((a, b) => a - b),
    );
  });

  it('keeps one point for a run that is flat', () => {
    const flat = Array.from({ length: 20 }, () => 1);
    expect(thinLine(flat, byValue, 6)).toHaveLength(4);
  });
});
