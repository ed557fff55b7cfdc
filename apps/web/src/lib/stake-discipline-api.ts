import {
  type StakeLimits,
  stakeLimitsResponseSchema,
  type StakingListResponse,
  stakingListResponseSchema,
  type StakingSettings,
  stakingSettingsResponseSchema,
} from '@stakelab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { bankrollsQueryKey } from './bankrolls-api';

/**
 * Stake discipline (docs/stake-discipline.md): each bankroll's staking plan and drawdown rule,
 * and the user's loss and stake limits. The bankrolls screen sets them and the add-bet form
 * reads them, so they live here (features do not import each other, docs/decisions/006).
 */
export const stakingQueryKey = [...bankrollsQueryKey, 'staking'] as const;
export const stakeLimitsQueryKey = ['stake-limits'] as const;

const saveFailedToast = {
  errorToast: {
    titleKey: 'toasts.disciplineSaveFailed',
    messageKey: 'toasts.disciplineSaveFailedDescription',
    networkMessageKey: 'toasts.networkError',
    preferServerMessage: true,
  },
} as const;

/** GET /api/history/bankrolls/staking: every bankroll's plan and rule. */
export function useStaking(enabled = true) {
  return useQuery({
    queryKey: stakingQueryKey,
    queryFn: ({ signal }): Promise<StakingListResponse> =>
      apiRequest('/api/history/bankrolls/staking', { schema: stakingListResponseSchema, signal }),
    enabled,
  });
}

/** PUT /api/history/bankrolls/:id/staking. */
export function useSetStaking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankrollId, staking }: { bankrollId: number; staking: StakingSettings }) =>
      apiRequest(`/api/history/bankrolls/${bankrollId}/staking`, {
        method: 'PUT',
        body: staking,
        schema: stakingSettingsResponseSchema,
      }),
    meta: saveFailedToast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stakingQueryKey }),
  });
}

/** GET /api/auth/stake-limits. */
export function useStakeLimits(enabled = true) {
  return useQuery({
    queryKey: stakeLimitsQueryKey,
    queryFn: async ({ signal }): Promise<StakeLimits> =>
      (await apiRequest('/api/auth/stake-limits', { schema: stakeLimitsResponseSchema, signal }))
        .limits,
    enabled,
  });
}

/** PUT /api/auth/stake-limits: all six, null for none. */
export function useSetStakeLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: StakeLimits) =>
      apiRequest('/api/auth/stake-limits', {
        method: 'PUT',
        body: limits,
        schema: stakeLimitsResponseSchema,
      }),
    meta: saveFailedToast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stakeLimitsQueryKey }),
  });
}
