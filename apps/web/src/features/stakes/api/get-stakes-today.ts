import { type Stake, stakeListSchema } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stakesRootQueryKey } from '../../../lib/query-keys';

export const stakesTodayQueryKey = [...stakesRootQueryKey, 'today'] as const;

/**
 * GET /api/history/stakes/today: the open stakes placed today in the server's zone
 * (docs/product.md §7).
 */
export function getStakesToday(signal?: AbortSignal): Promise<Stake[]> {
  return apiRequest('/api/history/stakes/today', { schema: stakeListSchema, signal });
}

export function stakesTodayQueryOptions() {
  return queryOptions({
    queryKey: stakesTodayQueryKey,
    queryFn: ({ signal }) => getStakesToday(signal),
  });
}

export function useStakesToday() {
  return useQuery(stakesTodayQueryOptions());
}
