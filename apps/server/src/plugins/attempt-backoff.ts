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

interface Entry {
  attempts: number;
  lastAt: number;
  waitUntil: number;
}

/** Keys kept at most: beyond it the longest idle ones are forgotten, so memory stays bounded. */
export const MAX_BACKOFF_KEYS = 100_000;

/**
 * Exponential waits per key, in memory: attempts 1..free pass at once; the wait after attempt
 * n ≥ free is firstDelay·2^(n−free), capped at maxDelay. Refused attempts are not counted, so
 * hammering does not lengthen the wait; a success (reset) clears the key.
 */
export class AttemptBackoff {
  // Insertion order is kept oldest-first by re-inserting each key when it is used.
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly settings: Backoff,
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = MAX_BACKOFF_KEYS,
  ) {}

  /** Milliseconds this key must still wait; 0 when it may try now. */
  waitMs(key: string): number {
    const entry = this.current(key, this.now());
    return entry ? Math.max(0, entry.waitUntil - this.now()) : 0;
  }

  /** Counts an attempt of this key (allowed by waitMs) and sets the wait before its next one. */
  record(key: string): void {
    const at = this.now();
    const attempts = (this.current(key, at)?.attempts ?? 0) + 1;
    const over = attempts - this.settings.freeAttempts;
    // 2 ** over is Infinity past 1023, which the cap turns into maxDelay.
    const waitMs =
      over < 0 ? 0 : Math.min(this.settings.firstDelayMs * 2 ** over, this.settings.maxDelayMs);
    this.entries.delete(key);
    this.entries.set(key, { attempts, lastAt: at, waitUntil: at + waitMs });
    this.evict(at);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  /** How many keys are remembered (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  private current(key: string, at: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && at - entry.lastAt >= this.settings.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops the oldest keys that are forgotten anyway, then any beyond the bound. */
  private evict(at: number): void {
    for (const [key, entry] of this.entries) {
      const stale = at - entry.lastAt >= this.settings.forgetAfterMs;
      if (!stale && this.entries.size <= this.maxKeys) return;
      this.entries.delete(key);
    }
  }
}
