import { type Stake, stakeResponseSchema } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStakes } from './get-admin-stakes';

/**
 * POST /api/admin/stakes/:id/feed-suggestion/confirm (issue 36): settles a stake as its feed
 * event's final score suggests, through the ordinary settle (a settle entry in the record).
 */
export async function confirmStakeSuggestion(id: number): Promise<Stake> {
  const { stake } = await apiRequest(`/api/admin/stakes/${id}/feed-suggestion/confirm`, {
    method: 'POST',
    schema: stakeResponseSchema,
  });
  return stake;
}

export function useConfirmStakeSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStakeSuggestion,
    meta: {
      errorToast: {
        titleKey: 'adminPanel.toasts.settleFailed',
        messageKey: 'adminPanel.toasts.tryAgain',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () => invalidateStakes(queryClient),
  });
}
