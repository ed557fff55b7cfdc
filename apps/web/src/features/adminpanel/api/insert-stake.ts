import { type NewStakeRequest, type Stake, stakeResponseSchema } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStakes } from './get-admin-stakes';

/** POST /api/history/admin-insert-stake: the admin form's fields as JSON (docs/product.md §7). */
export async function insertStake(request: NewStakeRequest): Promise<Stake> {
  const { stake } = await apiRequest('/api/history/admin-insert-stake', {
    method: 'POST',
    body: request,
    schema: stakeResponseSchema,
  });
  return stake;
}

/**
 * Publishes a stake and reloads every stake list. A refusal toasts stakeInsertFailed
 * (docs/product.md §8) with the server's reason; the form puts field errors under their fields.
 */
export function useInsertStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertStake,
    meta: {
      errorToast: {
        titleKey: 'adminPanel.toasts.stakeInsertFailed',
        messageKey: 'adminPanel.toasts.stakeInsertFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () => invalidateStakes(queryClient),
  });
}
