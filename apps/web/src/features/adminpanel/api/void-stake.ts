import { type Stake, stakeResponseSchema } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStakes } from './get-admin-stakes';

/**
 * POST /api/admin/stakes/:id/void: the stake is void with the admin's reason and the stake given
 * back. There is no delete (issue 34): the stake and the reason stay in the public record.
 */
export async function voidStake({ id, reason }: { id: number; reason: string }): Promise<Stake> {
  const { stake } = await apiRequest(`/api/admin/stakes/${id}/void`, {
    method: 'POST',
    body: { reason },
    schema: stakeResponseSchema,
  });
  return stake;
}

export function useVoidStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidStake,
    meta: {
      errorToast: {
        titleKey: 'adminPanel.toasts.voidFailed',
        messageKey: 'adminPanel.toasts.tryAgain',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () => invalidateStakes(queryClient),
  });
}
