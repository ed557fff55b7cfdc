import { Button, Group, Modal, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type BetView,
  isExchangeSource,
  isOpenStatus,
  SETTLE_STATUSES,
  settleBetRequestSchema,
  type SettleStatus,
} from '@stakelab/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney, formatOdds } from '../../../lib/format';
import { translateFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useSettleBet } from '../api/settle-bet';
import { statusLabelKey } from '../utils/bet-status';
import { catalogueName, catalogueSport } from '../utils/catalogue-name';
import { settlePreview } from '../utils/settle-preview';

type SettleField = 'status' | 'cashOut';
type SettleErrors = Partial<Record<SettleField, string>>;

const isSettleStatus = (status: string): status is SettleStatus =>
  (SETTLE_STATUSES as readonly string[]).includes(status);

interface SettleBetDialogProps {
  /** The bet to settle (or whose result to correct). */
  bet: BetView;
  opened: boolean;
  onClose: () => void;
  /** Called once the dialog has finished closing (its exit transition). */
  onClosed?: () => void;
}

/**
 * Settles a bet by hand (docs/product.md §7 PATCH settle): won, lost, void, cashed out for an
 * amount, half won or half lost. A settled bet opens on its result, to correct it. The return
 * and net it would make are shown before saving; the server works them out again.
 */
export function SettleBetDialog({ bet, opened, onClose, onClosed }: SettleBetDialogProps) {
  const { t } = useTranslation();
  const isCorrection = !isOpenStatus(bet.Status);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={isCorrection ? t('history.settle.correctTitle') : t('history.settle.title')}
      closeButtonProps={{ 'aria-label': t('history.settle.close') }}
      data-testid="settle-bet-dialog"
    >
      <SettleForm bet={bet} isCorrection={isCorrection} onDone={onClose} />
    </Modal>
  );
}

interface SettleFormProps {
  bet: BetView;
  isCorrection: boolean;
  onDone: () => void;
}

function SettleForm({ bet, isCorrection, onDone }: SettleFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const settle = useSettleBet();
  const [status, setStatus] = useState<SettleStatus | null>(
    isSettleStatus(bet.Status) ? bet.Status : null,
  );
  const [cashOut, setCashOut] = useState<number | string>('');
  const [errors, setErrors] = useState<SettleErrors>({});
  const cashOutEuros = typeof cashOut === 'number' ? cashOut : null;
  const preview = status === null ? null : settlePreview(bet, status, cashOutEuros);
  const label = (key: string) => {
    const labelKey = statusLabelKey(key);
    return labelKey ? t(labelKey) : key;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === null) {
      setErrors({ status: 'invalidStatus' });
      return;
    }
    const parsed = settleBetRequestSchema.safeParse({
      status,
      ...(status === 'CASHED_OUT' && cashOutEuros !== null ? { cashOut: cashOutEuros } : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    try {
      await settle.mutateAsync({ id: bet.Id, request: parsed.data });
      showToast({ kind: 'success', title: t('history.toasts.settled') });
      onDone();
    } catch (error) {
      // The toast comes from the query client's one error handler; field errors go below.
      if (error instanceof ApiError)
        setErrors(fieldErrors(error.errors.map((e) => [e.field, e.message])));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={isCorrection ? t('history.settle.correctTitle') : t('history.settle.title')}
      data-testid="settle-bet-form"
    >
      <Stack gap="md">
        <Text size="sm" data-testid="settle-bet-summary">
          {t('history.settle.bet', {
            date: formatDateTime(bet.PlacedDate, language),
            what:
              [catalogueName(t, bet.Competition), bet.EventDescription]
                .filter((part) => part !== null && part !== '')
                .join(' · ') || catalogueSport(t, bet.Sport),
            stake: formatMoney(bet.Stake, bet.Currency, language),
            odds: bet.Odds === null ? '–' : formatOdds(bet.Odds, language),
          })}
        </Text>
        <Radio.Group
          label={t('history.settle.result')}
          value={status}
          onChange={(value) => {
            setStatus(isSettleStatus(value) ? value : null);
            setErrors({});
          }}
          error={
            errors.status === 'invalidStatus'
              ? t('history.settle.chooseResult')
              : translateFieldError(t, errors.status)
          }
          data-testid="settle-status"
        >
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" mt={6}>
            {SETTLE_STATUSES.map((value, index) => (
              <Radio
                key={value}
                value={value}
                label={label(value)}
                // The dialog opens on its first field, the result: on the bet's result when it
                // has one (a correction), else on the first choice, as Tab would enter the group.
                // A cashed-out bet opens on its amount instead (below), the field to fill.
                data-autofocus={
                  (status === null ? index === 0 : value === status && value !== 'CASHED_OUT') ||
                  undefined
                }
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {status === 'CASHED_OUT' && (
          <NumberInput
            label={t('history.settle.cashOut')}
            required
            min={0}
            step={0.01}
            decimalScale={2}
            decimalSeparator={language === 'es' ? ',' : '.'}
            allowNegative={false}
            clampBehavior="none"
            inputMode="decimal"
            leftSection="€"
            value={cashOut}
            onChange={(value) => {
              setCashOut(value);
              setErrors({});
            }}
            error={translateFieldError(t, errors.cashOut)}
            data-autofocus
            data-testid="settle-cash-out"
          />
        )}
        {preview && (
          <Text size="sm" c="dimmed" data-testid="settle-preview">
            {t(
              // The server takes the user's exchange commission off a win; the profile is not
              // read here, so an exchange bet's figures are before it.
              isExchangeSource(bet.Source)
                ? 'history.settle.previewBeforeCommission'
                : 'history.settle.preview',
              {
                return: formatMoney(preview.returnEuros, bet.Currency, language),
                net: formatMoney(preview.netEuros, bet.Currency, language, true),
              },
            )}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={settle.isPending}>
            {t('history.settle.cancel')}
          </Button>
          <Button type="submit" loading={settle.isPending} data-testid="settle-submit">
            {isCorrection ? t('history.settle.submitCorrect') : t('history.settle.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The first complaint about each field the dialog shows, by API field name. */
function fieldErrors(issues: readonly (readonly [string, string])[]): SettleErrors {
  const errors: SettleErrors = {};
  for (const [field, message] of issues) {
    if ((field === 'status' || field === 'cashOut') && errors[field] === undefined)
      errors[field] = message;
  }
  return errors;
}
