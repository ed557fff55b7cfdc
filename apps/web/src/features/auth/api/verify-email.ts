import { verifyEmailResponseSchema } from '@stakelab/core';
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type MutationKey,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/auth/verify-email?token=…: spends the single-use token. */
export async function verifyEmail(token: string): Promise<void> {
  const response = await apiRequest(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    schema: verifyEmailResponseSchema,
  });
  if (!response.success) throw new ApiError(200, 'Invalid or expired verification link.');
}

export const verifyEmailMutationKey = (token: string): MutationKey => [
  'auth',
  'verify-email',
  token,
];

export type VerifyEmailStatus = 'pending' | 'success' | 'error';

/**
 * Verifies the e-mail of `token` once (docs/product.md §2 /verify). The token is single-use, so a
 * second call would report a verified address as invalid: the call is a mutation keyed by the token
 * and started only when the cache has none for it. That covers StrictMode's double effects and
 * coming back to the page (the mutation, and so its answer, is kept for the whole visit). An empty
 * token is invalid without asking the server.
 */
export function useVerifyEmail(token: string): VerifyEmailStatus {
  const queryClient = useQueryClient();
  const mutationKey = verifyEmailMutationKey(token);
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: () => verifyEmail(token),
    gcTime: Infinity,
    meta: { errorToast: false },
  });
  const statuses = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => mutation.state.status,
  });

  useEffect(() => {
    if (token === '') return;
    const started = queryClient
      .getMutationCache()
      .find({ mutationKey: verifyEmailMutationKey(token), exact: true });
    if (!started) mutate();
  }, [mutate, queryClient, token]);

  if (token === '') return 'error';
  const status = statuses[0];
  if (status === 'success' || status === 'error') return status;
  return 'pending';
}
