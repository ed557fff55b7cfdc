import { useCallback, useRef } from 'react';
import { controlInRowAt, isFocusLost } from '../../../lib/focus';

/** The row button that opened a dialog: the element, and how to find it again. */
interface Opener {
  element: HTMLElement;
  betId: number;
  testId: string | undefined;
  /** The row's place among the rows drawn when the dialog opened. */
  index: number;
}

const ROW = '[data-testid="bet-row"]';
/** How long a deleted bet's row may take to leave the list (the history worker's answer). */
const ROW_LEAVES_WITHIN_MS = 3000;

/**
 * Gives the focus back to the row button (Edit, Settle) that opened a bet's dialog once the
 * dialog closes. Mantine's modal only does so for a dialog that was mounted closed; these mount
 * open, a fresh form for each opening, so without this the focus fell to the page's body. A row
 * drawn again meanwhile (the saved bet's new figures) is found again by the bet's id.
 */
export function useRowFocusReturn(): {
  /** Call when a row's button opens a dialog (the button has the focus). */
  remember: (betId: number) => void;
  /** Call when that dialog closes. */
  giveBack: () => void;
  /**
   * Call when that dialog closes having deleted the bet: once its row has gone, the focus goes
   * to the same button of the row that took its place (or of the new last row).
   */
  giveBackAfterRowLeft: () => void;
} {
  const opener = useRef<Opener | null>(null);

  const remember = useCallback((betId: number) => {
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement
        ? {
            element: active,
            betId,
            testId: active.dataset.testid,
            index: [...document.querySelectorAll(ROW)].findIndex((row) => row.contains(active)),
          }
        : null;
  }, []);

  const giveBack = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the close has rendered: the row may be drawn again by then.
    window.setTimeout(() => {
      if (!isFocusLost()) return;
      const again =
        target.testId === undefined
          ? null
          : document.querySelector<HTMLElement>(
              `[data-bet-id="${target.betId}"] [data-testid="${target.testId}"]`,
            );
      (target.element.isConnected ? target.element : again)?.focus();
    }, 0);
  }, []);

  const giveBackAfterRowLeft = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const started = performance.now();
    const whenRowLeft = () => {
      const gone = document.querySelector(`${ROW}[data-bet-id="${target.betId}"]`) === null;
      if (!gone && performance.now() - started < ROW_LEAVES_WITHIN_MS) {
        window.setTimeout(whenRowLeft, 50);
        return;
      }
      if (!gone || !isFocusLost()) return;
      controlInRowAt(
        document.querySelectorAll(ROW),
        Math.max(target.index, 0),
        target.testId,
      )?.focus();
    };
    window.setTimeout(whenRowLeft, 0);
  }, []);

  return { remember, giveBack, giveBackAfterRowLeft };
}
