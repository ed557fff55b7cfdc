import {
  useMutation,
  useMutationState,
  useQueryClient,
  type MutationKey,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { confirmEmailChange } from './account-security';

const keyOf = (token: string): MutationKey => ['auth', 'confirm-email-change', token];

export type ConfirmEmailState =
  { status: 'pending' } | { status: 'success'; email: string } | { status: 'error' };

/**
 * Spends the single-use link of an e-mail change once, as useVerifyEmail does: a mutation keyed
 * by the token, started only when the cache has none for it (StrictMode's double effects).
 */
export function useConfirmEmailChange(token: string): ConfirmEmailState {
  const queryClient = useQueryClient();
  const mutationKey = keyOf(token);
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: () => confirmEmailChange(token),
    gcTime: Infinity,
    meta: { errorToast: false },
  });
  const states = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => ({ status: mutation.state.status, email: mutation.state.data }),
  });

  useEffect(() => {
    if (token === '') return;
    if (!queryClient.getMutationCache().find({ mutationKey: keyOf(token), exact: true })) mutate();
  }, [mutate, queryClient, token]);

  if (token === '') return { status: 'error' };
  const state = states[0];
  if (state?.status === 'success') return { status: 'success', email: String(state.email) };
  if (state?.status === 'error') return { status: 'error' };
  return { status: 'pending' };
}
