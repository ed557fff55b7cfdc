import { type FeedEvent, type FeedEventState, feedEventListSchema } from '@stakelab/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const feedEventsQueryKey = (state: FeedEventState) => ['feed-events', state] as const;

/**
 * GET /api/live-events?state=…: the feed's events in that state with their pre-match prices
 * (issue 36): the add-bet form's event picker and the live page's event detail share it.
 */
export function feedEventsQueryOptions(state: FeedEventState) {
  return queryOptions({
    queryKey: feedEventsQueryKey(state),
    queryFn: ({ signal }): Promise<FeedEvent[]> =>
      apiRequest(`/api/live-events?state=${state}`, { schema: feedEventListSchema, signal }),
    staleTime: 30_000,
  });
}
