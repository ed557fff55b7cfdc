import {
  type LiveFavourite,
  liveFavouritesResponseSchema,
  type MyLiveBet,
  myLiveBetsResponseSchema,
} from '@stakelab/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myLiveBetsQueryKey = ['live-events', 'my-bets'] as const;
export const liveFavouritesQueryKey = ['live-events', 'favourites'] as const;

/** How often the open bets are read again: a bet added in another tab shows within a minute. */
const MY_BETS_REFRESH_MS = 60_000;

/** GET /api/live-events/my-bets: the user's open bets with their legs' feed links. */
export function myLiveBetsQueryOptions() {
  return queryOptions({
    queryKey: myLiveBetsQueryKey,
    queryFn: async ({ signal }): Promise<MyLiveBet[]> =>
      (await apiRequest('/api/live-events/my-bets', { schema: myLiveBetsResponseSchema, signal }))
        .bets,
    refetchInterval: MY_BETS_REFRESH_MS,
  });
}

export function useMyLiveBets() {
  return useQuery(myLiveBetsQueryOptions());
}

/** GET /api/live-events/favourites: the teams and competitions the user starred. */
export function useLiveFavourites() {
  return useQuery({
    queryKey: liveFavouritesQueryKey,
    queryFn: async ({ signal }): Promise<LiveFavourite[]> =>
      (
        await apiRequest('/api/live-events/favourites', {
          schema: liveFavouritesResponseSchema,
          signal,
        })
      ).favourites,
  });
}

/** Stars (PUT) or unstars (DELETE) one; the answer is the whole list, written to the cache. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ favourite, starred }: { favourite: LiveFavourite; starred: boolean }) =>
      (
        await apiRequest('/api/live-events/favourites', {
          method: starred ? 'PUT' : 'DELETE',
          body: favourite,
          schema: liveFavouritesResponseSchema,
        })
      ).favourites,
    meta: {
      errorToast: {
        titleKey: 'liveEvents.favourites.failed',
        messageKey: 'liveEvents.favourites.failedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSuccess: (favourites) => queryClient.setQueryData(liveFavouritesQueryKey, favourites),
  });
}
