import { type competitionSchema, competitionsResponseSchema } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type Competition = z.infer<typeof competitionSchema>;

export const competitionsQueryKey = ['history', 'competitions'] as const;

/**
 * GET /api/history/competitions: every competition, each with its sport (docs/product.md
 * §7, on load).
 */
export async function getCompetitions(signal?: AbortSignal): Promise<Competition[]> {
  const { competitions } = await apiRequest('/api/history/competitions', {
    schema: competitionsResponseSchema,
    signal,
  });
  return competitions;
}

export function competitionsQueryOptions() {
  return queryOptions({
    queryKey: competitionsQueryKey,
    queryFn: ({ signal }) => getCompetitions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCompetitions() {
  return useQuery(competitionsQueryOptions());
}
