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
  /** Answers being built, by user and version: reads that arrive together share one build. */
  readonly #building = new Map<string, Promise<CachedAnswer>>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /**
   * The cached answer, or one built by `build`. Concurrent reads of the same version (20 tabs
   * reloading after a write) wait for the one build in flight instead of each reading 10,000
   * rows again; a failed build is not remembered, so the next read tries again.
   */
  async getOrBuild(
    userId: number,
    version: number,
    build: () => Promise<Buffer>,
  ): Promise<CachedAnswer> {
    const cached = this.get(userId, version);
    if (cached) return cached;
    const key = `${userId}:${version}`;
    const inFlight = this.#building.get(key);
    if (inFlight) return inFlight;
    const building = build()
      .then((json) => this.set(userId, version, json))
      .finally(() => this.#building.delete(key));
    this.#building.set(key, building);
    return building;
  }

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
