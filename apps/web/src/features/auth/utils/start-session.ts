import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../api/get-session';
import type { SessionUser } from './session-user';
import { writeStoredUser } from './user-storage';

/**
 * Replaces the signed-in user's copy (browser storage and the session query), so the header's
 * logged-in menu shows at once. Used when the profile brings fresher details of the same user.
 */
export function updateSessionUser(queryClient: QueryClient, user: SessionUser): void {
  writeStoredUser(user);
  queryClient.setQueryData(sessionQueryKey, user);
}

/**
 * A login or registration: drops whatever an earlier user left in the cache (public queries,
 * marked `keepOnLogout`, stay), then records the new user.
 */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  queryClient.removeQueries({
    predicate: (query) => query.meta?.keepOnLogout !== true,
  });
  updateSessionUser(queryClient, user);
}
