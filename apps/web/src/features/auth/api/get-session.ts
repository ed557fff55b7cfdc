import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, reportUnauthorized } from '../../../lib/api-client';
import { takeEarlySessionRead } from '../../../history-store';
import { meResponseGuard } from '../../../lib/me-response-guard';
import { isAdminUser, type SessionUser } from '../utils/session-user';
import { clearStoredUser, readStoredUser, writeStoredUser } from '../utils/user-storage';

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * GET /api/auth/me: the user when the session cookie is valid, null otherwise. A null user, or
 * any answer other than a valid 200, means logged out; only an unreachable server keeps the
 * cached user, so a flaky network does not log anyone out. A null user is a session gone, as a
 * 401 anywhere else is: the same one handler forgets what the browser kept of the account.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    // The first check may find the page's first script sent it already (early-reads.ts).
    const { user } = await apiRequest('/api/auth/me', {
      schema: meResponseGuard,
      signal,
      sent: takeEarlySessionRead() ?? undefined,
    });
    if (user === null) {
      reportUnauthorized();
      clearStoredUser();
      return null;
    }
    writeStoredUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) {
      clearStoredUser();
      return null;
    }
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // The cached user renders at once and is marked stale, so the server confirms it on mount.
    initialData: () => readStoredUser() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { keepOnLogout: true },
  });
}

export interface Session {
  user: SessionUser | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** True only while there is neither a cached user nor an answer from the server. */
  isLoading: boolean;
  /**
   * A cached user whose admin flag is not known yet (docs/product.md §4: it is
   * fetched, then stored).
   */
  isAdminPending: boolean;
  /**
   * The server has answered for this user (or could not be reached): until then the user is
   * the browser's copy, which may be someone who has since logged out in another tab.
   */
  isConfirmed: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoggedIn: user !== null,
    isAdmin: user !== null && isAdminUser(user),
    isLoading: query.isPending,
    isAdminPending: user !== null && user.is_admin === undefined,
    isConfirmed: user !== null && (query.dataUpdatedAt > 0 || query.isError),
  };
}
