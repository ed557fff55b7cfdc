import type { AppNotification, NotificationKind } from '@stakelab/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { betChangesQueryKey } from '../../../history-store';
import { settlementSuggestionsQueryKey } from '../../../lib/settlement-settings-api';

/** Kinds that say the server changed the user's bets: an import, the feed's final scores. */
const BET_NEWS: ReadonlySet<string> = new Set<NotificationKind>([
  'betSettledByImport',
  'betResultFromFeed',
]);

/**
 * When the bell brings news of the user's bets, the history and its results from the feed are
 * read again at once, instead of at their next minute's poll: a match that just ended shows
 * its suggestion (or its automatic settlement) while the history is open.
 */
export function useBetNews(notifications: readonly AppNotification[] | undefined): void {
  const queryClient = useQueryClient();
  const newest = useRef<number | null>(null);
  useEffect(() => {
    if (!notifications) return;
    const seen = newest.current;
    newest.current = notifications.reduce((max, n) => Math.max(max, n.id), seen ?? 0);
    // The first list is what was there before the page opened.
    if (seen === null) return;
    if (notifications.some((n) => n.id > seen && BET_NEWS.has(n.kind))) {
      void queryClient.invalidateQueries({ queryKey: betChangesQueryKey });
      void queryClient.invalidateQueries({ queryKey: settlementSuggestionsQueryKey });
    }
  }, [notifications, queryClient]);
}
