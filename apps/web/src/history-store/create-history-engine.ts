import { deleteDexieBetStores, holdsNoDexieBetStores, openDexieBetStore } from './dexie-bet-store';
import { fetchBetChanges, fetchNewestBets } from './fetch-bet-changes';
import type { HandedReads } from './handed-reads';
import { HistoryEngine } from './history-engine';
import { SCREENS_FIRST } from './screens-first';

/**
 * The engine wired to IndexedDB (Dexie) and the history endpoints, wherever it runs; `handed`:
 * the reads the page's first script sent for a worker it started (a first visit's whole
 * history and newest bets are read from them, once).
 */
export function createHistoryEngine(handed?: HandedReads): HistoryEngine {
  return new HistoryEngine({
    openStore: (userId) => openDexieBetStore(userId),
    deleteStores: (keep, known) => deleteDexieBetStores(keep, undefined, known),
    fetchChanges: (since) =>
      fetchBetChanges(since, since === 0 ? handed?.take('whole') : undefined),
    fetchNewest: (limit) => fetchNewestBets(limit, handed?.take('newest')),
    holdsNoStores: () => handed?.firstVisit() ?? holdsNoDexieBetStores(),
    warn: (message, error) => console.warn(`${message}:`, error),
    storeDelay: SCREENS_FIRST,
  });
}
