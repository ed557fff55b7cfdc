import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BetView } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { catalogueName } from '../utils/catalogue-name';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDeleteBet } from '../api/delete-bet';

interface DeleteBetDialogProps {
  /** The bet to delete; null keeps the dialog closed. */
  bet: BetView | null;
  onClose: () => void;
  userEmail: string;
}

/** Asks before deleting a bet (issue 4: own bets only, with a confirmation). */
export function DeleteBetDialog({ bet, onClose, userEmail }: DeleteBetDialogProps) {
  const { t, i18n } = useTranslation();
  const deleteBet = useDeleteBet(userEmail);
  const language = i18n.language;

  const confirm = () => {
    if (!bet) return;
    deleteBet.mutate(bet.Id, {
      onSuccess: () => {
        showToast({ kind: 'success', title: t('history.toasts.deleted') });
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={bet !== null}
      onClose={() => {
        if (!deleteBet.isPending) onClose();
      }}
      title={t('history.delete.title')}
      closeButtonProps={{ 'aria-label': t('history.delete.close') }}
      data-testid="delete-bet-dialog"
    >
      {bet && (
        <Stack gap="md">
          <Text size="sm">
            {t('history.delete.text', {
              date: formatDateTime(bet.PlacedDate, language),
              what: [
                catalogueName(t, bet.Sport),
                catalogueName(t, bet.Competition),
                bet.EventDescription,
              ]
                .filter((part) => part !== null && part !== '')
                .join(' · '),
              stake: formatEuros(bet.Stake, language),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onClose}
              disabled={deleteBet.isPending}
              data-autofocus
            >
              {t('history.delete.cancel')}
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={deleteBet.isPending}
              data-testid="confirm-delete"
            >
              {t('history.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
