/**
 * When a mail that could not be delivered is tried again (docs/product.md §7 "Mail"): after the
 * 1st failure 1 × base (10 s by default), then 3, 6, 30, 90, 180 × base, and from the 7th
 * failure on 360 × base (1 hour by default). The base is shortened only by the fault script.
 */
const STEPS = [1, 3, 6, 30, 90, 180, 360] as const;

export const DEFAULT_RETRY_BASE_MS = 10_000;

/** A mail still undelivered this long after it was written is given up (marked failed). */
export const GIVE_UP_AFTER_MS = 48 * 60 * 60 * 1000;

/** The wait before the next attempt, once `failedAttempts` (1 or more) attempts have failed. */
export function retryDelayMs(failedAttempts: number, baseMs = DEFAULT_RETRY_BASE_MS): number {
  const step = STEPS[Math.min(Math.max(failedAttempts, 1), STEPS.length) - 1] ?? 1;
  return step * baseMs;
}
