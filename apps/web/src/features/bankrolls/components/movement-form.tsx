import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type BankrollMovementKind, newBankrollMovementRequestSchema } from '@stakelab/core';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../../components/ui/localized-dates';
import { useAddMovement } from '../../../lib/bankrolls-api';
import { translateFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { DAY_FORMAT, parseTypedDay } from '../../../lib/typed-day';

/** Today on the user's clock, as the date input holds it (YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day as an instant: its noon on the user's clock (the day the user meant, in any zone). */
const noonOf = (day: string) => new Date(`${day}T12:00:00`).toISOString();

/** A deposit into or a withdrawal from one bankroll, dated (today unless changed). */
interface MovementFormProps {
  bankrollId: number;
  /** The bankroll's currency sign, beside the amount. */
  symbol: string;
}

export function MovementForm({ bankrollId, symbol }: MovementFormProps) {
  const { t, i18n } = useTranslation();
  const add = useAddMovement();
  const kindLabel = useId();
  const [kind, setKind] = useState<BankrollMovementKind>('DEPOSIT');
  const [amount, setAmount] = useState<number | string>('');
  const [day, setDay] = useState<string | null>(today());
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});

  const submit = async () => {
    const parsed = newBankrollMovementRequestSchema.safeParse({
      kind,
      amount: typeof amount === 'number' ? amount : undefined,
      date: day ? noonOf(day) : '',
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'date' ? 'date' : 'amount';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await add.mutateAsync({ bankrollId, ...parsed.data });
      showToast({ kind: 'success', title: t('bankrolls.toasts.movementAdded') });
      setAmount('');
      setErrors({});
    } catch {
      // The refusal's toast comes from the query client's one error handler.
    }
  };

  return (
    <LocalizedDates>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
        aria-label={t('bankrolls.movements.add')}
        data-testid="movement-form"
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={kindLabel}>
              {t('bankrolls.movements.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby={kindLabel}
              value={kind}
              onChange={(value) => setKind(value === 'WITHDRAWAL' ? 'WITHDRAWAL' : 'DEPOSIT')}
              data={[
                { value: 'DEPOSIT', label: t('bankrolls.movements.deposit') },
                { value: 'WITHDRAWAL', label: t('bankrolls.movements.withdrawal') },
              ]}
            />
          </Stack>
          <NumberInput
            label={t('bankrolls.movements.amount')}
            value={amount}
            onChange={setAmount}
            min={0.01}
            decimalScale={2}
            decimalSeparator={i18n.language === 'es' ? ',' : '.'}
            allowNegative={false}
            clampBehavior="none"
            inputMode="decimal"
            leftSection={symbol}
            error={translateFieldError(t, errors.amount)}
            w={{ base: '100%', xs: 150 }}
          />
          <DateInput
            label={t('bankrolls.movements.date')}
            value={day}
            onChange={setDay}
            valueFormat={DAY_FORMAT}
            dateParser={parseTypedDay}
            leftSection={<IconCalendar size={16} aria-hidden="true" />}
            popoverProps={{ withinPortal: true }}
            error={translateFieldError(t, errors.date)}
            w={{ base: '100%', xs: 160 }}
          />
          <Button type="submit" variant="light" loading={add.isPending}>
            {t('bankrolls.movements.save')}
          </Button>
        </Group>
      </form>
    </LocalizedDates>
  );
}
