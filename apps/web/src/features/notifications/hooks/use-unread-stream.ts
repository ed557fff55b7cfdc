import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATION_STREAM_URL, notificationListKey } from '../api/notifications-api';

/** While the stream is down, the list is polled this often instead. */
const REOPEN_MS = 15_000;

/**
 * Keeps the bell current without a reload: each `unread` event from the per-user stream
 * reloads the list when the count moved. The browser reconnects by itself (retry: 3 s); a
 * stream it gave up on is opened anew after a while.
 */
export function useUnreadStream(current: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const onUnread = (message: MessageEvent<string>) => {
      let unread: unknown;
      try {
        unread = (JSON.parse(message.data) as { unread?: unknown }).unread;
      } catch {
        return;
      }
      if (typeof unread !== 'number') return;
      const cached = queryClient.getQueryData<{ unread: number }>(notificationListKey);
      if (cached?.unread !== unread) {
        void queryClient.invalidateQueries({ queryKey: notificationListKey });
      }
    };
    const open = () => {
      const opened = new EventSource(NOTIFICATION_STREAM_URL);
      source = opened;
      opened.addEventListener('unread', onUnread);
      opened.onerror = () => {
        if (opened.readyState === EventSource.CLOSED) {
          opened.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
    // `current` is read from the cache instead, so the stream is not reopened per change.
  }, [queryClient]);
  return current;
}
