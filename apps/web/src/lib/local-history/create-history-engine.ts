import { deleteDexieBetStores, openDexieBetStore } from './dexie-bet-store';
import { fetchBetChanges } from './fetch-bet-changes';
import { HistoryEngine } from './history-engine';

/** The engine wired to IndexedDB (Dexie) and the changes endpoint, wherever it runs. */
export function createHistoryEngine(): HistoryEngine {
  return new HistoryEngine({
    openStore: (userId) => openDexieBetStore(userId),
    deleteStores: (keep, known) => deleteDexieBetStores(keep, undefined, known),
    fetchChanges: fetchBetChanges,
    warn: (message, error) => console.warn(`${message}:`, error),
  });
}
