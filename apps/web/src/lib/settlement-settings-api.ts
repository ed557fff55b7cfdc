import { type SettlementSettingsResponse, settlementSettingsResponseSchema } from '@stakelab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The history's results from the feed: they carry the same setting (issue 36). */
export const settlementSuggestionsQueryKey = ['settlement-suggestions'] as const;
export const settlementSettingsQueryKey = ['settlement-settings'] as const;

/** GET /api/history/settlement-settings: whether linked singles settle by themselves. */
export function useSettlementSettings() {
  return useQuery({
    queryKey: settlementSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/history/settlement-settings', {
        schema: settlementSettingsResponseSchema,
        signal,
      }),
  });
}

/**
 * PUT /api/history/settlement-settings from the profile: the answer becomes the setting, and
 * the history's results card (which shows it too) is read again.
 */
export function useSetAutoSettleLinked() {
  const queryClient = useQueryClient();
  return useMutation({
    // The PUT answers with the suggestions too; the schema keeps the setting only.
    mutationFn: (on: boolean): Promise<SettlementSettingsResponse> =>
      apiRequest('/api/history/settlement-settings', {
        method: 'PUT',
        body: { autoSettleLinked: on },
        schema: settlementSettingsResponseSchema,
      }),
    meta: {
      errorToast: {
        titleKey: 'profile.autoSettle.failed',
        messageKey: 'profile.autoSettle.failedDescription',
        networkMessageKey: 'toasts.networkError',
      },
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(settlementSettingsQueryKey, answer);
      return queryClient.invalidateQueries({ queryKey: settlementSuggestionsQueryKey });
    },
  });
}
