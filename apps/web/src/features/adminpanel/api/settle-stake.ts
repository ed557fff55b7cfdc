import { type SettleStakeRequest, type Stake, stakeResponseSchema } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStakes } from './get-admin-stakes';

/**
 * PATCH /api/admin/stakes/:id: settles a stake (won, lost, void, or cashed out for an amount).
 * Without an amount the server pays won → potential winnings, void → the stake, lost → 0.
 */
export async function settleStake({
  id,
  request,
}: {
  id: number;
  request: SettleStakeRequest;
}): Promise<Stake> {
  const { stake } = await apiRequest(`/api/admin/stakes/${id}`, {
    method: 'PATCH',
    body: request,
    schema: stakeResponseSchema,
  });
  return stake;
}

export function useSettleStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleStake,
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
