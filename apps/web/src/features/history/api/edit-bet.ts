import { type BetView, betResponseSchema, type NewBetRequest } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betLabelsQueryKey } from '../../../lib/bankrolls-api';
import { betChangesQueryKey } from '../../../history-store';
import { competitionsQueryKey } from './get-competitions';
import { sportsQueryKey } from './get-sports';

export interface EditBetInput {
  /** The bet's internal id (BetView.Id). */
  id: number;
  /** The new-bet payload of add-bet-full: the whole bet as it should now be. */
  request: NewBetRequest;
}

/** PUT /api/history/bets/:id: replaces one of the user's own bets; it keeps its ids and source. */
export async function editBet({ id, request }: EditBetInput): Promise<BetView> {
  const { bet } = await apiRequest(`/api/history/bets/${id}`, {
    method: 'PUT',
    body: request,
    schema: betResponseSchema,
  });
  return bet;
}

/**
 * Edits a bet and reloads the bets: the local history asks the server for what changed. A
 * refusal says so in a toast (the query client's one error handler); the dialog puts field
 * errors under their fields.
 */
export function useEditBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBet,
    meta: {
      errorToast: {
        titleKey: 'history.toasts.editFailed',
        messageKey: 'history.toasts.editFailedDescription',
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
