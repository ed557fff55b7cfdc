import { delayAfter, type Backoff, type CounterStore, type WindowCount } from './counter-store.ts';

interface Entry {
  count: number;
  /** When the key is forgotten. */
  expiresAt: number;
  /** Before this instant an attempt is refused (0 for plain counts). */
  waitUntil: number;
}

/** Keys kept at most: beyond it the longest idle ones are forgotten, so memory stays bounded. */
export const MAX_MEMORY_KEYS = 100_000;

/** Counters in this process's memory: right for a single server process (SQLite). */
export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory';
  // Insertion order is kept oldest-first by re-inserting each key when it is used.
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = MAX_MEMORY_KEYS,
  ) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const at = this.now();
    const entry = this.current(key, at);
    const next = entry
      ? { ...entry, count: entry.count + 1 }
      : { count: 1, expiresAt: at + windowMs, waitUntil: 0 };
    this.put(key, next, at);
    return { count: next.count, ttlMs: next.expiresAt - at };
  }

  async attempt(key: string, backoff: Backoff): Promise<number> {
    const at = this.now();
    const entry = this.current(key, at);
    if (entry && entry.waitUntil > at) return entry.waitUntil - at;
    const count = (entry?.count ?? 0) + 1;
    const waitUntil = at + delayAfter(backoff, count);
    this.put(key, { count, expiresAt: at + backoff.forgetAfterMs, waitUntil }, at);
    return 0;
  }

  async forget(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async prune(): Promise<void> {
    this.evict(this.now());
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  /** How many keys are remembered (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  private current(key: string, at: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= at) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry, at: number): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict(at);
  }

  /** Drops the oldest keys that are forgotten anyway, then any beyond the bound. */
  private evict(at: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > at && this.entries.size <= this.maxKeys) return;
      this.entries.delete(key);
    }
  }
}
