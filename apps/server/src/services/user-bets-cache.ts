import { cachedJson, type CachedJson } from '../http/cached-json.ts';

/** One user's serialized GET /api/history/user-bets answer at one version of their bets. */
export interface CachedAnswer extends CachedJson {
  version: number;
}

/**
 * Serialized user-bets answers keyed by user and bets version (users.bets_version, bumped in
 * every transaction that changes the bets), so an entry can never be stale: a write anywhere,
 * by any server process, changes the version and the next read misses. At 10,000 bets the
 * answer is ~8 MB and building it costs ~200 ms here, nearly all of it reading the rows; a
 * repeat read then costs one indexed query. Least recently used entries go first once the
 * total passes `maxBytes`; an answer larger than half of it is not kept.
 */
export class UserBetsCache {
  readonly #entries = new Map<number, CachedAnswer & { bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(userId: number, version: number): CachedAnswer | undefined {
    const entry = this.#entries.get(userId);
    if (!entry || entry.version !== version) return undefined;
    // Map order is insertion order: re-inserting marks it most recently used.
    this.#entries.delete(userId);
    this.#entries.set(userId, entry);
    return entry;
  }

  set(userId: number, version: number, json: Buffer): CachedAnswer {
    const entry = { ...cachedJson(json), version, bytes: json.length };
    this.#forget(userId);
    if (json.length > this.maxBytes / 2) return entry;
    this.#entries.set(userId, entry);
    this.#bytes += entry.bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#forget(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.#entries.size;
  }

  #forget(userId: number): void {
    const entry = this.#entries.get(userId);
    if (!entry) return;
    this.#entries.delete(userId);
    this.#bytes -= entry.bytes;
  }
}
