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
export function SettleBetButton({ bet, placed, onSettle, text: { t } }: SettleBetButtonProps) {
  const isOpen = isOpenStatus(bet.Status);
  return (
    <ActionIcon
      {...actionTip(isOpen ? t('history.table.settle') : t('history.table.correct'))}
      variant={isOpen ? 'light' : 'subtle'}
      color={isOpen ? 'teal' : undefined}
      onClick={() => onSettle(bet)}
      aria-label={
        isOpen
          ? t('history.table.settleBet', { date: placed })
          : t('history.table.correctBet', { date: placed })
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
