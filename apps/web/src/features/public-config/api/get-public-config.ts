import type { PublicConfig } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicConfigGuard } from './public-config-guard';

export const publicConfigQueryKey = ['public-config'] as const;

/** GET /api/config: support e-mail and social links of this deployment. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest('/api/config', { schema: publicConfigGuard, signal });
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Deployment settings do not change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { keepOnLogout: true },
  });
}

/** The public config, or undefined while it loads or when the server cannot give it. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQueryOptions()).data;
}
