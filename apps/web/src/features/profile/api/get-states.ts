import { type GeoPlace, statesResponseSchema } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const statesQueryKey = (countryCode: string) => ['geo', 'states', countryCode] as const;

/** GET /api/geo/countries/:code/states: the states or regions of one country. */
export async function getStates(countryCode: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  const { states } = await apiRequest(
    `/api/geo/countries/${encodeURIComponent(countryCode)}/states`,
    { schema: statesResponseSchema, signal },
  );
  return states;
}

export function statesQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: statesQueryKey(countryCode),
    queryFn: ({ signal }) => getStates(countryCode, signal),
    enabled: countryCode !== '',
    staleTime: Infinity,
    meta: { keepOnLogout: true },
  });
}

/** The states of `countryCode`; nothing is asked while no country is chosen (''). */
export function useStates(countryCode: string) {
  return useQuery(statesQueryOptions(countryCode));
}
