import type { BetView } from '@stakelab/core';
import { useCallback, useRef, useState } from 'react';
import type { useRowFocusReturn } from './use-row-focus-return';

/** One opening of a bet's dialog; `session` keys it: every opening starts afresh. */
export interface DialogSession {
  bet: BetView;
  opened: boolean;
  session: number;
}

/** A bet's dialog (edit, settle, tags) as the list drives it: open, close, then unmount. */
export interface BetDialog {
  /** The opening shown, or null once it has finished closing. */
  current: DialogSession | null;
  /** Opens the dialog afresh on `bet`; stable, so the memoised rows keep their render. */
  open: (bet: BetView) => void;
  /** Starts the closing animation and gives the focus back to the row's button. */
  close: () => void;
  /** Unmounts the dialog once the closing animation is over (not if it was reopened meanwhile). */
  forget: () => void;
}

/**
 * The open / close / forget cycle shared by the history's edit, settle and tags dialogs: the
 * dialog mounts open with a fresh form for each opening and the focus goes back to the row
 * button that opened it (useRowFocusReturn).
 */
export function useBetDialog({
  remember,
  giveBack,
}: Pick<ReturnType<typeof useRowFocusReturn>, 'remember' | 'giveBack'>): BetDialog {
  const [current, setCurrent] = useState<DialogSession | null>(null);
  const sessions = useRef(0);
  const open = useCallback(
    (bet: BetView) => {
      remember(bet.Id);
      sessions.current += 1;
      setCurrent({ bet, opened: true, session: sessions.current });
    },
    [remember],
  );
  const close = () => {
    setCurrent((shown) => shown && { ...shown, opened: false });
    giveBack();
  };
  const forget = () => setCurrent((shown) => (shown?.opened ? shown : null));
  return { current, open, close, forget };
}
