import {
  bankrollMovementResponseSchema,
  bankrollResponseSchema,
  type BankrollsResponse,
  bankrollsResponseSchema,
  betLabelsResponseSchema,
  type BetLabelsResponse,
  messageResponseSchema,
  type NewBankrollMovementRequest,
  type NewBankrollRequest,
  type UpdateBankrollRequest,
} from '@stakelab/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { betChangesQueryKey } from '../history-store';

/**
 * The user's bankrolls and bet labels (docs/product.md §2 "Bankrolls", §3 "Bet"): the history's
 * form, the dashboards' facets and the bankrolls screen all read them, so they live here
 * (features do not import each other, docs/decisions/006).
 */
export const bankrollsQueryKey = ['bankrolls'] as const;
export const betLabelsQueryKey = ['history', 'bet-labels'] as const;

/** GET /api/history/bankrolls: every bankroll of the user and all their movements. */
export function bankrollsQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: bankrollsQueryKey,
    queryFn: ({ signal }): Promise<BankrollsResponse> =>
      apiRequest('/api/history/bankrolls', { schema: bankrollsResponseSchema, signal }),
    enabled,
  });
}

export function useBankrolls(enabled = true) {
  return useQuery(bankrollsQueryOptions(enabled));
}

/** GET /api/history/bet-labels: the user's own bookmakers, tipsters and tags, for pickers. */
export function useBetLabels(enabled = true) {
  return useQuery({
    queryKey: betLabelsQueryKey,
    queryFn: ({ signal }): Promise<BetLabelsResponse> =>
      apiRequest('/api/history/bet-labels', { schema: betLabelsResponseSchema, signal }),
    enabled,
  });
}

function useBankrollMutation<Input>(run: (input: Input) => Promise<unknown>, movesBets = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: {
      errorToast: {
        titleKey: 'toasts.bankrollSaveFailed',
        messageKey: 'toasts.bankrollSaveFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankrollsQueryKey });
      // Deleting a bankroll moves its bets to the default one: the history reads the change.
      if (movesBets) await queryClient.invalidateQueries({ queryKey: betChangesQueryKey });
    },
  });
}

/** POST /api/history/bankrolls. */
export function useCreateBankroll() {
  return useBankrollMutation((request: NewBankrollRequest) =>
    apiRequest('/api/history/bankrolls', {
      method: 'POST',
      body: request,
      schema: bankrollResponseSchema,
    }),
  );
}

/** PATCH /api/history/bankrolls/:id: a new name or starting balance (the fields sent). */
export function useUpdateBankroll() {
  return useBankrollMutation(({ id, ...request }: UpdateBankrollRequest & { id: number }) =>
    apiRequest(`/api/history/bankrolls/${id}`, {
      method: 'PATCH',
      body: request,
      schema: bankrollResponseSchema,
    }),
  );
}

/** DELETE /api/history/bankrolls/:id (its bets go to the default bankroll). */
export function useDeleteBankroll() {
  return useBankrollMutation(
    (id: number) =>
      apiRequest(`/api/history/bankrolls/${id}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    true,
  );
}

/** POST /api/history/bankrolls/:id/movements: a dated deposit or withdrawal. */
export function useAddMovement() {
  return useBankrollMutation(
    ({ bankrollId, ...request }: NewBankrollMovementRequest & { bankrollId: number }) =>
      apiRequest(`/api/history/bankrolls/${bankrollId}/movements`, {
        method: 'POST',
        body: request,
        schema: bankrollMovementResponseSchema,
      }),
  );
}

/** DELETE /api/history/bankrolls/:id/movements/:movementId. */
export function useDeleteMovement() {
  return useBankrollMutation(({ bankrollId, id }: { bankrollId: number; id: number }) =>
    apiRequest(`/api/history/bankrolls/${bankrollId}/movements/${id}`, {
      method: 'DELETE',
      schema: messageResponseSchema,
    }),
  );
}
