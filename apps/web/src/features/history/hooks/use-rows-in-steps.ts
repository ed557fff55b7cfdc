import type { BetView } from '@stakelab/core';
import { startTransition, useEffect, useState } from 'react';

/**
 * Rows new on screen drawn per render: a screenful first, then as many more per background
 * render until the page is complete. A row of Mantine parts costs about a millisecond; a new
 * page of 50 in one render held the main thread for 60–100 ms after each keystroke in a filter.
 */
export const ROWS_PER_STEP = 12;

/** The longest start of `rows` that holds at most `fresh` rows not among `drawn`. */
export function rowsWithFreshAtMost(
  rows: readonly BetView[],
  drawn: ReadonlySet<BetView>,
  fresh: number,
): readonly BetView[] {
  let left = fresh;
  let end = 0;
  for (; end < rows.length; end += 1) {
    const row = rows[end] as BetView;
    if (drawn.has(row)) continue;
    if (left === 0) break;
    left -= 1;
  }
  return end === rows.length ? rows : rows.slice(0, end);
}

/**
 * How long the rest of a new page waits after its first step: while the reader types, each
 * key's answer draws only what is in sight, and the rest fills in once the typing pauses.
 */
export const REST_AFTER_MS = 150;

/**
 * The rows of a page to draw now. Rows already on screen (the same bet objects: see
 * HistoryClient) cost nothing and stay; new ones come `firstStep` in the render that brings
 * them (what the window can show of the list: see useRowsInView), then, after REST_AFTER_MS,
 * ROWS_PER_STEP a render in transitions that yield to the reader's input. A settled bet
 * redraws one row, a new filter what is in sight at once and the rest behind.
 */
export function useRowsInSteps(
  rows: readonly BetView[],
  firstStep = ROWS_PER_STEP,
): readonly BetView[] {
  const [steps, setSteps] = useState(() => ({
    rows,
    drawn: rowsWithFreshAtMost(rows, new Set(), firstStep),
    first: true,
  }));
  let current = steps;
  if (steps.rows !== rows) {
    // New rows: derived during render (no frame shows the old ones against the new answer).
    current = {
      rows,
      drawn: rowsWithFreshAtMost(rows, new Set(steps.drawn), firstStep),
      first: true,
    };
    setSteps(current);
  }
  const complete = current.drawn.length === rows.length;
  useEffect(() => {
    if (complete) return;
    const next = () =>
      startTransition(() =>
        setSteps((last) =>
          last.rows === rows
            ? {
                rows,
                drawn: rowsWithFreshAtMost(rows, new Set(last.drawn), ROWS_PER_STEP),
                first: false,
              }
            : last,
        ),
      );
    const timer = setTimeout(next, current.first ? REST_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [complete, rows, current]);
  return current.drawn;
}
