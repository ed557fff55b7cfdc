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
  const decimalSeparator = language === 'es' ? ',' : '.';
  const isFiltered = hasActiveFilters(filters);

  const amountProps = {
    min: 0,
    step: 1,
    decimalScale: 2,
    decimalSeparator,
    allowNegative: false,
    inputMode: 'decimal' as const,
    leftSection: '€',
  };
  const dayProps = {
    valueFormat: 'DD/MM/YYYY',
    placeholder: t('history.filters.datePlaceholder'),
    dateParser: parseTypedDay,
    clearable: true,
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
    popoverProps: { withinPortal: true },
  };

  return (
    <LocalizedDates>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-label={t('history.filters.title')}
        data-testid="history-filters"
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
          <NumberInput
            label={t('history.filters.stakeMin')}
            value={filters.stakeMin}
            onChange={(value) => onChange({ stakeMin: asAmount(value) })}
            data-testid="filter-stake-min"
            {...amountProps}
          />
          <NumberInput
            label={t('history.filters.stakeMax')}
            value={filters.stakeMax}
            onChange={(value) => onChange({ stakeMax: asAmount(value) })}
            data-testid="filter-stake-max"
            {...amountProps}
          />
          <MultiSelect
            label={t('history.filters.statuses')}
            placeholder={
              filters.statuses.length === 0 ? t('history.filters.allStatuses') : undefined
            }
            data={statuses.map((status) => {
              const key = statusLabelKey(status);
              return { value: status, label: key ? t(key) : status };
            })}
            value={filters.statuses}
            onChange={(value) => onChange({ statuses: value })}
            nothingFoundMessage={t('history.filters.noStatuses')}
            clearable
            // Not kept in the page while closed (Mantine's default): placing the hidden list
            // forced a layout of the whole page in the render that brings the first rows.
            comboboxProps={{ withinPortal: true, keepMounted: false }}
            data-testid="filter-statuses"
          />
          <DateInput
            label={t('history.filters.placedFrom')}
            value={filters.placedFrom}
            onChange={(value) => onChange({ placedFrom: value })}
            maxDate={filters.placedTo ?? undefined}
            data-testid="filter-placed-from"
            {...dayProps}
          />
          <DateInput
            label={t('history.filters.placedTo')}
            value={filters.placedTo}
            onChange={(value) => onChange({ placedTo: value })}
            minDate={filters.placedFrom ?? undefined}
            data-testid="filter-placed-to"
            {...dayProps}
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
            disabled={!isFiltered}
            data-testid="filter-reset"
          >
            {t('history.filters.reset')}
          </Button>
        </Group>
      </Paper>
    </LocalizedDates>
  );
});
