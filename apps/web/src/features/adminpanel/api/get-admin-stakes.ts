import { type Stake, stakeListSchema } from '@stakelab/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stakesRootQueryKey } from '../../../lib/query-keys';

export const adminStakesQueryKey = [...stakesRootQueryKey, 'admin'] as const;

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
  return queryClient.invalidateQueries({ queryKey: stakesRootQueryKey });
}
