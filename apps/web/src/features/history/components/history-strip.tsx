import { Button, Paper, Text } from '@mantine/core';
import { formatHeadline } from '@stakelab/core';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';
import type { HistorySummaryFigures } from './history-summary';
import classes from './history-overview.module.css';

interface Toggle {
  isOpen: boolean;
  onToggle: () => void;
  /** The id of what it shows and hides. */
  controls: string;
}

interface HistoryStripProps {
  figures: HistorySummaryFigures;
  /** How many filters are set: the Filters button says so while the bar is folded away. */
  activeFilters: number;
  summary: Toggle;
  filters: Toggle;
}

/**
 * Phones only (hidden from 48em): the filtered bets' count, net return and ROI on one line, and
 * two buttons that unfold the summary cards and the filter bar (issue 17: the first bet on the
 * first screen). The figures are the summary's own (docs/product.md §2), worded shortly.
 * Memoised, as the summary: a keystroke that changes neither redraws neither.
 */
export const HistoryStrip = memo(function HistoryStrip({
  figures,
  activeFilters,
  summary,
  filters,
}: HistoryStripProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const texts = formatHeadline(figures, intlLocale(language));
  const chevron = <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      hiddenFrom="sm"
      component="section"
      aria-label={t('history.strip.label')}
      data-testid="history-strip"
    >
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('history.strip.figures', {
          count: figures.bets,
          bets: texts.bets,
          net: texts.net,
          roi: texts.roi,
        })}
      </Text>
      <div className={classes.stripButtons}>
        <Button
          variant="default"
          size="sm"
          rightSection={chevron}
          onClick={summary.onToggle}
          aria-expanded={summary.isOpen}
          aria-controls={summary.controls}
          data-testid="strip-summary"
        >
          {t('history.strip.summary')}
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFilter size={16} aria-hidden="true" />}
          rightSection={chevron}
          onClick={filters.onToggle}
          aria-expanded={filters.isOpen}
          aria-controls={filters.controls}
          data-testid="strip-filters"
        >
          {activeFilters > 0
            ? t('history.strip.filtersActive', { number: activeFilters })
            : t('history.filters.title')}
        </Button>
      </div>
    </Paper>
  );
});
