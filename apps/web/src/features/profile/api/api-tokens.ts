import {
  apiTokensResponseSchema,
  type CreateApiTokenRequest,
  createApiTokenResponseSchema,
  messageResponseSchema,
} from '@stakelab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const TOKENS_KEY = ['account', 'api-tokens'] as const;

/** Each mutation's failure is a toast with the server's reason (lib/query-client.ts). */
const failed = {
  errorToast: {
    titleKey: 'profile.security.failed',
    messageKey: 'profile.security.tryLater',
    networkMessageKey: 'toasts.networkError',
    preferServerMessage: true,
  },
} as const;

export function useApiTokens() {
  return useQuery({
    queryKey: TOKENS_KEY,
    queryFn: () => apiRequest('/api/auth/tokens', { schema: apiTokensResponseSchema }),
  });
}

/** The answer holds the secret, shown once: it is kept by the caller, never in the cache. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiTokenRequest) =>
      apiRequest('/api/auth/tokens', {
        method: 'POST',
        body: request,
        schema: createApiTokenResponseSchema,
      }),
    meta: failed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/auth/tokens/${id}`, { method: 'DELETE', schema: messageResponseSchema }),
    meta: failed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}
