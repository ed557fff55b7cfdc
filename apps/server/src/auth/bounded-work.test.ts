import { describe, expect, it } from 'vitest';
import { boundedWork, WorkBusyError } from './bounded-work.ts';
import { hashPassword, PASSWORD_LINE, PASSWORD_THREADS, verifyPassword } from './passwords.ts';

describe('boundedWork', () => {
  it('runs 2 at once, lines up 3 more, refuses the 6th at once, then runs every one in line', async () => {
    const work = boundedWork(2, 3);
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const task = () =>
      work.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return 'done';
      });
    const accepted = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toBeInstanceOf(WorkBusyError);
    expect(work.load).toEqual({ running: 2, waiting: 3 });
    // Let each task through as it starts: 5 in all, never more than 2 at once.
    for (let done = 0; done < 5; done += 1) {
      while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(most).toBe(2);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that failed', async () => {
    const work = boundedWork(1, 0);
    await expect(work.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await work.run(() => Promise.resolve(7))).toBe(7);
  });
});

describe('password hashing under a burst', () => {
  it('refuses what is past its threads and its line as busy, never as a wrong password', async () => {
    const extra = 3;
    const burst = PASSWORD_THREADS + PASSWORD_LINE + extra;
    const hashes = await Promise.allSettled(
      Array.from({ length: burst }, () => hashPassword('burst-passw0rd')),
    );
    const refused = hashes.filter((h) => h.status === 'rejected');
    expect(refused).toHaveLength(extra);
    expect(refused.every((r) => r.reason instanceof WorkBusyError)).toBe(true);
    const made = hashes.find((h) => h.status === 'fulfilled');
    expect(made?.status).toBe('fulfilled');
    if (made?.status !== 'fulfilled') return;
    const checks = await Promise.allSettled(
      Array.from({ length: burst }, () => verifyPassword(made.value, 'burst-passw0rd')),
    );
    expect(checks.filter((c) => c.status === 'rejected')).toHaveLength(extra);
    expect(checks.filter((c) => c.status === 'fulfilled' && c.value === true)).toHaveLength(
      burst - extra,
    );
  });
});
