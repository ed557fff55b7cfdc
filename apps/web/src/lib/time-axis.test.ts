import { describe, expect, it } from 'vitest';
import { phoneAxisInterval, timeAxisInterval } from './time-axis';

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
