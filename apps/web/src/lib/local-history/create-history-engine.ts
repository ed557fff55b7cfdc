import { deleteDexieBetStores, holdsNoDexieBetStores, openDexieBetStore } from './dexie-bet-store';
import { fetchBetChanges, fetchNewestBets } from './fetch-bet-changes';
import { HistoryEngine } from './history-engine';

/** The engine wired to IndexedDB (Dexie) and the history endpoints, wherever it runs. */
export function createHistoryEngine(): HistoryEngine {
  return new HistoryEngine({
    openStore: (userId) => openDexieBetStore(userId),
    deleteStores: (keep, known) => deleteDexieBetStores(keep, undefined, known),
    fetchChanges: fetchBetChanges,
    fetchNewest: fetchNewestBets,
    holdsNoStores: () => holdsNoDexieBetStores(),
    warn: (message, error) => console.warn(`${message}:`, error),
  });
}
