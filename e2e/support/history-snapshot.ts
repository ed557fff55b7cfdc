/**
 * Whether the history worker has written a user's snapshot to IndexedDB (run in the page, with
 * page.evaluate: it uses nothing from outside itself). It does so once the first screen is
 * drawn (apps/web's screens-first.ts), a moment after the store itself is opened. Shared by
 * the e2e tests and the browser bench.
 */
export async function historySnapshotStored(): Promise<boolean> {
  const names = (await indexedDB.databases()).map((db) => db.name ?? '');
  const name = names.find((n) => n.startsWith('stakelab-history-'));
  if (name === undefined) return false;
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open(name);
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('snapshot')) {
        db.close();
        resolve(false);
        return;
      }
      const get = db.transaction('snapshot').objectStore('snapshot').get('snapshot');
      get.onsuccess = () => {
        db.close();
        resolve(get.result !== undefined);
      };
      get.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}
