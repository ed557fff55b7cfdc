import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/i18n';

/**
 * The currencies offered first: the ones StakeLab's users bet in (Europe and the Americas,
 * the bookmakers and exchanges the importers know). Any other code a bet or profile already
 * has is added, so a value is never shown blank.
 */
const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'BRL',
  'MXN',
  'ARS',
  'COP',
  'CLP',
  'PEN',
  'UYU',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'JPY',
] as const;

/** "USD · US Dollar" / "USD · dólar estadounidense", the code first (what files write). */
function currencyLabel(code: string, names: Intl.DisplayNames | null): string {
  const name = names?.of(code);
  return name && name !== code ? `${code} · ${name}` : code;
}

type CurrencySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
};

/** An ISO 4217 currency, searchable by code or by its name in the interface language. */
export function CurrencySelect({ value, onChange, ...props }: CurrencySelectProps) {
  const { i18n } = useTranslation();
  const data = useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames(intlLocale(i18n.language), { type: 'currency' })
        : null;
    const codes: string[] = [...COMMON_CURRENCIES];
    if (value !== '' && !codes.includes(value)) codes.push(value);
    return codes.map((code) => ({ value: code, label: currencyLabel(code, names) }));
  }, [i18n.language, value]);
  return (
    <Select
      searchable
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(code) => {
        if (code) onChange(code);
      }}
      {...props}
    />
  );
}
