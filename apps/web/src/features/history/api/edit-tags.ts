import { type BetView, betResponseSchema } from '@stakelab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betLabelsQueryKey } from '../../../lib/bankrolls-api';
import { betChangesQueryKey } from '../../../history-store';

export interface EditTagsInput {
  /** The bet's internal id (BetView.Id). */
  id: number;
  tags: string[];
}

/**
 * PATCH /api/history/bets/:id/tags: the tags of any of the user's bets, imported ones included;
 * only the tags count as edited, so a re-import still updates the rest (docs/decisions/007).
 */
export async function editTags({ id, tags }: EditTagsInput): Promise<BetView> {
  const { bet } = await apiRequest(`/api/history/bets/${id}/tags`, {
    method: 'PATCH',
    body: { tags },
    schema: betResponseSchema,
  });
  return bet;
}

export function useEditTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTags,
    meta: {
      errorToast: {
        titleKey: 'history.toasts.tagsFailed',
        messageKey: 'history.toasts.editFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: betChangesQueryKey }),
        queryClient.invalidateQueries({ queryKey: betLabelsQueryKey }),
      ]);
    },
  });
}
