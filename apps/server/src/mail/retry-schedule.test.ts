import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';

describe('mail retry schedule', () => {
  it('waits 10 s, 30 s, 1 min, 5 min, 15 min, 30 min, then 1 h after each failure', () => {
    const seconds = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n) / 1000);
    expect(seconds).toEqual([10, 30, 60, 300, 900, 1800, 3600, 3600, 3600]);
  });

  it('scales with the base the fault script shortens', () => {
    expect([1, 2, 3, 7, 9].map((n) => retryDelayMs(n, 500))).toEqual([
      500, 1500, 3000, 180_000, 180_000,
    ]);
  });

  it('gives up after two days', () => {
    expect(GIVE_UP_AFTER_MS).toBe(172_800_000);
  });
});
