import { messageResponseSchema } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betChangesQueryKey } from '../../../history-store';

/** DELETE /api/history/bets/:id: one of the user's own bets, by its internal id. */
export async function deleteBet(id: number): Promise<void> {
  await apiRequest(`/api/history/bets/${id}`, { method: 'DELETE', schema: messageResponseSchema });
}

/** Deletes a bet and reloads the list (the changes since); a failure says so in a toast. */
export function useDeleteBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBet,
    meta: {
      errorToast: {
        titleKey: 'history.toasts.deleteFailed',
        messageKey: 'history.toasts.deleteFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betChangesQueryKey }),
  });
}
