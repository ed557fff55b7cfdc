import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../api/get-session';
import { clearStoredUser } from './user-storage';

/**
 * Forgets the signed-in user: the browser copy, the session query and every cached query that
 * belonged to them. Public queries (marked `keepOnLogout`) stay.
 */
export function clearSession(queryClient: QueryClient): void {
  clearStoredUser();
  queryClient.removeQueries({ predicate: (query) => query.meta?.keepOnLogout !== true });
  queryClient.setQueryData(sessionQueryKey, null);
}
