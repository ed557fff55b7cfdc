import { countriesResponseSchema, type GeoPlace } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const countriesQueryKey = ['geo', 'countries'] as const;

/** GET /api/geo/countries: the Americas and Europe, ISO codes with English names. */
export async function getCountries(signal?: AbortSignal): Promise<GeoPlace[]> {
  const { countries } = await apiRequest('/api/geo/countries', {
    schema: countriesResponseSchema,
    signal,
  });
  return countries;
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: countriesQueryKey,
    queryFn: ({ signal }) => getCountries(signal),
    // A static list: once per visit, and not anyone's private data.
    staleTime: Infinity,
    meta: { keepOnLogout: true },
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
