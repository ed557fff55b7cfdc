import type { QueryClient } from '@tanstack/react-query';
import { HistoryClient } from './history-client';
import { holdsNoHistories } from './stored-histories';

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
  if (await holdsNoHistories()) return;
  const { deleteIdbBetStores } = await import('./idb-bet-store');
  await deleteIdbBetStores();
}
