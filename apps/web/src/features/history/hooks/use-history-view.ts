import type { HistoryFilter, HistorySummary } from '@stakelab/core';
import { useMemo, useState } from 'react';
import type { HistoryViewQuery } from '../../../lib/local-history/history-engine';
import {
  type LocalHistory,
  useHistoryViewQuery,
} from '../../../lib/local-history/use-local-history';
import { browserTimeZone } from '../../../lib/time-zone';
import { BETS_PER_PAGE } from '../components/bet-list';
import type { HistorySummaryFigures } from '../components/history-summary';
import type { HistoryFilterValues } from './use-history-filters';

export function toCoreFilter(values: HistoryFilterValues): HistoryFilter {
  const amount = (value: number | string) => (typeof value === 'number' ? value : null);
  return {
    stakeMin: amount(values.stakeMin),
    stakeMax: amount(values.stakeMax),
    statuses: values.statuses,
    placedFrom: values.placedFrom,
    placedTo: values.placedTo,
  };
}

function figuresOf(summary: HistorySummary): HistorySummaryFigures {
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
}

/**
 * One page of the user's bets through the filter bar, and the summary of all the filter keeps.
 * The history engine does the maths with core's functions (sortNewestFirst, filterBets,
 * summarizeHistory) off the page's thread, so typing in the bar never waits on 10,000+ bets;
 * the last answer stays on screen, dimmed (`isStale`), until the new one arrives.
 */
export function useHistoryView(history: LocalHistory, filters: HistoryFilterValues, page: number) {
  // The date filters compare the bet's placed day in the reader's time zone.
  const [timeZone] = useState(browserTimeZone);
  const query = useMemo(
    (): HistoryViewQuery => ({
      filter: toCoreFilter(filters),
      page,
      pageSize: BETS_PER_PAGE,
      timeZone,
    }),
    [filters, page, timeZone],
  );
  const view = useHistoryViewQuery(history, query);
  const data = view.data;
  const figures = useMemo(() => (data ? figuresOf(data.summary) : null), [data]);
  // The same list while it is the same, so the memoised filter bar keeps its options.
  const statusKey = data?.statuses.join('\n') ?? '';
  const statuses = useMemo(() => (statusKey === '' ? [] : statusKey.split('\n')), [statusKey]);
  return {
    /** Undefined until the first answer. */
    data,
    figures,
    statuses,
    timeZone,
    error: view.error,
    isStale: view.isPlaceholderData,
  };
}
