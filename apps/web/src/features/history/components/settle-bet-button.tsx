import { ActionIcon } from '@mantine/core';
import { type BetView, isOpenStatus } from '@stakelab/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { actionTip } from '../../../components/ui/action-tip';
import type { RowText } from './row-text';

interface SettleBetButtonProps {
  bet: BetView;
  /** The bet's placed date as the row shows it, for the accessible name. */
  placed: string;
  onSettle: (bet: BetView) => void;
  text: RowText;
}

/**
 * A bet's settle action: "Settle" on an open bet (coloured, it is the next thing to do), "Correct
 * the result" on a settled one (quiet, like edit). An icon, so the table stays narrow.
 */
export function SettleBetButton({ bet, placed, onSettle, text }: SettleBetButtonProps) {
  const isOpen = isOpenStatus(bet.Status);
  return (
    <ActionIcon
      {...actionTip(text.label(isOpen ? 'history.table.settle' : 'history.table.correct'))}
      variant={isOpen ? 'light' : 'subtle'}
      color={isOpen ? 'teal' : undefined}
      onClick={() => onSettle(bet)}
      aria-label={
        isOpen
          ? text.dated('history.table.settleBet', placed)
          : text.dated('history.table.correctBet', placed)
      }
      data-testid="settle-bet"
    >
      {isOpen ? (
        <IconCircleCheck size={18} aria-hidden="true" />
      ) : (
        <IconArrowBackUp size={18} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}
