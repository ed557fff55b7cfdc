import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreensFirst, STORE_AT_ONCE } from './screens-first';

/** Whether `promise` has settled by now (its callbacks run first). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ScreensFirst (a whole history is stored after the first screen)', () => {
  it('ends a while after the first screen is answered', async () => {
    const screens = new ScreensFirst({ afterAnswerMs: 500, atMostMs: 2_000 });
    const wait = screens.wait();
    await vi.advanceTimersByTimeAsync(300);
    screens.answered();
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });

  it('counts from the first answer only, and ends at most after the longest wait', async () => {
    const screens = new ScreensFirst({ afterAnswerMs: 500, atMostMs: 2_000 });
    const answered = screens.wait();
    screens.answered();
    await vi.advanceTimersByTimeAsync(400);
    screens.answered();
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(answered)).toBe(true);

    const unasked = screens.wait();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settled(unasked)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(unasked)).toBe(true);
  });

  it('ends at once when hurried (the store closes), or when there is no delay', async () => {
    const screens = new ScreensFirst({ afterAnswerMs: 500, atMostMs: 2_000 });
    const wait = screens.wait();
    screens.hurry();
    expect(await settled(wait)).toBe(true);
    expect(await settled(new ScreensFirst(STORE_AT_ONCE).wait())).toBe(true);
  });
});
