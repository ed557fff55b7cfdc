import { Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import type { DateRange, DateRangePreset } from '@stakelab/core';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { isDay, parseTypedDay, RANGE_PRESETS } from '../utils/dashboard-params';
import { LocalizedDates } from '../../../components/ui/localized-dates';

interface DateRangeFilterProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** Bets inside the period, and all the user's bets. */
  shown: number;
  total: number;
}

const RANGE_KEYS = {
  all: 'dashboards.range.all',
  thisMonth: 'dashboards.range.thisMonth',
  last30Days: 'dashboards.range.last30Days',
  thisYear: 'dashboards.range.thisYear',
  custom: 'dashboards.range.custom',
} as const satisfies Record<DateRangePreset, string>;

function isPreset(value: string | null): value is DateRangePreset {
  return (RANGE_PRESETS as readonly string[]).includes(value ?? '');
}

/** A custom period with one end changed (a cleared end is left out: open on that side). */
function customRange(from: string | null | undefined, to: string | null | undefined): DateRange {
  return {
    preset: 'custom',
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
}

/**
 * The period every tab covers (beyond the spec): all time, this month, the last 30 days, this
 * year, or two chosen days. A segmented control on wide screens, a select on phones.
 */
export function DateRangeFilter({ range, onChange, shown, total }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const labelId = useId();

  const options = RANGE_PRESETS.map((preset) => ({ value: preset, label: t(RANGE_KEYS[preset]) }));
  const choose = (value: string | null) => {
    if (!isPreset(value) || value === range.preset) return;
    onChange(value === 'custom' ? { preset: 'custom' } : { preset: value });
  };

  const dayProps = {
    valueFormat: 'DD/MM/YYYY',
    placeholder: t('dashboards.range.datePlaceholder'),
    dateParser: parseTypedDay,
    clearable: true,
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
    popoverProps: { withinPortal: true },
    w: { base: '100%', xs: 160 },
  };

  return (
    <LocalizedDates>
      <Paper
        withBorder
        radius="md"
        p="sm"
        component="section"
        aria-label={t('dashboards.range.label')}
        data-testid="date-range"
      >
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="sm" style={{ flex: '1 1 auto' }}>
            {isPhone ? (
              <Select
                label={t('dashboards.range.label')}
                data={options}
                value={range.preset}
                onChange={choose}
                allowDeselect={false}
                w="100%"
                comboboxProps={{ withinPortal: true }}
                data-testid="range-preset"
              />
            ) : (
              <Stack gap={4}>
                <Text size="sm" fw={500} id={labelId}>
                  {t('dashboards.range.label')}
                </Text>
                <SegmentedControl
                  data={options}
                  value={range.preset}
                  onChange={choose}
                  aria-labelledby={labelId}
                  data-testid="range-preset"
                />
              </Stack>
            )}
            {range.preset === 'custom' ? (
              <>
                <DateInput
                  label={t('dashboards.range.from')}
                  value={range.from ?? null}
                  onChange={(value) => onChange(customRange(value, range.to))}
                  maxDate={range.to}
                  data-testid="range-from"
                  {...dayProps}
                />
                <DateInput
                  label={t('dashboards.range.to')}
                  value={range.to ?? null}
                  onChange={(value) => onChange(customRange(range.from, value))}
                  minDate={range.from}
                  data-testid="range-to"
                  {...dayProps}
                />
              </>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="range-count">
            {t('dashboards.range.showing', {
              shown: format.count(shown),
              total: format.count(total),
            })}
          </Text>
        </Group>
      </Paper>
    </LocalizedDates>
  );
}
