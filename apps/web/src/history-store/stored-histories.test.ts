import { describe, expect, it } from 'vitest';
import { holdsNoDexieBetStores } from './dexie-bet-store';
import { holdsNoHistories } from './stored-histories';

/** A browser's IndexedDB listing these databases. */
const listing = (...names: (string | undefined)[]) => ({
  databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))),
});
/** A browser whose listing fails (some private modes refuse it). */
const failing = { databases: () => Promise.reject(new Error('InvalidStateError')) };
/** A browser that has IndexedDB but cannot list its databases. */
const unlisted = {} as Pick<IDBFactory, 'databases'>;

describe('holdsNoHistories: is anything stored, one answer for every caller', () => {
  it('is true only when the listing shows no bet store', async () => {
    expect(await holdsNoHistories(listing())).toBe(true);
    expect(await holdsNoHistories(listing('other-app', undefined))).toBe(true);
    expect(await holdsNoHistories(listing('other-app', 'stakelab-history-7'))).toBe(false);
  });

  it('is false wherever the browser cannot tell: no IndexedDB, no listing, a failed listing', async () => {
    expect(await holdsNoHistories(null)).toBe(false);
    expect(await holdsNoHistories(unlisted)).toBe(false);
    expect(await holdsNoHistories(failing)).toBe(false);
  });

  it('gives the engine the same answer: a failed listing is "cannot tell", not an error', async () => {
    // Before, the engine's copy let the listing's error out while the first script's read it
    // as "may hold a store".
    const deps = {
      indexedDB: failing as unknown as IDBFactory,
      IDBKeyRange: {} as typeof IDBKeyRange,
    };
    await expect(holdsNoDexieBetStores(deps)).resolves.toBe(false);
    await expect(holdsNoDexieBetStores(null)).resolves.toBe(false);
  });
});
