import { controlInRowAt } from '../../../lib/focus';

/** Which control of which row of the settle list opened a dialog. */
export interface RowOpener {
  /** The row's place in the list when the dialog opened. */
  index: number;
  /** The data-testid of the control that opened it (settle-won, delete-stake…). */
  testId: string;
}

/**
 * Where the focus goes when a dialog closes and the control that opened it has gone with its
 * row (a settled or deleted stake leaves the open list): the same control of the row that took
 * its place, or of the new last row, or any enabled button of that row; with no rows left, the
 * list's chosen view. Null when the list has none of them.
 */
export function focusTargetAfterRowLeft(list: ParentNode, opener: RowOpener): HTMLElement | null {
  const rows = list.querySelectorAll('[data-testid="settle-row"]');
  if (rows.length > 0) return controlInRowAt(rows, opener.index, opener.testId);
  return list.querySelector<HTMLElement>('[data-testid="settle-view"] input:checked');
}
