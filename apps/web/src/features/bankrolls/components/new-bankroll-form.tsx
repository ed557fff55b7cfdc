import { Button, Group, NumberInput, Paper, TextInput } from '@mantine/core';
import { newBankrollRequestSchema } from '@stakelab/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateBankroll } from '../../../lib/bankrolls-api';
import { translateFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';

/** A new bankroll: a name and a starting balance (0 when left empty). */
export function NewBankrollForm() {
  const { t, i18n } = useTranslation();
  const create = useCreateBankroll();
  const [name, setName] = useState('');
  const [balance, setBalance] = useState<number | string>('');
  const [errors, setErrors] = useState<{ name?: string; startingBalance?: string }>({});

  const submit = async () => {
    const parsed = newBankrollRequestSchema.safeParse({
      name,
      ...(typeof balance === 'number' ? { startingBalance: balance } : {}),
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'name' ? 'name' : 'startingBalance';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      showToast({ kind: 'success', title: t('bankrolls.toasts.created') });
      setName('');
      setBalance('');
      setErrors({});
    } catch {
      // The refusal's toast comes from the query client's one error handler.
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
        aria-label={t('bankrolls.new.title')}
        data-testid="new-bankroll-form"
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('bankrolls.new.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={translateFieldError(t, errors.name)}
            autoComplete="off"
            style={{ flex: '1 1 220px' }}
          />
          <NumberInput
            label={t('bankrolls.new.startingBalance')}
            value={balance}
            onChange={setBalance}
            min={0}
            decimalScale={2}
            decimalSeparator={i18n.language === 'es' ? ',' : '.'}
            allowNegative={false}
            clampBehavior="none"
            inputMode="decimal"
            leftSection="€"
            error={translateFieldError(t, errors.startingBalance)}
            w={{ base: '100%', xs: 180 }}
          />
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t('bankrolls.new.create')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
