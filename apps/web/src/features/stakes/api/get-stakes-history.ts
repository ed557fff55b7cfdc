import { type Stake, stakeListSchema } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stakesRootQueryKey } from '../../../lib/query-keys';

export const stakesHistoryQueryKey = [...stakesRootQueryKey, 'history'] as const;

/** GET /api/history/stakes/history: the settled stakes, newest first (docs/product.md §7). */
export function getStakesHistory(signal?: AbortSignal): Promise<Stake[]> {
  return apiRequest('/api/history/stakes/history', { schema: stakeListSchema, signal });
}

export function stakesHistoryQueryOptions() {
  return queryOptions({
    queryKey: stakesHistoryQueryKey,
    queryFn: ({ signal }) => getStakesHistory(signal),
  });
}

export function useStakesHistory() {
  return useQuery(stakesHistoryQueryOptions());
}
