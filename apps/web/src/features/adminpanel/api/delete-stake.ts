import { messageResponseSchema } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStakes } from './get-admin-stakes';

/** DELETE /api/admin/stakes/:id: the stake and its image. */
export async function deleteStake(id: number): Promise<void> {
  await apiRequest(`/api/admin/stakes/${id}`, { method: 'DELETE', schema: messageResponseSchema });
}

export function useDeleteStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStake,
    meta: {
      errorToast: {
        titleKey: 'adminPanel.toasts.deleteFailed',
        messageKey: 'adminPanel.toasts.tryAgain',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () => invalidateStakes(queryClient),
  });
}
