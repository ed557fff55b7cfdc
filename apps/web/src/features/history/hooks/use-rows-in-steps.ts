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
 * The rows of a page to draw now. Rows already on screen (the same bet objects: see
 * HistoryClient) cost nothing and stay; new ones come ROWS_PER_STEP a render, the later steps
 * in transitions that yield to the reader's input. A settled bet redraws one row, a new
 * filter a screenful at once and the rest behind.
 */
export function useRowsInSteps(rows: readonly BetView[]): readonly BetView[] {
  const [steps, setSteps] = useState(() => ({
    rows,
    drawn: rowsWithFreshAtMost(rows, new Set(), ROWS_PER_STEP),
  }));
  let current = steps;
  if (steps.rows !== rows) {
    // New rows: derived during render (no frame shows the old ones against the new answer).
    current = { rows, drawn: rowsWithFreshAtMost(rows, new Set(steps.drawn), ROWS_PER_STEP) };
    setSteps(current);
  }
  const complete = current.drawn.length === rows.length;
  useEffect(() => {
    if (complete) return;
    startTransition(() =>
      setSteps((last) =>
        last.rows === rows
          ? { rows, drawn: rowsWithFreshAtMost(rows, new Set(last.drawn), ROWS_PER_STEP) }
          : last,
      ),
    );
  }, [complete, rows, current]);
  return current.drawn;
}
