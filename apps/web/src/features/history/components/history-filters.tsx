import { Button, Group, MultiSelect, NumberInput, Paper, SimpleGrid, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar, IconFilterOff } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { type HistoryFilterValues, hasActiveFilters } from '../hooks/use-history-filters';
import { statusLabelKey } from '../utils/bet-status';
import { parseTypedDay } from '../utils/placed-date';
import { LocalizedDates } from '../../../components/ui/localized-dates';

export interface HistoryFiltersProps {
  filters: HistoryFilterValues;
  onChange: (patch: Partial<HistoryFilterValues>) => void;
  onReset: () => void;
  /** The statuses present in the loaded bets (docs/product.md §2), in the order to offer them. */
  statuses: readonly string[];
  shown: number;
  total: number;
}

/** A number input's value as the filter keeps it: a number, or '' for none. */
const asAmount = (value: number | string) => (typeof value === 'number' ? value : '');

type Change = HistoryFiltersProps['onChange'];

/**
 * Each field is memoised on its own value: a key typed in one redraws that field alone, not
 * the date pickers and the status list beside it (~20 ms of a keystroke at 10,000 bets).
 */
const StakeField = memo(function StakeField({
  field,
  value,
  onChange,
}: {
  field: 'stakeMin' | 'stakeMax';
  value: number | string;
  onChange: Change;
}) {
  const { t, i18n } = useTranslation();
  return (
    <NumberInput
      label={t(`history.filters.${field}`)}
      value={value}
      onChange={(typed) => onChange({ [field]: asAmount(typed) })}
      data-testid={field === 'stakeMin' ? 'filter-stake-min' : 'filter-stake-max'}
      min={0}
      step={1}
      decimalScale={2}
      decimalSeparator={i18n.language === 'es' ? ',' : '.'}
      allowNegative={false}
      inputMode="decimal"
      leftSection="€"
    />
  );
});

const StatusesField = memo(function StatusesField({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly string[];
  value: string[];
  onChange: Change;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('history.filters.statuses')}
      placeholder={value.length === 0 ? t('history.filters.allStatuses') : undefined}
      data={statuses.map((status) => {
        const key = statusLabelKey(status);
        return { value: status, label: key ? t(key) : status };
      })}
      value={value}
      onChange={(picked) => onChange({ statuses: picked })}
      nothingFoundMessage={t('history.filters.noStatuses')}
      clearable
      // Not kept in the page while closed (Mantine's default): placing the hidden list
      // forced a layout of the whole page in the render that brings the first rows.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      data-testid="filter-statuses"
    />
  );
});

/** A placed-date bound; `other` is the opposite bound, which this one may not pass. */
const DayField = memo(function DayField({
  field,
  value,
  other,
  onChange,
}: {
  field: 'placedFrom' | 'placedTo';
  value: string | null;
  other: string | null;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const isFrom = field === 'placedFrom';
  return (
    // A provider per field: one around the bar gave every picker a new context (its value is a
    // new object each time it renders) with every key typed in the stakes.
    <LocalizedDates>
      <DateInput
        label={t(`history.filters.${field}`)}
        value={value}
        onChange={(picked) => onChange({ [field]: picked })}
        minDate={isFrom ? undefined : (other ?? undefined)}
        maxDate={isFrom ? (other ?? undefined) : undefined}
        data-testid={isFrom ? 'filter-placed-from' : 'filter-placed-to'}
        valueFormat="DD/MM/YYYY"
        placeholder={t('history.filters.datePlaceholder')}
        dateParser={parseTypedDay}
        clearable
        leftSection={<IconCalendar size={16} aria-hidden="true" />}
        popoverProps={{ withinPortal: true }}
      />
    </LocalizedDates>
  );
});

/**
 * docs/product.md §2/§5 filter bar: stake min and max (numbers, min 0), the statuses present in the
 * loaded bets, placed-date from and to (typed as DD/MM/YYYY or picked), and a reset button.
 * Memoised: the page re-renders around it while answers come and go.
 */
export const HistoryFilters = memo(function HistoryFilters({
  filters,
  onChange,
  onReset,
  statuses,
  shown,
  total,
}: HistoryFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t('history.filters.title')}
      data-testid="history-filters"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
        <StakeField field="stakeMin" value={filters.stakeMin} onChange={onChange} />
        <StakeField field="stakeMax" value={filters.stakeMax} onChange={onChange} />
        <StatusesField statuses={statuses} value={filters.statuses} onChange={onChange} />
        <DayField
          field="placedFrom"
          value={filters.placedFrom}
          other={filters.placedTo}
          onChange={onChange}
        />
        <DayField
          field="placedTo"
          value={filters.placedTo}
          other={filters.placedFrom}
          onChange={onChange}
        />
      </SimpleGrid>
      <Group justify="space-between" align="center" mt="sm" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="filter-count">
          {t('history.filters.showing', {
            shown: formatCount(shown, language),
            total: formatCount(total, language),
          })}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={onReset}
          disabled={!hasActiveFilters(filters)}
          data-testid="filter-reset"
        >
          {t('history.filters.reset')}
        </Button>
      </Group>
    </Paper>
  );
});
