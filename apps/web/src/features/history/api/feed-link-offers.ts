import {
  type FeedLinkOffer,
  feedLinkOfferAnswerSchema,
  feedLinkOfferListSchema,
} from '@stakelab/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const feedLinkOffersQueryKey = ['history', 'feed-link-offers'] as const;

/**
 * GET /api/feed-link-offers (issue 36): the feed events an import's matching was not sure of,
 * offered for the user's bets. Grouped by bet (BetView.Id) for the history's rows.
 */
export function feedLinkOffersQueryOptions() {
  return queryOptions({
    queryKey: feedLinkOffersQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/feed-link-offers', { schema: feedLinkOfferListSchema, signal }),
    // New offers come with an import, which invalidates this; a minute old is fresh enough.
    staleTime: 60_000,
    select: offersByBet,
  });
}

/** The offers by bet: the same array for a bet while the answer is the same. */
export function offersByBet(
  offers: readonly FeedLinkOffer[],
): ReadonlyMap<number, FeedLinkOffer[]> {
  const byBet = new Map<number, FeedLinkOffer[]>();
  for (const offer of offers) byBet.set(offer.BetId, [...(byBet.get(offer.BetId) ?? []), offer]);
  return byBet;
}

export function useFeedLinkOffers() {
  return useQuery(feedLinkOffersQueryOptions());
}

export interface FeedLinkAnswer {
  id: number;
  accept: boolean;
}

/** POST /api/feed-link-offers/:id/accept or /refuse; the list is read again after. */
export function useAnswerFeedLinkOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: FeedLinkAnswer) =>
      apiRequest(`/api/feed-link-offers/${id}/${accept ? 'accept' : 'refuse'}`, {
        method: 'POST',
        schema: feedLinkOfferAnswerSchema,
      }),
    meta: {
      errorToast: {
        titleKey: 'history.feedLinks.answerFailed',
        messageKey: 'history.feedLinks.answerFailedDescription',
        networkMessageKey: 'toasts.networkError',
        preferServerMessage: true,
      },
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedLinkOffersQueryKey }),
  });
}
