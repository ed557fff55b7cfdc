/**
 * Whether the focus has nowhere useful to be: on the page's body, on an element no longer in
 * the page, or still inside a dialog that is closing (Mantine keeps it mounted for its exit
 * transition). Used where a dialog's own focus return cannot work (docs/design.md: every
 * dialog works from the keyboard).
 */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    !active.isConnected ||
    active.closest('[role="dialog"]') !== null
  );
}

/**
 * The control to focus once a row has left a list with the control that had the focus (a
 * deleted bet, a settled stake): the same control of the row that took its place, or of the
 * new last row, or any enabled button of that row. Null with no rows left.
 */
export function controlInRowAt(
  rows: ArrayLike<Element>,
  index: number,
  testId: string | undefined,
): HTMLElement | null {
  const row = rows[Math.min(index, rows.length - 1)];
  if (!row) return null;
  return (
    (testId === undefined
      ? null
      : row.querySelector<HTMLElement>(`[data-testid="${testId}"]:not(:disabled)`)) ??
    row.querySelector<HTMLElement>('button:not(:disabled)')
  );
}
