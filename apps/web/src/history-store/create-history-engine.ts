import type { EarlyAnswers } from './early-answers';
import { fetchBetChanges, fetchNewestBets } from './fetch-bet-changes';
import { HistoryEngine } from './history-engine';
import { deleteIdbBetStores, openIdbBetStore } from './idb-bet-store';
import { SCREENS_FIRST } from './screens-first';

/**
 * The engine wired to IndexedDB (idb) and the history endpoints, wherever it runs; `answers`:
 * the reads the page's first script sent for a worker it started (a first visit's whole
 * history and newest bets are read from them, once).
 */
export function createHistoryEngine(answers?: EarlyAnswers): HistoryEngine {
  return new HistoryEngine({
    openStore: (userId) => openIdbBetStore(userId),
    deleteStores: (keep, known) => deleteIdbBetStores(keep, undefined, known),
    fetchChanges: (since) =>
      fetchBetChanges(since, since === 0 ? answers?.take('whole') : undefined),
    fetchNewest: (limit) => fetchNewestBets(limit, answers?.take('newest')),
    warn: (message, error) => console.warn(`${message}:`, error),
    storeDelay: SCREENS_FIRST,
  });
}
