import { type LiveEvent, liveEventListSchema } from '@stakelab/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const liveEventsQueryKey = ['live-events'] as const;

/**
 * GET /api/live-events: every event in play (docs/product.md §7), in display order. The
 * server answers with an ETag; the browser revalidates with it by itself, so an unchanged
 * table costs a 304.
 */
export function getLiveEvents(signal?: AbortSignal): Promise<LiveEvent[]> {
  return apiRequest('/api/live-events', { schema: liveEventListSchema, signal });
}

/**
 * The live table in the query cache. The event stream (use-live-events.ts) writes to the same
 * key; a GET that was in flight while the stream wrote is older than what the cache holds, so
 * its answer is dropped in favour of the cache (`dataUpdateCount` counts every write).
 */
export function liveEventsQueryOptions() {
  return queryOptions({
    queryKey: liveEventsQueryKey,
    queryFn: async ({ signal, client, queryKey }): Promise<LiveEvent[]> => {
      const writesBefore = client.getQueryState(queryKey)?.dataUpdateCount ?? 0;
      const events = await getLiveEvents(signal);
      const now = client.getQueryState<LiveEvent[]>(queryKey);
      if (now?.data !== undefined && now.dataUpdateCount !== writesBefore) return now.data;
      return events;
    },
  });
}
