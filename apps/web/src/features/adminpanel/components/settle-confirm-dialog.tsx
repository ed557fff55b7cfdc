import type { Stake, StakeSettledResult } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatEuros, formatOdds } from '../../../lib/format';
import { stakeOptionColor, stakeOptionLabelKey } from '../utils/stake-options';

interface SettleConfirmDialogProps {
  /** The stake and the result it is about to get; null keeps the dialog closed. */
  settling: { stake: Stake; result: StakeSettledResult } | null;
  isSaving: boolean;
  onClose: () => void;
  onConfirm: (stake: Stake, result: StakeSettledResult) => void;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
}

/** Asks before settling a stake as won, lost or void: users see the result at once. */
export function SettleConfirmDialog({
  settling,
  isSaving,
  onClose,
  onConfirm,
  onClosed,
}: SettleConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const labelKey = settling ? stakeOptionLabelKey(settling.result) : undefined;
  const result = settling ? (labelKey ? t(labelKey) : settling.result) : '';

  return (
    <ConfirmDialog
      opened={settling !== null}
      onClose={onClose}
      onConfirm={() => settling && onConfirm(settling.stake, settling.result)}
      isPending={isSaving}
      title={t('adminPanel.settleConfirm.title', { result })}
      closeLabel={t('adminPanel.settleConfirm.close')}
      message={
        settling &&
        t('adminPanel.settleConfirm.text', {
          description: settling.stake.event_description,
          stake: formatEuros(settling.stake.stake_amount, language),
          odds: formatOdds(settling.stake.total_odds, language),
          result,
        })
      }
      cancelLabel={t('adminPanel.settleConfirm.cancel')}
      confirmLabel={t('adminPanel.settleConfirm.confirm', { result })}
      confirmColor={settling ? stakeOptionColor(settling.result) : undefined}
      testId="settle-confirm-dialog"
      confirmTestId="confirm-settle"
      onClosed={onClosed}
    />
  );
}
