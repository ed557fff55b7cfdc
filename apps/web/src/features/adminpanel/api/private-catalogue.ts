import {
  messageResponseSchema,
  type PrivateCatalogueResponse,
  privateCatalogueResponseSchema,
} from '@stakelab/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const privateCatalogueQueryKey = ['admin', 'catalogue'] as const;

export type CatalogueKind = 'sports' | 'competitions';

/** GET /api/admin/catalogue: the names users typed, grouped, and the shared catalogue. */
export function getPrivateCatalogue(signal?: AbortSignal): Promise<PrivateCatalogueResponse> {
  return apiRequest('/api/admin/catalogue', { schema: privateCatalogueResponseSchema, signal });
}

export function usePrivateCatalogue() {
  return useQuery(
    queryOptions({
      queryKey: privateCatalogueQueryKey,
      queryFn: ({ signal }) => getPrivateCatalogue(signal),
    }),
  );
}

export type CurationRequest =
  | { action: 'promote'; kind: CatalogueKind; id: number }
  | { action: 'merge'; kind: CatalogueKind; id: number; intoId: number }
  | { action: 'delete'; kind: CatalogueKind; id: number };

/** One curation call (docs/product.md §7): promote, merge into a shared entry, or delete. */
export async function curateCatalogue(request: CurationRequest): Promise<string> {
  const base = `/api/admin/catalogue/${request.kind}/${request.id}`;
  const answer =
    request.action === 'delete'
      ? await apiRequest(base, { method: 'DELETE', schema: messageResponseSchema })
      : request.action === 'promote'
        ? await apiRequest(`${base}/promote`, { method: 'POST', schema: messageResponseSchema })
        : await apiRequest(`${base}/merge`, {
            method: 'POST',
            body: { into_id: request.intoId },
            schema: messageResponseSchema,
          });
  return answer.message;
}

export function useCurateCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: curateCatalogue,
    meta: {
      errorToast: {
        titleKey: 'adminPanel.catalogue.failed',
        messageKey: 'adminPanel.toasts.tryAgain',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privateCatalogueQueryKey }),
  });
}
