import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { Stake } from '@stakelab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';

interface CashOutDialogProps {
  /** The stake being cashed out; null keeps the dialog closed. */
  stake: Stake | null;
  isSaving: boolean;
  onClose: () => void;
  onConfirm: (stake: Stake, payout: number) => void;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
}

/** Is `value` a euro amount the server takes: finite, not negative, at most 2 decimals. */
function isAmount(value: number | string): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

function CashOutForm({
  stake,
  isSaving,
  onClose,
  onConfirm,
}: Omit<CashOutDialogProps, 'stake'> & { stake: Stake }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [payout, setPayout] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!isAmount(payout)) {
      setError(t('adminPanel.cashOut.invalid'));
      return;
    }
    onConfirm(stake, payout);
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
          {t('adminPanel.cashOut.text', {
            description: stake.event_description,
            stake: formatEuros(stake.stake_amount, language),
            potential: formatEuros(stake.potential_winnings, language),
          })}
        </Text>
        <NumberInput
          label={t('adminPanel.cashOut.amount')}
          required
          min={0}
          step={1}
          decimalScale={2}
          decimalSeparator={language === 'es' ? ',' : '.'}
          allowNegative={false}
          clampBehavior="none"
          inputMode="decimal"
          leftSection="€"
          value={payout}
          onChange={(value) => {
            setPayout(value);
            setError(null);
          }}
          error={error}
          data-autofocus
          data-testid="cash-out-amount"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {t('adminPanel.cashOut.cancel')}
          </Button>
          <Button type="submit" color="blue" loading={isSaving} data-testid="confirm-cash-out">
            {t('adminPanel.cashOut.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cash out asks what was paid (the server requires the amount for cashed_out). */
export function CashOutDialog({
  stake,
  isSaving,
  onClose,
  onConfirm,
  onClosed,
}: CashOutDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={stake !== null}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      onExitTransitionEnd={onClosed}
      title={t('adminPanel.cashOut.title')}
      closeButtonProps={{ 'aria-label': t('adminPanel.cashOut.close') }}
      data-testid="cash-out-dialog"
    >
      {stake && (
        <CashOutForm
          key={stake.stake_id}
          stake={stake}
          isSaving={isSaving}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}
