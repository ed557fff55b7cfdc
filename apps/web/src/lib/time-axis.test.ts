import { describe, expect, it } from 'vitest';
import { dayTime, phoneAxisInterval, tickUnit, timeAxisInterval, timeTicks } from './time-axis';

describe('timeAxisInterval', () => {
  it('lets recharts pick the labels that fit on a short axis', () => {
    expect(timeAxisInterval(1)).toBe('preserveStartEnd');
    expect(timeAxisInterval(60)).toBe('preserveStartEnd');
  });

  it('labels every nth point of a long axis: about six labels', () => {
    // 61 points: every 11th (interval 10) gives labels at 0, 11, …, 55: six of them.
    expect(timeAxisInterval(61)).toBe(10);
    // 1,800 days: every 300th (interval 299), labels at 0, 300, …, 1,500: six.
    expect(timeAxisInterval(1800)).toBe(299);
  });
});

describe('phoneAxisInterval', () => {
  it('labels three points whatever the length', () => {
    // 1, 2 or 3 points: each labelled (interval 0).
    expect(phoneAxisInterval(1)).toBe(0);
    expect(phoneAxisInterval(3)).toBe(0);
    // 30 days: every 10th (interval 9), labels at 0, 10, 20.
    expect(phoneAxisInterval(30)).toBe(9);
    // 31 days: ceil(31 / 3) = 11, every 11th (interval 10): 0, 11, 22.
    expect(phoneAxisInterval(31)).toBe(10);
    // 1,800 days: every 600th (interval 599): 0, 600, 1,200.
    expect(phoneAxisInterval(1800)).toBe(599);
  });
});

describe('a time axis proportional to time (issue 32)', () => {
  const day = (text: string) => dayTime(text);
  const texts = (ticks: number[]) => ticks.map((time) => new Date(time).toISOString().slice(0, 10));

  it('places a day at 00:00 UTC of it: 2016-05-10 → 1,462,838,400,000 ms', () => {
    // 16,931 days from 1970-01-01 to 2016-05-10; × 86,400,000 ms
    expect(dayTime('2016-05-10')).toBe(16_931 * 86_400_000);
  });

  it('ticks a long span on 1 January of every other year, at most 6', () => {
    // 2016-05-10 … 2025-06-15: yearly ticks would be 2017 … 2025 = 9, more than 6;
    // every 2 years on even years: 2018, 2020, 2022, 2024 = 4.
    expect(texts(timeTicks(day('2016-05-10'), day('2025-06-15')))).toEqual([
      '2018-01-01',
      '2020-01-01',
      '2022-01-01',
      '2024-01-01',
    ]);
    expect(tickUnit(timeTicks(day('2016-05-10'), day('2025-06-15')))).toBe('year');
  });

  it('ticks months of a year-long span on quarters', () => {
    // 2025-01-15 … 2025-12-20: months Feb … Dec = 11 > 6; quarters Apr, Jul, Oct = 3.
    const ticks = timeTicks(day('2025-01-15'), day('2025-12-20'));
    expect(texts(ticks)).toEqual(['2025-04-01', '2025-07-01', '2025-10-01']);
    expect(tickUnit(ticks)).toBe('month');
  });

  it('ticks a month on Mondays, and a few days on each day', () => {
    // 2025-03-01 (a Saturday) … 2025-03-31: Mondays 3, 10, 17, 24, 31 = 5.
    expect(texts(timeTicks(day('2025-03-01'), day('2025-03-31')))).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
    expect(texts(timeTicks(day('2025-03-01'), day('2025-03-03')))).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
    ]);
    expect(texts(timeTicks(day('2025-03-01'), day('2025-03-01')))).toEqual(['2025-03-01']);
  });
});
