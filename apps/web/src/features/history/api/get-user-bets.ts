import { type BetView, userBetsResponseSchema } from '@stakelab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of the history; adding, deleting or uploading bets invalidates the bets one. */
export const historyQueryKey = ['history'] as const;
export const userBetsQueryKey = (email: string) =>
  [...historyQueryKey, 'bets', email.toLowerCase()] as const;

/**
 * GET /api/history/user-bets?email=…: the signed-in user's own bets, newest first
 * (docs/product.md §7).
 */
export async function getUserBets(email: string, signal?: AbortSignal): Promise<BetView[]> {
  const { bets } = await apiRequest(`/api/history/user-bets?email=${encodeURIComponent(email)}`, {
    schema: userBetsResponseSchema,
    signal,
  });
  return bets;
}

export function userBetsQueryOptions(email: string) {
  return queryOptions({
    queryKey: userBetsQueryKey(email),
    queryFn: ({ signal }) => getUserBets(email, signal),
    // docs/product.md §6: bets load only when the user has an e-mail.
    enabled: email !== '',
  });
}

export function useUserBets(email: string) {
  return useQuery(userBetsQueryOptions(email));
}
