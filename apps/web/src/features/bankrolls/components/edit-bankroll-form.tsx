import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { type Bankroll, updateBankrollRequestSchema } from '@stakelab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankrollName } from '../../../lib/bankroll-name';
import { useUpdateBankroll } from '../../../lib/bankrolls-api';
import { translateFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';

interface EditBankrollFormProps {
  bankroll: Bankroll;
  /** The bankroll's currency sign, beside its starting balance. */
  symbol: string;
  /** Closes the form: saved or cancelled. */
  onDone: () => void;
}

/**
 * Renames a bankroll and sets its starting balance. Only what changed is sent: the main
 * bankroll, shown by its name in the reader's language, keeps its stored name unless the
 * name field is changed.
 */
export function EditBankrollForm({ bankroll, symbol, onDone }: EditBankrollFormProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateBankroll();
  const shownName = bankrollName(bankroll, t);
  const [name, setName] = useState(shownName);
  const [balance, setBalance] = useState<number | string>(bankroll.startingBalance);
  const [errors, setErrors] = useState<{ name?: string; startingBalance?: string }>({});

  const submit = async () => {
    const parsed = updateBankrollRequestSchema.safeParse({
      ...(name.trim() === shownName ? {} : { name }),
      ...(balance === bankroll.startingBalance
        ? {}
        : { startingBalance: balance === '' ? 0 : balance }),
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
    if (Object.keys(parsed.data).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ id: bankroll.id, ...parsed.data });
      showToast({ kind: 'success', title: t('bankrolls.toasts.updated') });
      onDone();
    } catch {
      // The refusal's toast comes from the query client's one error handler.
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-label={t('bankrolls.edit.title')}
      data-testid="edit-bankroll-form"
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('bankrolls.new.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={translateFieldError(t, errors.name)}
          autoComplete="off"
          data-autofocus
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
          leftSection={symbol}
          error={translateFieldError(t, errors.startingBalance)}
          w={{ base: '100%', xs: 180 }}
        />
        <Group gap="xs">
          <Button type="submit" loading={update.isPending}>
            {t('bankrolls.edit.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('bankrolls.edit.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
