import { type sportSchema, sportsResponseSchema } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type Sport = z.infer<typeof sportSchema>;

export const sportsQueryKey = ['history', 'sports'] as const;

/** GET /api/history/sports: the catalogue the add-bet form offers (docs/product.md §7, on load). */
export async function getSports(signal?: AbortSignal): Promise<Sport[]> {
  const { sports } = await apiRequest('/api/history/sports', {
    schema: sportsResponseSchema,
    signal,
  });
  return sports;
}

export function sportsQueryOptions() {
  return queryOptions({
    queryKey: sportsQueryKey,
    queryFn: ({ signal }) => getSports(signal),
    // The catalogue grows only through imports; a few minutes old is fresh enough.
    staleTime: 5 * 60_000,
  });
}

export function useSports() {
  return useQuery(sportsQueryOptions());
}
