/** How long one key (an account seen from one client) waits between attempts. */
export interface Backoff {
  /** Attempts allowed back to back; the next ones wait. */
  freeAttempts: number;
  /** Wait after the last free attempt, doubled after each attempt beyond it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no attempt for this long starts afresh. */
  forgetAfterMs: number;
}

/** A fixed-window count: how many so far and the milliseconds left in the window. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * The counters that rate limits and login waits keep, in one place for every process that
 * serves the site: process memory (one process), Redis (REDIS_URL) or PostgreSQL.
 * docs/decisions/012-shared-limits-and-live-fan-out.md.
 */
export interface CounterStore {
  readonly kind: 'memory' | 'redis' | 'postgres';
  /**
   * Counts one request for `key` in a fixed window of `windowMs` that starts with its first
   * request: a key whose window has ended starts again at 1.
   */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /**
   * One attempt of `key` under `backoff`, in one atomic step so parallel attempts are all
   * counted: 0 when it may go ahead (and is counted), else the milliseconds it must still wait
   * (and it is not counted, so hammering does not lengthen the wait).
   */
  attempt(key: string, backoff: Backoff): Promise<number>;
  /** Forgets `key` (a success clears its failures). */
  forget(key: string): Promise<void>;
  /** Drops what has expired (PostgreSQL; the others expire keys by themselves). */
  prune(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The wait after attempt n: attempts 1..free pass at once; after attempt n ≥ free it is
 * firstDelay·2^(n−free), capped at maxDelay (2 ** n is Infinity past 1023, which the cap
 * turns into maxDelay).
 */
export function delayAfter(backoff: Backoff, attempts: number): number {
  const over = attempts - backoff.freeAttempts;
  return over < 0 ? 0 : Math.min(backoff.firstDelayMs * 2 ** over, backoff.maxDelayMs);
}
