import { type BetView, betViewFromRow } from '@stakelab/core';
import { type DBSchema, type IDBPDatabase, wrap } from 'idb';
import { applyDelta, type BetStore, type HeldHistory } from './bet-store';
import { HISTORY_DB_PREFIX, historyDbName } from './store-names';
import { storedHistoryNames } from './stored-histories';

/**
 * The IndexedDB version of every user's store. 10, not 1: the stores were written by Dexie,
 * whose version(1) is IndexedDB's 10; a store kept from then opens as it is, with no upgrade.
 */
export const HISTORY_DB_VERSION = 10;

/**
 * The shape of what is stored; a snapshot of another format is ignored (read as nothing held),
 * so a new release never reads bets it does not understand: the next answer is a full one.
 * 3: rows end with FreeBet (issue 33), one place longer than format 2's.
 * 4: Currency (issue 33) and StakeId (issue 34) before the selections.
 * 5: selection rows end with FairCloseProbability (issue 36).
 */
const SNAPSHOT_FORMAT = 5;

interface SnapshotRow {
  key: 'snapshot';
  format: number;
  version: number;
  /** JSON of an object whose `bets` are the whole history at `version`, as rows (format 2). */
  text: string;
}

interface DeltaRow {
  seq?: number;
  version: number;
  changed: BetView[];
  deleted: number[];
}

interface HistoryDb extends DBSchema {
  snapshot: { key: 'snapshot'; value: SnapshotRow };
  deltas: { key: number; value: DeltaRow };
}

/** Where IndexedDB comes from: the browser's, or a fake one in tests. */
export type IndexedDbDeps = Pick<IDBFactory, 'open' | 'deleteDatabase' | 'databases'>;

function browserIndexedDb(): IndexedDbDeps | null {
  return typeof indexedDB === 'undefined' ? null : indexedDB;
}

async function openHistoryDb(name: string, deps: IndexedDbDeps): Promise<IDBPDatabase<HistoryDb>> {
  const request = deps.open(name, HISTORY_DB_VERSION);
  // A new store; one kept from Dexie is at this version already and is never upgraded.
  request.addEventListener('upgradeneeded', () => {
    const db = request.result;
    if (!db.objectStoreNames.contains('snapshot')) {
      db.createObjectStore('snapshot', { keyPath: 'key' });
    }
    if (!db.objectStoreNames.contains('deltas')) {
      db.createObjectStore('deltas', { keyPath: 'seq', autoIncrement: true });
    }
  });
  const db = (await wrap(request)) as unknown as IDBPDatabase<HistoryDb>;
  // Another thread deletes this store (a logout from the page, another user's open): let go of
  // it at once, or the deletion waits for this connection forever (Dexie did the same).
  db.addEventListener('versionchange', () => db.close());
  return db;
}

function parseSnapshot(row: SnapshotRow | undefined): HeldHistory {
  if (row?.format !== SNAPSHOT_FORMAT) return { version: 0, bets: [] };
  // Trusted: only answers whose every bet passed betViewSchema are stored (validate-bets.ts).
  const { bets } = JSON.parse(row.text) as { bets: unknown[][] };
  return { version: row.version, bets: bets.map(betViewFromRow) };
}

/**
 * The user's store in IndexedDB (idb's promises over it): null where the browser has none. Opening can still fail
 * (storage blocked, a private window of some browsers): the caller then keeps memory only.
 */
export async function openIdbBetStore(
  userId: number,
  deps: IndexedDbDeps | null = browserIndexedDb(),
): Promise<BetStore | null> {
  if (deps === null) return null;
  const db = await openHistoryDb(historyDbName(userId), deps);
  // How many bets the delta log holds, counted when read and kept up to date after.
  let logged = 0;
  return {
    async read() {
      const tx = db.transaction(['snapshot', 'deltas'], 'readonly');
      const [row, deltas] = await Promise.all([
        tx.objectStore('snapshot').get('snapshot'),
        // In key order: the order they were logged.
        tx.objectStore('deltas').getAll(),
        tx.done,
      ]);
      const held = parseSnapshot(row);
      logged = deltas.reduce((sum, delta) => sum + delta.changed.length + delta.deleted.length, 0);
      if (held.version === 0 || deltas.length === 0) return held;
      const byId = new Map(held.bets.map((bet) => [bet.Id, bet]));
      for (const delta of deltas) applyDelta(byId, delta.changed, delta.deleted);
      return { version: deltas.at(-1)?.version ?? held.version, bets: [...byId.values()] };
    },
    async replace(version, text) {
      const tx = db.transaction(['snapshot', 'deltas'], 'readwrite');
      await Promise.all([
        tx.objectStore('deltas').clear(),
        tx.objectStore('snapshot').put({ key: 'snapshot', format: SNAPSHOT_FORMAT, version, text }),
        tx.done,
      ]);
      logged = 0;
    },
    async append(version, changed, deleted) {
      await db.add('deltas', { version, changed: [...changed], deleted: [...deleted] });
      logged += changed.length + deleted.length;
      return logged;
    },
    async clear() {
      const tx = db.transaction(['snapshot', 'deltas'], 'readwrite');
      await Promise.all([
        tx.objectStore('deltas').clear(),
        tx.objectStore('snapshot').clear(),
        tx.done,
      ]);
      logged = 0;
    },
    close: () => db.close(),
  };
}

/**
 * Deletes the bet stores of every user but `keep` (all of them when undefined): a logout, or
 * one user's store left behind when another signs in on this browser. `known` users' stores
 * go by name too, where the browser cannot list its databases (indexedDB.databases()).
 */
export async function deleteIdbBetStores(
  keep?: number,
  deps: IndexedDbDeps | null = browserIndexedDb(),
  known: readonly number[] = [],
): Promise<void> {
  if (deps === null) return;
  const listed = (await storedHistoryNames(deps)) ?? [];
  const names = new Set(
    [...listed, ...known.map(historyDbName)].filter((name) => name.startsWith(HISTORY_DB_PREFIX)),
  );
  const doomed = [...names].filter((name) => keep === undefined || name !== historyDbName(keep));
  await Promise.all(doomed.map((name) => wrap(deps.deleteDatabase(name))));
}
