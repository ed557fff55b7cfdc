import { type Stake, stakeListSchema } from '@stakelab/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The root key every stake query shares (the /stakes page's lists are `['stakes', …]` too): a
 * change made here invalidates the root, so the admin list and /stakes reload together.
 */
export const STAKES_ROOT_QUERY_KEY = ['stakes'] as const;
export const adminStakesQueryKey = [...STAKES_ROOT_QUERY_KEY, 'admin'] as const;

/** GET /api/admin/stakes: every stake, newest first (admins only). */
export function getAdminStakes(signal?: AbortSignal): Promise<Stake[]> {
  return apiRequest('/api/admin/stakes', { schema: stakeListSchema, signal });
}

export function adminStakesQueryOptions() {
  return queryOptions({
    queryKey: adminStakesQueryKey,
    queryFn: ({ signal }) => getAdminStakes(signal),
  });
}

export function useAdminStakes() {
  return useQuery(adminStakesQueryOptions());
}

/** After a stake is published, settled or deleted: every stake list reloads. */
export function invalidateStakes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: STAKES_ROOT_QUERY_KEY });
}
