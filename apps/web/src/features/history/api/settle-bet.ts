import { type BetView, betResponseSchema, type SettleBetRequest } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betChangesQueryKey } from '../../../history-store';

export interface SettleBetInput {
  /** The bet's internal id (BetView.Id). */
  id: number;
  request: SettleBetRequest;
}

/**
 * PATCH /api/history/bets/:id/settle (docs/product.md §7): settles an open bet, or corrects a
 * settled one's result; the server works out the return and net.
 */
export async function settleBet({ id, request }: SettleBetInput): Promise<BetView> {
  const { bet } = await apiRequest(`/api/history/bets/${id}/settle`, {
    method: 'PATCH',
    body: request,
    schema: betResponseSchema,
  });
  return bet;
}

/**
 * Settles a bet and reloads the bets: the history's list and summary and the dashboards all
 * read the local history, which asks the server for what changed. A refusal says so in a toast
 * (the query client's one error handler); the dialog puts field errors under fields.
 */
export function useSettleBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleBet,
    meta: {
      errorToast: {
        titleKey: 'history.toasts.settleFailed',
        messageKey: 'history.toasts.settleFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betChangesQueryKey }),
  });
}
