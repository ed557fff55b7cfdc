import type { Stake } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDeleteStake } from '../api/delete-stake';

interface DeleteStakeDialogProps {
  /** The stake to delete; null keeps the dialog closed. */
  stake: Stake | null;
  onClose: () => void;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
}

/** Asks before deleting a stake (and its image): users stop seeing it at once. */
export function DeleteStakeDialog({ stake, onClose, onClosed }: DeleteStakeDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const deleteStake = useDeleteStake();

  const confirm = () => {
    if (!stake) return;
    deleteStake.mutate(stake.stake_id, {
      onSuccess: () => {
        showToast({ kind: 'success', title: t('adminPanel.toasts.deleted') });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={stake !== null}
      onClose={onClose}
      onConfirm={confirm}
      isPending={deleteStake.isPending}
      title={t('adminPanel.delete.title')}
      closeLabel={t('adminPanel.delete.close')}
      message={
        stake &&
        t('adminPanel.delete.text', {
          description: stake.event_description,
          date: formatDateTime(stake.bet_placed_at, language),
          stake: formatEuros(stake.stake_amount, language),
        })
      }
      cancelLabel={t('adminPanel.delete.cancel')}
      confirmLabel={t('adminPanel.delete.confirm')}
      testId="delete-stake-dialog"
      confirmTestId="confirm-delete-stake"
      onClosed={onClosed}
    />
  );
}
