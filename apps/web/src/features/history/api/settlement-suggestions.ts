import {
  betResponseSchema,
  type BetView,
  type SettlementSuggestionsResponse,
  settlementSuggestionsResponseSchema,
} from '@stakelab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { betChangesQueryKey } from '../../../history-store';
import { apiRequest } from '../../../lib/api-client';
import {
  settlementSettingsQueryKey,
  settlementSuggestionsQueryKey,
} from '../../../lib/settlement-settings-api';

/**
 * GET /api/history/settlement-suggestions (issue 36): results the live feed's final scores
 * suggest for open bets, and the automatic-settlement setting. A match may end while the
 * history is open: the bell's news of it reloads them at once (notifications' use-bet-news),
 * and a minute's poll covers a user who turned those notifications off.
 */
export function useSettlementSuggestions() {
  return useQuery({
    queryKey: settlementSuggestionsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/history/settlement-suggestions', {
        schema: settlementSuggestionsResponseSchema,
        signal,
      }),
    refetchInterval: 60_000,
  });
}

/** The one click: settles the bet as suggested, then reloads the bets and the suggestions. */
export function useConfirmSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<BetView> =>
      (
        await apiRequest(`/api/history/settlement-suggestions/${id}/confirm`, {
          method: 'POST',
          schema: betResponseSchema,
        })
      ).bet,
    meta: {
      errorToast: {
        titleKey: 'history.toasts.settleFailed',
        messageKey: 'history.toasts.settleFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: betChangesQueryKey }),
        queryClient.invalidateQueries({ queryKey: settlementSuggestionsQueryKey }),
      ]),
  });
}

/** Turns automatic settlement of linked singles on or off. */
export function useAutoSettleLinked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest('/api/history/settlement-settings', {
        method: 'PUT',
        body: { autoSettleLinked: on },
        schema: settlementSuggestionsResponseSchema,
      }),
    onSuccess: (answer: SettlementSuggestionsResponse) => {
      queryClient.setQueryData(settlementSuggestionsQueryKey, answer);
      // The profile's switch shows the same setting.
      queryClient.setQueryData(settlementSettingsQueryKey, {
        success: true,
        autoSettleLinked: answer.autoSettleLinked,
      });
    },
  });
}
