import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../features/auth/api/get-session';
import { updateSessionUser } from '../../features/auth/utils/start-session';
import { profileQueryKey } from '../../features/profile/api/profile-query-key';

/**
 * docs/product.md §4: a user restored from browser storage without `is_admin` gets it from their
 * profile, and the stored copy is updated. (/api/auth/me usually answers first with the flag; this
 * covers the stored copy when it does not, e.g. /me unreachable for a moment.)
 */
export function useAdminFlagBackfill(): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const needsFlag = user !== null && user.is_admin === undefined;
  const email = user?.email ?? '';
  const profile = useQuery({
    queryKey: profileQueryKey(email),
    // Rarely needed, so its code (and the profile's zod contract) loads only then.
    queryFn: async ({ signal }) =>
      (await import('../../features/profile/api/get-profile')).getProfile(email, signal),
    enabled: needsFlag,
  });
  const fetchedFlag = profile.data?.is_admin;

  useEffect(() => {
    if (user === null || user.is_admin !== undefined || fetchedFlag === undefined) return;
    updateSessionUser(queryClient, { ...user, is_admin: fetchedFlag });
  }, [fetchedFlag, queryClient, user]);
}
