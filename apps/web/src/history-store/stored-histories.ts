import { HISTORY_DB_PREFIX } from './store-names';

/**
 * Whether this browser keeps no one's history: true only when IndexedDB lists its databases
 * and none is a user's bet store. Where the browser cannot tell (no IndexedDB here, no
 * `databases()`, or the listing fails) the answer is false, since a store may be there: the
 * first script then reads only once the user is known, the engine asks for changes, and a
 * logout deletes by name. The one check for the first script, the engine and the logout, which
 * each had their own and disagreed where the browser could not tell.
 */
export async function holdsNoHistories(
  idb: Pick<IDBFactory, 'databases'> | null = browserIndexedDb(),
): Promise<boolean> {
  if (idb === null || typeof idb.databases !== 'function') return false;
  let listed: IDBDatabaseInfo[];
  try {
    listed = await idb.databases();
  } catch {
    return false;
  }
  return !listed.some((info) => (info.name ?? '').startsWith(HISTORY_DB_PREFIX));
}

function browserIndexedDb(): IDBFactory | null {
  return typeof indexedDB === 'undefined' ? null : indexedDB;
}
