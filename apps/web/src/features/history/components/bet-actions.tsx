import { ActionIcon } from '@mantine/core';
import type { BetView } from '@stakelab/core';
import { IconPencil, IconTag, IconTrash } from '@tabler/icons-react';
import { actionTip } from '../../../components/ui/action-tip';
import type { BetHandlers } from './bet-item-props';
import type { RowText } from './row-text';
import { SettleBetButton } from './settle-bet-button';

interface BetActionsProps extends BetHandlers {
  bet: BetView;
  /** The bet's placed date as shown, for the buttons' accessible names. */
  placed: string;
  text: RowText;
}

/**
 * A bet's icon buttons, the same in the table's row and the phone's card: settle (or correct),
 * edit, tags, delete, each with its tip drawn by CSS (components/ui/action-tip.ts).
 */
export function BetActions({
  bet,
  placed,
  onEdit,
  onTags,
  onSettle,
  onDelete,
  text,
}: BetActionsProps) {
  return (
    <>
      <SettleBetButton bet={bet} placed={placed} onSettle={onSettle} text={text} />
      <ActionIcon
        {...actionTip(text.label('history.table.edit'))}
        variant="subtle"
        onClick={() => onEdit(bet)}
        aria-label={text.dated('history.table.editBet', placed)}
        data-testid="edit-bet"
      >
        <IconPencil size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        {...actionTip(text.label('history.table.tags'))}
        variant="subtle"
        onClick={() => onTags(bet)}
        aria-label={text.dated('history.table.tagsBet', placed)}
        data-testid="tags-bet"
      >
        <IconTag size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        {...actionTip(text.label('history.table.delete'))}
        variant="subtle"
        color="red"
        onClick={() => onDelete(bet)}
        aria-label={text.dated('history.table.deleteBet', placed)}
        data-testid="delete-bet"
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </>
  );
}
