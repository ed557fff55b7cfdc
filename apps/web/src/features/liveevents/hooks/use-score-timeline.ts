import type { LiveEvent } from '@stakelab/core';
import { useEffect, useState } from 'react';
import { clockText, scoreText } from '../utils/live-format';

/** A score the page saw, and when (the feed keeps no history of scores). */
export interface ScoreMoment {
  at: string;
  score: string;
  clock: string | null;
}

/** The moments kept per event: a whole football match's goals many times over. */
const MAX_MOMENTS = 40;

/**
 * Each event's score changes seen while the page is open (a detail's score timeline): the
 * first score seen, then one entry per change. The feed sends scores, not their history.
 */
export function useScoreTimeline(events: readonly LiveEvent[] | undefined) {
  const [timelines, setTimelines] = useState<ReadonlyMap<string, readonly ScoreMoment[]>>(
    () => new Map(),
  );
  useEffect(() => {
    if (!events) return;
    setTimelines((before) => {
      let next: Map<string, readonly ScoreMoment[]> | null = null;
      const at = new Date().toISOString();
      for (const event of events) {
        const score = scoreText(event);
        const moments = before.get(event.RowId) ?? [];
        if (moments.at(-1)?.score === score) continue;
        next ??= new Map(before);
        next.set(
          event.RowId,
          [...moments, { at, score, clock: clockText(event) }].slice(-MAX_MOMENTS),
        );
      }
      return next ?? before;
    });
  }, [events]);
  return timelines;
}
