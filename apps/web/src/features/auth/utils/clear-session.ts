import type { QueryClient } from '@tanstack/react-query';
import { forgetLocalHistories } from '../../../history-store';
import { sessionQueryKey } from '../api/get-session';
import { clearStoredUser } from './user-storage';

/**
 * Forgets the signed-in user: the browser copy, the session query, every cached query that
 * belonged to them and the bets kept in this browser (every user's). Public queries (marked
 * `keepOnLogout`) stay.
 */
export function clearSession(queryClient: QueryClient): void {
  clearStoredUser();
  // Not awaited: the page moves on at once; the engine deletes before it opens anyone's store.
  void forgetLocalHistories(queryClient).catch((error: unknown) => {
    console.warn('Could not delete the local history:', error);
  });
  queryClient.removeQueries({ predicate: (query) => query.meta?.keepOnLogout !== true });
  queryClient.setQueryData(sessionQueryKey, null);
}
