import type { BetView } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { catalogueName, catalogueSport } from '../utils/catalogue-name';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDeleteBet } from '../api/delete-bet';

interface DeleteBetDialogProps {
  /** The bet to delete; null keeps the dialog closed. */
  bet: BetView | null;
  onClose: () => void;
  /** Called instead of onClose once the bet is deleted. */
  onDeleted?: () => void;
}

/** Asks before deleting a bet: the server deletes only its owner's bets, never unasked. */
export function DeleteBetDialog({ bet, onClose, onDeleted }: DeleteBetDialogProps) {
  const { t, i18n } = useTranslation();
  const deleteBet = useDeleteBet();
  const language = i18n.language;

  const confirm = () => {
    if (!bet) return;
    deleteBet.mutate(bet.Id, {
      onSuccess: () => {
        showToast({ kind: 'success', title: t('history.toasts.deleted') });
        (onDeleted ?? onClose)();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={bet !== null}
      onClose={onClose}
      onConfirm={confirm}
      isPending={deleteBet.isPending}
      title={t('history.delete.title')}
      closeLabel={t('history.delete.close')}
      message={
        bet &&
        t('history.delete.text', {
          date: formatDateTime(bet.PlacedDate, language),
          what: [
            catalogueSport(t, bet.Sport),
            catalogueName(t, bet.Competition),
            bet.EventDescription,
          ]
            .filter((part) => part !== null && part !== '')
            .join(' · '),
          stake: formatMoney(bet.Stake, bet.Currency, language),
        })
      }
      cancelLabel={t('history.delete.cancel')}
      confirmLabel={t('history.delete.confirm')}
      testId="delete-bet-dialog"
      confirmTestId="confirm-delete"
    />
  );
}
