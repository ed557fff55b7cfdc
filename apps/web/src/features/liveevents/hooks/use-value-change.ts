import { useState } from 'react';

/**
 * How many times `value` has changed since the component mounted (0 at first). Used as a React
 * key, it remounts the element on every change, which replays its one-shot CSS highlight; the
 * first render never flashes.
 */
export function useChangeCount(value: string): number {
  const [seen, setSeen] = useState({ value, changes: 0 });
  if (seen.value === value) return seen.changes;
  // Adjusting state while rendering (React's pattern for "when a prop changes").
  setSeen({ value, changes: seen.changes + 1 });
  return seen.changes + 1;
}

export type Trend = 'up' | 'down' | null;

/**
 * Which way a number last moved (null until it has moved), and a change count to key the
 * element that shows it. A value going missing (odds suspended) is no move.
 */
export function useTrend(value: number | null): { trend: Trend; changes: number } {
  const [seen, setSeen] = useState<{ value: number | null; trend: Trend; changes: number }>({
    value,
    trend: null,
    changes: 0,
  });
  if (seen.value === value) return seen;
  const trend: Trend =
    value === null || seen.value === null ? seen.trend : value > seen.value ? 'up' : 'down';
  const next = { value, trend, changes: seen.changes + 1 };
  setSeen(next);
  return next;
}
