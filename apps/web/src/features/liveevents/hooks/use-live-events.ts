import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveEventsQueryKey, liveEventsQueryOptions } from '../api/get-live-events';
import { applyLiveUpdate, parseLiveSnapshot, parseLiveUpdate } from '../utils/live-update';

/** Server-Sent Events: the whole list first, then only what changed (see the server route). */
export const LIVE_STREAM_URL = '/api/live-events/stream';

/** While the stream is down, the list is polled this often instead. */
export const LIVE_POLL_MS = 15_000;

/**
 * `connecting` until the stream first opens; `open` while it delivers; `down` after an error,
 * while the browser reconnects (or, after it gave up, until we open a new one).
 */
export type LiveStreamState = 'connecting' | 'open' | 'down';

/**
 * The live table: loaded with GET /api/live-events, then kept current by the event stream,
 * which writes each snapshot and update into the same query cache entry. While the stream is
 * down the GET is polled every 15 s, until the stream is open again.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<LiveStreamState>('connecting');
  // Without EventSource (very old browsers) polling is all there is.
  const streamState: LiveStreamState = typeof EventSource === 'undefined' ? 'down' : stream;
  const query = useQuery({
    ...liveEventsQueryOptions(),
    refetchInterval: streamState === 'down' ? LIVE_POLL_MS : false,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const { queryKey } = liveEventsQueryOptions();
    // Fire and forget: the refetch this starts reports through the query's state.
    const reload = () => void queryClient.invalidateQueries({ queryKey: liveEventsQueryKey });
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;

    const onSnapshot = (message: MessageEvent<string>) => {
      const events = parseLiveSnapshot(message.data);
      if (events === null) return reload();
      queryClient.setQueryData(queryKey, events);
    };
    const onUpdate = (message: MessageEvent<string>) => {
      const update = parseLiveUpdate(message.data);
      const current = queryClient.getQueryData(queryKey);
      const next = update && current ? applyLiveUpdate(current, update) : null;
      if (next === null) return reload();
      queryClient.setQueryData(queryKey, next);
    };

    const open = () => {
      // Same origin: the session cookie goes along without withCredentials.
      const opened = new EventSource(LIVE_STREAM_URL);
      source = opened;
      opened.onopen = () => setStream('open');
      opened.onerror = () => {
        setStream('down');
        // While CONNECTING the browser retries by itself (the server asks for 3 s, and resends
        // Last-Event-ID so it only gets what it missed). CLOSED means it gave up (an HTTP
        // error from a proxy or a restart): polling carries on and a fresh stream is tried.
        if (opened.readyState === EventSource.CLOSED) {
          opened.close();
          reopenTimer = setTimeout(open, LIVE_POLL_MS);
        }
      };
      opened.addEventListener('snapshot', onSnapshot);
      opened.addEventListener('update', onUpdate);
    };
    open();

    return () => {
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [queryClient]);

  return { query, streamState };
}
