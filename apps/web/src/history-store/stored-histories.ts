import { HISTORY_DB_PREFIX } from './store-names';

type ListsDatabases = Pick<IDBFactory, 'databases'>;

/**
 * The names of the users' bet stores this browser keeps, or null where it cannot tell (no
 * IndexedDB here, no `databases()`, or the listing fails).
 */
export async function storedHistoryNames(
  idb: ListsDatabases | null = browserIndexedDb(),
): Promise<string[] | null> {
  if (idb === null || typeof idb.databases !== 'function') return null;
  try {
    const listed = await idb.databases();
    return listed
      .map((info) => info.name ?? '')
      .filter((name) => name.startsWith(HISTORY_DB_PREFIX));
  } catch {
    return null;
  }
}

/**
 * Whether this browser keeps no one's history: true only when IndexedDB lists its databases
 * and none is a user's bet store. Where the browser cannot tell the answer is false, since a
 * store may be there: the first script then reads only once the user is known, the engine asks
 * for changes, and a logout deletes by name. The one check for the first script, the engine
 * and the logout.
 */
export async function holdsNoHistories(
  idb: ListsDatabases | null = browserIndexedDb(),
): Promise<boolean> {
  const names = await storedHistoryNames(idb);
  return names !== null && names.length === 0;
}

/**
 * The user whose history this browser keeps (opening one user's store deletes the others'),
 * or null: none kept, more than one, or the browser cannot tell. A guess for reading the store
 * while the session check runs; nothing read on it is shown before the session names that user.
 */
export async function keptHistoryUser(
  idb: ListsDatabases | null = browserIndexedDb(),
): Promise<number | null> {
  const names = await storedHistoryNames(idb);
  if (names?.length !== 1) return null;
  const id = Number((names[0] ?? '').slice(HISTORY_DB_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function browserIndexedDb(): IDBFactory | null {
  return typeof indexedDB === 'undefined' ? null : indexedDB;
}
