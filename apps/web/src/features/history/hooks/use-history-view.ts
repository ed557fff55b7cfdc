import {
  type BetView,
  filterBets,
  type HistoryFilter,
  placedDayReader,
  sortNewestFirst,
  statusesIn,
  summarizeHistory,
} from '@stakelab/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { browserTimeZone } from '../../../lib/time-zone';
import type { HistorySummaryFigures } from '../components/history-summary';
import type { HistoryFilterValues } from './use-history-filters';

function toCoreFilter(values: HistoryFilterValues): HistoryFilter {
  const amount = (value: number | string) => (typeof value === 'number' ? value : null);
  return {
    stakeMin: amount(values.stakeMin),
    stakeMax: amount(values.stakeMax),
    statuses: values.statuses,
    placedFrom: values.placedFrom,
    placedTo: values.placedTo,
  };
}

/**
 * The loaded bets through the filter bar, and the summary of what is left; the maths is core's
 * (filterBets, summarizeHistory). The filters are deferred so typing in the bar stays
 * responsive while 10,000+ bets are filtered; the table and summary follow a moment later.
 */
export function useHistoryView(bets: readonly BetView[] | undefined, filters: HistoryFilterValues) {
  const deferredFilters = useDeferredValue(filters);
  // The date filters compare the bet's placed day in the reader's time zone.
  const [placedDayOf] = useState(() => placedDayReader(browserTimeZone()));
  const sorted = useMemo(() => (bets ? sortNewestFirst(bets) : []), [bets]);
  const statuses = useMemo(() => statusesIn(sorted), [sorted]);
  const filtered = useMemo(
    () => filterBets(sorted, toCoreFilter(deferredFilters), { placedDayOf }),
    [sorted, deferredFilters, placedDayOf],
  );
  const figures = useMemo((): HistorySummaryFigures => {
    const summary = summarizeHistory(filtered);
    return {
      totalStake: summary.totalStakeEuros,
      totalNetReturn: summary.totalNetReturnEuros,
      roiRatio: summary.roiRatio,
      bets: summary.betCount,
      won: summary.wonCount,
      lost: summary.lostCount,
      wonRatio: summary.wonRatio,
      open: { count: summary.openBets.count, stake: summary.openBets.stakeEuros },
    };
  }, [filtered]);

  return {
    sorted,
    statuses,
    filtered,
    figures,
    /** Changes `key` when the applied filters change: the list goes back to page 1. */
    filterKey: JSON.stringify(deferredFilters),
    isStale: deferredFilters !== filters,
  };
}
