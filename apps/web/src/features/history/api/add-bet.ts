import { type BetView, betResponseSchema, type NewBetRequest } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betLabelsQueryKey } from '../../../lib/bankrolls-api';
import { betChangesQueryKey } from '../../../history-store';
import { competitionsQueryKey } from './get-competitions';
import { sportsQueryKey } from './get-sports';

/** POST /api/history/add-bet-full: the new-bet payload of docs/product.md §3, stake included. */
export async function addBet(request: NewBetRequest): Promise<BetView> {
  const { bet } = await apiRequest('/api/history/add-bet-full', {
    method: 'POST',
    body: request,
    schema: betResponseSchema,
  });
  return bet;
}

/**
 * Adds a bet and reloads the list (docs/product.md §4): the local history asks the server for
 * what changed. A refusal says so in a toast (the query client's one error handler); the dialog
 * puts field errors under their fields and stays open.
 */
export function useAddBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBet,
    meta: {
      errorToast: {
        titleKey: 'history.toasts.addFailed',
        messageKey: 'history.toasts.addFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: betChangesQueryKey }),
        // A new bookmaker, tipster or tag joins the pickers.
        queryClient.invalidateQueries({ queryKey: betLabelsQueryKey }),
        // A new sport or competition name joins the catalogue on the server.
        queryClient.invalidateQueries({ queryKey: sportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: competitionsQueryKey }),
      ]);
    },
  });
}
