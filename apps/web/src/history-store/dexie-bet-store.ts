import { type BetView, betViewFromRow } from '@stakelab/core';
import { HISTORY_DB_PREFIX, historyDbName } from './store-names';
import { Dexie, type EntityTable } from 'dexie';
import { applyDelta, type BetStore, type HeldHistory } from './bet-store';
import { holdsNoHistories } from './stored-histories';

/** Every user's store is a database of its own, named by the user's id. */
export { HISTORY_DB_PREFIX, historyDbName };

/**
 * The shape of what is stored; a snapshot of another format is ignored (read as nothing held),
 * so a new release never reads bets it does not understand: the next answer is a full one.
 */
const SNAPSHOT_FORMAT = 2;

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

type HistoryDb = Dexie & {
  snapshot: EntityTable<SnapshotRow, 'key'>;
  deltas: EntityTable<DeltaRow, 'seq'>;
};

/** Where IndexedDB comes from: the browser's, or a fake one in tests. */
export interface IndexedDbDeps {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

function browserIndexedDb(): IndexedDbDeps | null {
  return typeof indexedDB === 'undefined' ? null : { indexedDB, IDBKeyRange };
}

function openDb(name: string, deps: IndexedDbDeps): HistoryDb {
  // No query cache: Dexie would keep a second copy of a history that can be 70 MB.
  const db = new Dexie(name, { ...deps, cache: 'disabled' }) as HistoryDb;
  db.version(1).stores({ snapshot: 'key', deltas: '++seq' });
  return db;
}

function parseSnapshot(row: SnapshotRow | undefined): HeldHistory {
  if (row?.format !== SNAPSHOT_FORMAT) return { version: 0, bets: [] };
  // Trusted: only answers whose every bet passed betViewSchema are stored (validate-bets.ts).
  const { bets } = JSON.parse(row.text) as { bets: unknown[][] };
  return { version: row.version, bets: bets.map(betViewFromRow) };
}

/**
 * The user's store in IndexedDB (Dexie): null where the browser has none. Opening can still
 * fail (storage blocked, a private window of some browsers): the caller then keeps memory only.
 */
export async function openDexieBetStore(
  userId: number,
  deps: IndexedDbDeps | null = browserIndexedDb(),
): Promise<BetStore | null> {
  if (deps === null) return null;
  const db = openDb(historyDbName(userId), deps);
  await db.open();
  // How many bets the delta log holds, counted when read and kept up to date after.
  let logged = 0;
  return {
    async read() {
      const [row, deltas] = await db.transaction('r', db.snapshot, db.deltas, () =>
        Promise.all([db.snapshot.get('snapshot'), db.deltas.orderBy('seq').toArray()]),
      );
      const held = parseSnapshot(row);
      logged = deltas.reduce((sum, delta) => sum + delta.changed.length + delta.deleted.length, 0);
      if (held.version === 0 || deltas.length === 0) return held;
      const byId = new Map(held.bets.map((bet) => [bet.Id, bet]));
      for (const delta of deltas) applyDelta(byId, delta.changed, delta.deleted);
      return { version: deltas.at(-1)?.version ?? held.version, bets: [...byId.values()] };
    },
    async replace(version, text) {
      await db.transaction('rw', db.snapshot, db.deltas, async () => {
        await db.deltas.clear();
        await db.snapshot.put({ key: 'snapshot', format: SNAPSHOT_FORMAT, version, text });
      });
      logged = 0;
    },
    async append(version, changed, deleted) {
      await db.deltas.add({ version, changed: [...changed], deleted: [...deleted] });
      logged += changed.length + deleted.length;
      return logged;
    },
    async clear() {
      await db.transaction('rw', db.snapshot, db.deltas, async () => {
        await db.deltas.clear();
        await db.snapshot.clear();
      });
      logged = 0;
    },
    close: () => db.close(),
  };
}

/** holdsNoHistories for these IndexedDB deps: nothing is kept for anyone (false where it cannot tell). */
export function holdsNoDexieBetStores(
  deps: IndexedDbDeps | null = browserIndexedDb(),
): Promise<boolean> {
  return holdsNoHistories(deps?.indexedDB ?? null);
}

/**
 * Deletes the bet stores of every user but `keep` (all of them when undefined): a logout, or
 * one user's store left behind when another signs in on this browser. `known` users' stores
 * go by name too, where the browser cannot list its databases (indexedDB.databases()).
 */
export async function deleteDexieBetStores(
  keep?: number,
  deps: IndexedDbDeps | null = browserIndexedDb(),
  known: readonly number[] = [],
): Promise<void> {
  if (deps === null) return;
  const listed =
    typeof deps.indexedDB.databases === 'function'
      ? (await deps.indexedDB.databases()).map((info) => info.name ?? '')
      : [];
  const names = new Set(
    [...listed, ...known.map(historyDbName)].filter((name) => name.startsWith(HISTORY_DB_PREFIX)),
  );
  const doomed = [...names].filter((name) => keep === undefined || name !== historyDbName(keep));
  await Promise.all(doomed.map((name) => new Dexie(name, deps).delete()));
}
