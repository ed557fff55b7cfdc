import { Autocomplete, NumberInput, Select, SimpleGrid, TagsInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_TAGS } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { bankrollName } from '../../../lib/bankroll-name';
import { useBankrolls, useBetLabels } from '../../../lib/bankrolls-api';
import { translateFieldError } from '../../../lib/form-errors';
import type { BetFormValues } from '../utils/new-bet';

interface BetLabelFieldsProps {
  form: UseFormReturnType<BetFormValues>;
  decimalSeparator: string;
}

/**
 * The bet's labels (docs/product.md §3 "Bet", issue 16): bookmaker and tipster offered from the
 * user's own (a new name is kept as typed), tags to pick or create, closing odds, and the
 * bankroll (the main one unless another is chosen).
 */
export function BetLabelFields({ form, decimalSeparator }: BetLabelFieldsProps) {
  const { t } = useTranslation();
  const labels = useBetLabels();
  const bankrolls = useBankrolls();
  const field = (path: keyof BetFormValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };
  const bankrollOptions = (bankrolls.data?.bankrolls ?? []).map((bankroll) => ({
    // The main bankroll is the bets' without one: the form's '' (sent as null).
    value: bankroll.isDefault ? '' : String(bankroll.id),
    label: bankrollName(bankroll, t),
  }));
  if (!bankrollOptions.some((option) => option.value === '')) {
    bankrollOptions.unshift({ value: '', label: t('history.labels.mainBankroll') });
  }
  const chosenBankroll = form.getValues().bankrollId;
  if (!bankrollOptions.some((option) => option.value === chosenBankroll)) {
    bankrollOptions.push({ value: chosenBankroll, label: `#${chosenBankroll}` });
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <Autocomplete
        label={t('history.labels.bookmaker')}
        placeholder={t('history.labels.bookmakerPlaceholder')}
        data={labels.data?.bookmakers ?? []}
        comboboxProps={{ withinPortal: true }}
        autoComplete="off"
        data-testid="bet-bookmaker"
        {...field('bookmaker')}
      />
      <Autocomplete
        label={t('history.labels.tipster')}
        placeholder={t('history.labels.tipsterPlaceholder')}
        data={labels.data?.tipsters ?? []}
        comboboxProps={{ withinPortal: true }}
        autoComplete="off"
        data-testid="bet-tipster"
        {...field('tipster')}
      />
      <TagsInput
        label={t('history.labels.tags')}
        description={t('history.labels.tagsHint')}
        data={labels.data?.tags ?? []}
        maxTags={MAX_TAGS}
        clearable
        comboboxProps={{ withinPortal: true }}
        data-testid="bet-tags"
        {...field('tags')}
      />
      <NumberInput
        label={t('history.labels.closingOdds')}
        description={t('history.labels.closingOddsHint')}
        min={1}
        step={0.01}
        decimalScale={2}
        decimalSeparator={decimalSeparator}
        allowNegative={false}
        clampBehavior="none"
        inputMode="decimal"
        data-testid="bet-closing-odds"
        {...field('closingOdds')}
      />
      <Select
        label={t('history.labels.bankroll')}
        data={bankrollOptions}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="bet-bankroll"
        {...field('bankrollId')}
      />
    </SimpleGrid>
  );
}
