import { Stack } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
import { activeFilterCount } from '../hooks/use-history-filters';
import { HistoryFilters, type HistoryFiltersProps } from './history-filters';
import classes from './history-overview.module.css';
import { HistoryStrip } from './history-strip';
import { HistorySummary, type HistorySummaryFigures } from './history-summary';

interface HistoryOverviewProps extends HistoryFiltersProps {
  figures: HistorySummaryFigures | null;
}

/**
 * What heads the bets (docs/product.md §2): the summary of the filtered bets and the filter
 * bar. On a phone both fold into a strip (one line of figures, a Summary and a Filters button)
 * so the first bet is on the first screen (issue 17); from 48em both always show. Folded by
 * CSS, not unmounted: a filter keeps its value, and the page is the same for every width.
 */
export function HistoryOverview({ figures, ...filterProps }: HistoryOverviewProps) {
  const [isSummaryOpen, setSummaryOpen] = useState(false);
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const summaryId = useId();
  const filtersId = useId();
  // The same objects while nothing changes, so the memoised parts skip a keystroke's render.
  const toggleSummary = useCallback(() => setSummaryOpen((open) => !open), []);
  const toggleFilters = useCallback(() => setFiltersOpen((open) => !open), []);
  const summaryToggle = useMemo(
    () => ({ isOpen: isSummaryOpen, onToggle: toggleSummary, controls: summaryId }),
    [isSummaryOpen, toggleSummary, summaryId],
  );
  const filtersToggle = useMemo(
    () => ({ isOpen: areFiltersOpen, onToggle: toggleFilters, controls: filtersId }),
    [areFiltersOpen, toggleFilters, filtersId],
  );
  const fold = useMemo(
    () => ({ id: summaryId, isOpen: isSummaryOpen }),
    [summaryId, isSummaryOpen],
  );
  return (
    <Stack gap="lg">
      {figures && (
        <HistoryStrip
          figures={figures}
          activeFilters={activeFilterCount(filterProps.filters)}
          summary={summaryToggle}
          filters={filtersToggle}
        />
      )}
      <HistorySummary figures={figures} fold={fold} />
      <div id={filtersId} className={classes.foldable} data-open={areFiltersOpen || undefined}>
        <HistoryFilters {...filterProps} />
      </div>
    </Stack>
  );
}
