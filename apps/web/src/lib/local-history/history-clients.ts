import type { QueryClient } from '@tanstack/react-query';
import { HistoryClient } from './history-client';
import { HISTORY_DB_PREFIX } from './store-names';

/** One history engine per app (its query client), so each test's app starts empty too. */
const clients = new WeakMap<QueryClient, HistoryClient>();

export function historyClientOf(queryClient: QueryClient): HistoryClient {
  let client = clients.get(queryClient);
  if (client === undefined) {
    client = new HistoryClient();
    clients.set(queryClient, client);
  }
  return client;
}

/**
 * Logout (or a session gone): the engine forgets the bets it holds and every user's local store
 * on this browser is deleted, so the next user never sees them. Without an engine started yet,
 * the stores are deleted from the page.
 */
export async function forgetLocalHistories(queryClient: QueryClient): Promise<void> {
  const client = clients.get(queryClient);
  if (client !== undefined) return client.forget();
  // An anonymous visit (the session answered no user) has no store as a rule: ask the browser
  // first, so the public pages do not download the store's code (28 kB) to delete nothing.
  if (!(await mayHoldStores())) return;
  const { deleteDexieBetStores } = await import('./dexie-bet-store');
  await deleteDexieBetStores();
}

/** Whether this browser may hold a kept history; true when it cannot list its databases. */
async function mayHoldStores(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name?.startsWith(HISTORY_DB_PREFIX));
}
