import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Stake } from '@stakelab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useVoidStake } from '../api/void-stake';

interface VoidStakeDialogProps {
  /** The stake to void; null keeps the dialog closed. */
  stake: Stake | null;
  onClose: () => void;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
}

function VoidForm({ stake, onClose }: { stake: Stake; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const voidStake = useVoidStake();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('adminPanel.void.reasonRequired'));
      return;
    }
    voidStake.mutate(
      { id: stake.stake_id, reason: trimmed },
      {
        onSuccess: () => {
          showToast({
            kind: 'success',
            title: t('adminPanel.toasts.voided'),
            message: stake.event_description,
          });
          onClose();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">
          {t('adminPanel.void.text', {
            description: stake.event_description,
            date: formatDateTime(stake.bet_placed_at, language),
            stake: formatEuros(stake.stake_amount, language),
          })}
        </Text>
        <Textarea
          label={t('adminPanel.void.reason')}
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          data-testid="void-reason"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={voidStake.isPending}>
            {t('adminPanel.void.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={voidStake.isPending}
            data-testid="confirm-void-stake"
          >
            {t('adminPanel.void.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Voids a stake with a reason, after saying what that means: the stake stays in the public
 * record (issue 34: no delete).
 */
export function VoidStakeDialog({ stake, onClose, onClosed }: VoidStakeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={stake !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t('adminPanel.void.title')}
      closeButtonProps={{ 'aria-label': t('adminPanel.void.close') }}
      data-testid="void-stake-dialog"
    >
      {stake && <VoidForm key={stake.stake_id} stake={stake} onClose={onClose} />}
    </Modal>
  );
}
