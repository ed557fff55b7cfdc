import { describe, expect, it } from 'vitest';
import { holdsNoHistories, keptHistoryUser } from './stored-histories';

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

  it('names the one user whose history is kept, for reading it beside the session check', async () => {
    expect(await keptHistoryUser(listing('other-app', 'stakelab-history-7'))).toBe(7);
    // None, two (a deletion still under way), or a name that is no user's id: no guess.
    expect(await keptHistoryUser(listing('other-app'))).toBeNull();
    expect(await keptHistoryUser(listing('stakelab-history-7', 'stakelab-history-8'))).toBeNull();
    expect(await keptHistoryUser(listing('stakelab-history-x'))).toBeNull();
    expect(await keptHistoryUser(failing)).toBeNull();
    expect(await keptHistoryUser(null)).toBeNull();
  });
});
