import type { CurrencyCount } from '@stakelab/core';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, numberFormat } from '../../../lib/format';

/** A currency's name as a count of it reads: USD → "US dollars" / "dólares estadounidenses". */
function currencyName(currency: string, language: string): string {
  const parts = numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
  }).formatToParts(2);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

interface CurrencySwitchProps {
  /** The currencies of the bets held, the most-used first (DashboardIndex.currencies). */
  currencies: readonly CurrencyCount[];
  /** The currency the figures are in. */
  currency: string;
  /** Bets in view in that currency, and in every currency. */
  inCurrency: number;
  shown: number;
  onChange: (currency: string) => void;
}

/**
 * "Figures in: EUR · USD · BRL" (issue 33 part 6): the dashboards count one currency's bets at
 * a time, since two currencies' amounts never add up; the line under it says how many bets that
 * leaves. Nothing with a single currency.
 */
export function CurrencySwitch({
  currencies,
  currency,
  inCurrency,
  shown,
  onChange,
}: CurrencySwitchProps) {
  const { t, i18n } = useTranslation();
  if (currencies.length < 2) return null;
  const language = i18n.language;
  return (
    <Group gap="sm" data-testid="currency-switch">
      <Text size="sm" id="dashboard-currency-label">
        {t('dashboards.currency.label')}:
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="dashboard-currency-label"
        value={currency}
        onChange={onChange}
        data={currencies.map((held) => ({ value: held.currency, label: held.currency }))}
      />
      <Text size="sm" c="dimmed" data-testid="currency-only">
        {t('dashboards.currency.only', {
          name: currencyName(currency, language),
          shown: formatCount(inCurrency, language),
          total: formatCount(shown, language),
        })}
      </Text>
    </Group>
  );
}
