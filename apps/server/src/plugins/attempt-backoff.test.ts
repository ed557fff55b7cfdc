import { describe, expect, it } from 'vitest';
import { AttemptBackoff, MAX_BACKOFF_KEYS, type Backoff } from './attempt-backoff.ts';

const SECOND = 1000;
const settings: Backoff = {
  freeAttempts: 3,
  firstDelayMs: SECOND,
  maxDelayMs: 10 * SECOND,
  forgetAfterMs: 60 * SECOND,
};

/** A backoff on a clock the test moves by hand. */
function backoffAt(start = 1_000_000, options: Backoff = settings, maxKeys?: number) {
  const clock = { now: start };
  const backoff = new AttemptBackoff(options, () => clock.now, maxKeys);
  return { backoff, clock };
}

describe('AttemptBackoff', () => {
  it('lets the free attempts pass, then doubles the wait after each attempt up to the cap', () => {
    const { backoff, clock } = backoffAt();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      expect(backoff.waitMs('k')).toBe(0);
      backoff.record('k');
      waits.push(backoff.waitMs('k'));
      clock.now += backoff.waitMs('k');
    }
    // Attempts 1–2 free; after the 3rd 1 s, then 2 s, 4 s, 8 s, and 16 s capped at 10 s.
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000]);
  });

  it('counts the wait down with the clock, and lets the key try again exactly when it ends', () => {
    const { backoff, clock } = backoffAt();
    for (let i = 0; i < 4; i += 1) backoff.record('k'); // 4th attempt: wait 2 s
    expect(backoff.waitMs('k')).toBe(2000);
    clock.now += 1500;
    expect(backoff.waitMs('k')).toBe(500);
    clock.now += 499;
    expect(backoff.waitMs('k')).toBe(1);
    clock.now += 1;
    expect(backoff.waitMs('k')).toBe(0);
  });

  it('keeps keys apart, and a reset clears only its own key', () => {
    const { backoff } = backoffAt();
    for (let i = 0; i < 3; i += 1) backoff.record('attacker');
    expect(backoff.waitMs('attacker')).toBe(1000);
    expect(backoff.waitMs('owner')).toBe(0);
    backoff.record('owner');
    backoff.reset('owner');
    expect(backoff.waitMs('attacker')).toBe(1000);
    backoff.reset('attacker');
    expect(backoff.waitMs('attacker')).toBe(0);
    // After a reset the key has all its free attempts again.
    backoff.record('attacker');
    backoff.record('attacker');
    expect(backoff.waitMs('attacker')).toBe(0);
  });

  it('forgets a key once it has been idle for forgetAfter, not a moment before', () => {
    const { backoff, clock } = backoffAt();
    for (let i = 0; i < 5; i += 1) backoff.record('k'); // 5th attempt: wait 4 s
    clock.now += 60 * SECOND - 1;
    backoff.record('k'); // the 6th, still remembered: 8 s
    expect(backoff.waitMs('k')).toBe(8000);
    clock.now += 60 * SECOND;
    expect(backoff.waitMs('k')).toBe(0);
    backoff.record('k'); // counted from one again: free
    expect(backoff.waitMs('k')).toBe(0);
    expect(backoff.size).toBe(1);
  });

  it('caps at maxDelay even after more attempts than a double can hold', () => {
    const { backoff, clock } = backoffAt(0, { ...settings, forgetAfterMs: Number.MAX_VALUE });
    for (let i = 0; i < 1100; i += 1) {
      backoff.record('k');
      clock.now += 10 * SECOND;
    }
    clock.now -= 10 * SECOND;
    expect(backoff.waitMs('k')).toBe(10 * SECOND);
  });

  it('drops idle keys as new ones arrive, and never holds more than its bound', () => {
    const { backoff, clock } = backoffAt(0, settings, 3);
    backoff.record('a');
    backoff.record('b');
    clock.now += 60 * SECOND; // a and b are now forgotten
    backoff.record('c');
    expect(backoff.size).toBe(1);
    backoff.record('d');
    backoff.record('e');
    backoff.record('c'); // c becomes the most recent
    backoff.record('f'); // over the bound of 3: the longest idle (d) goes
    expect(backoff.size).toBe(3);
    for (let i = 0; i < 2; i += 1) {
      backoff.record('c');
      backoff.record('d');
    }
    // c kept its count (1 + 1 + 2 = 4 attempts: wait 2 s); d started again (2: free).
    expect(backoff.waitMs('c')).toBe(2000);
    expect(backoff.waitMs('d')).toBe(0);
    expect(MAX_BACKOFF_KEYS).toBe(100_000);
  });
});
