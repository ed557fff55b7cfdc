import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { betChangesWindow } from './bet-tombstones.ts';
import { listBetLabels, type BetLabels } from './bet-labels.ts';

/** Users whose labels are kept: a few KB each. */
const MAX_USERS = 2_000;

/**
 * Each user's bookmakers, tipsters and tags (the pickers' lists) at a bets version: reading
 * them goes through every bet of the user (three DISTINCT scans, on SQLite on the event loop),
 * so they are read once per version, shared by the requests that
 * come together, and answered from memory until the user writes again (on SQLite, read on the
 * history read threads when the server runs them). Any write to a bet takes a new version
 * (decision 013), so a kept list is never stale.
 */
export class BetLabelsCache {
  readonly #entries: LRUCache<number, { version: number; labels: Promise<BetLabels> }>;

  constructor(
    readonly db: Kysely<Database>,
    /** How a version's labels are read (by default on `db`, here). */
    readonly read: (userId: number) => Promise<BetLabels> = (userId) => listBetLabels(db, userId),
    readonly maxUsers = MAX_USERS,
  ) {
    this.#entries = new LRUCache({ max: maxUsers });
  }

  async of(userId: number): Promise<BetLabels> {
    const window = await betChangesWindow(this.db, userId);
    if (window === null) throw new HttpError(401, 'Please log in.', 'UNAUTHENTICATED');
    const kept = this.#entries.get(userId);
    if (kept && kept.version >= window.version) return kept.labels;
    const entry = { version: window.version, labels: this.read(userId) };
    this.#entries.set(userId, entry);
    // A failed read is not remembered: the next request reads again.
    entry.labels.catch(() => {
      if (this.#entries.get(userId) === entry) this.#entries.delete(userId);
    });
    return entry.labels;
  }
}
