import type { LiveEvent } from '@stakelab/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveEventsQueryKey } from '../api/get-live-events';
import { scoreText } from '../utils/live-format';

/** A score the page saw, and when (the feed keeps no history of scores). */
export interface ScoreMoment {
  at: string;
  score: string;
  /** The match clock then, as the feed gave it (worded in the reader's language on show). */
  minute: number | null;
  period: string | null;
}

type Timelines = ReadonlyMap<string, readonly ScoreMoment[]>;

/** The moments kept per event: a whole football match's goals many times over. */
const MAX_MOMENTS = 40;

/** The timelines with each event's score now added where it changed (the same map if none). */
function withScores(before: Timelines, events: readonly LiveEvent[], at: string): Timelines {
  let next: Map<string, readonly ScoreMoment[]> | null = null;
  for (const event of events) {
    const score = scoreText(event);
    const moments = before.get(event.RowId) ?? [];
    if (moments.at(-1)?.score === score) continue;
    next ??= new Map(before);
    next.set(
      event.RowId,
      [
        ...moments,
        {
          at,
          score,
          minute: event.LiveMatchClockMinute,
          period: event.LiveMatchClockPeriod,
        },
      ].slice(-MAX_MOMENTS),
    );
  }
  return next ?? before;
}

/**
 * Each event's score changes seen while the page is open (a detail's score timeline): the
 * first score seen, then one entry per change. The feed sends scores, not their history, so
 * the live list's cache entry is watched: every GET answer and stream write lands there.
 */
export function useScoreTimeline(): Timelines {
  const queryClient = useQueryClient();
  const [timelines, setTimelines] = useState<Timelines>(() => new Map());
  useEffect(() => {
    const record = (events: readonly LiveEvent[] | undefined) => {
      if (events) setTimelines((before) => withScores(before, events, new Date().toISOString()));
    };
    const cache = queryClient.getQueryCache();
    // What the cache holds already (back on the page): its scores are the first seen.
    queueMicrotask(() => record(queryClient.getQueryData<LiveEvent[]>(liveEventsQueryKey)));
    return cache.subscribe((change) => {
      if (change.type !== 'updated' || change.action.type !== 'success') return;
      if (change.query.queryKey[0] !== liveEventsQueryKey[0] || change.query.queryKey.length !== 1)
        return;
      record(change.query.state.data as LiveEvent[] | undefined);
    });
  }, [queryClient]);
  return timelines;
}
