import { describe, expect, it } from 'vitest';
import { timeAxisInterval } from './time-axis';

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
