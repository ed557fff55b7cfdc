import { type RefObject, useLayoutEffect } from 'react';
import { ROWS_PER_STEP } from './use-rows-in-steps';

/**
 * The height of the shortest row or card, so no row in sight is left out: issue 32's table
 * row is one line, its 28 px buttons and 6 px above and below (41 px with its border); a
 * phone's two-line card is taller.
 */
export const SHORTEST_ROW_PX = 40;

/** How many rows of a list whose top is at `top` (in the window) the window can show. */
export function rowsInWindow(top: number, windowHeight: number): number {
  const room = windowHeight - Math.max(0, top);
  return Math.max(1, Math.ceil(room / SHORTEST_ROW_PX));
}

/**
 * The last count measured: a list mounted again (after "no matches", say) sits where the last
 * one did, and its first rows are drawn before it can be measured.
 */
let lastInView = ROWS_PER_STEP;

function measure(list: HTMLElement | null): void {
  if (list === null) return;
  lastInView = rowsInWindow(list.getBoundingClientRect().top, window.innerHeight);
}

/** How many rows the window could show at the last measure (see useRowsInView). */
export function rowsInView(): number {
  return lastInView;
}

/**
 * Measures how many of `list`'s rows the window can show where the layout is done anyway
 * (after the commit of each new `answer`, on scroll and resize), for rowsInView in the next
 * render: a filter typed at the top of the page has one or two rows in sight, the table
 * scrolled into view a screenful.
 */
export function useRowsInView(list: RefObject<HTMLElement | null>, answer: unknown): void {
  // On mount and with each new answer: what was drawn above the list may have moved it.
  useLayoutEffect(() => measure(list.current), [list, answer]);
  useLayoutEffect(() => {
    const onMove = () => measure(list.current);
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove, { passive: true });
    return () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [list]);
}
