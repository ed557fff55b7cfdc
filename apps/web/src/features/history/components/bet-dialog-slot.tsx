import type { BetView } from '@stakelab/core';
import type { ComponentType } from 'react';
import type { BetDialog } from '../hooks/use-bet-dialog';

/** What the history's per-bet dialogs (edit, settle, tags) take from the list. */
interface BetDialogProps {
  opened: boolean;
  bet: BetView;
  onClose: () => void;
  onClosed?: () => void;
}

/**
 * Mounts `Dialog` for the opening of `dialog`, keyed by its session so each opening starts
 * with a fresh form, and nothing once it has finished closing.
 */
export function BetDialogSlot({
  dialog,
  Dialog,
}: {
  dialog: BetDialog;
  Dialog: ComponentType<BetDialogProps>;
}) {
  const { current } = dialog;
  if (!current) return null;
  return (
    <Dialog
      key={current.session}
      opened={current.opened}
      bet={current.bet}
      onClose={dialog.close}
      onClosed={dialog.forget}
    />
  );
}
