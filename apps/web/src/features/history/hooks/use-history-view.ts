import type { FacetCounts, FacetFilter, HistoryFilter, HistorySort } from '@stakelab/core';
import { useMemo, useState } from 'react';
import {
  type HistoryViewQuery,
  type LocalHistory,
  useHistoryFacetsQuery,
  useHistoryViewQuery,
} from '../../../history-store';
import { browserTimeZone } from '../../../lib/time-zone';
import { BETS_PER_PAGE, type BetListPage } from '../components/bet-list';
import { activeFilterCount, type HistoryFilterValues } from './use-history-filters';

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

/** Beyond the filter bar (issue 32): the words searched, the facets' choices, the sort. */
export interface HistoryFinding {
  filters: HistoryFilterValues;
  search: string;
  facets: FacetFilter;
  sort: HistorySort;
}

const NO_FACET_COUNTS: FacetCounts[] = [];
const NO_IDS: number[] = [];

/** Whether anything narrows the list (the first page shown alone answers none of it). */
export function narrows(finding: HistoryFinding): boolean {
  return (
    activeFilterCount(finding.filters) > 0 ||
    finding.search.trim() !== '' ||
    Object.keys(finding.facets).length > 0
  );
}

/** What the screen shows: a page of bets, how many the filter keeps and how many there are. */
export interface HistoryScreenPage extends BetListPage {
  total: number;
}

/**
 * One page of the user's bets through the filter bar, and the summary of all the filter keeps.
 * The history engine does the maths with core's functions (sortNewestFirst, filterBets,
 * summarizeHistory) off the page's thread, so typing in the bar never waits on 10,000+ bets;
 * the last answer stays on screen, dimmed (`isStale`), until the new one arrives.
 *
 * On a first visit the newest bets show before the whole history is in (`isPartial`): the
 * first page, with no summary and no statuses to filter by, since figures over part of a
 * history are not the history's; any other page or filter waits for the whole, dimmed.
 */
export function useHistoryView(history: LocalHistory, finding: HistoryFinding, page: number) {
  const { filters, search, facets, sort } = finding;
  // The date filters compare the bet's placed day in the reader's time zone.
  const [timeZone] = useState(browserTimeZone);
  const query = useMemo(
    (): HistoryViewQuery => ({
      filter: toCoreFilter(filters),
      search,
      facets,
      sort,
      page,
      pageSize: BETS_PER_PAGE,
      timeZone,
    }),
    [filters, search, facets, sort, page, timeZone],
  );
  const view = useHistoryViewQuery(history, query);
  // The facets' counts: asked for with the page's query (the page number does not change them,
  // and the answer is cached per question), after the view, so the rows come first.
  const facetsQuery = useMemo((): HistoryViewQuery => ({ ...query, page: 1 }), [query]);
  const facetCounts = useHistoryFacetsQuery(history, facetsQuery).data?.facets;
  const answer = view.data;
  const first = answer === undefined ? history.firstPage : undefined;
  const firstData = useMemo(
    (): HistoryScreenPage | undefined =>
      first && {
        total: first.total,
        shown: first.total,
        page: 1,
        pages: Math.max(1, Math.ceil(first.total / BETS_PER_PAGE)),
        rows: first.bets,
      },
    [first],
  );
  const data: HistoryScreenPage | undefined = answer ?? firstData;
  // Core's headline figures, as the dashboards' Overall shows them for the same bets.
  // Core's headline figures, as the dashboards' Overall shows them for the same bets.
  const figures = answer ? answer.summary : null;
  // The same list while it is the same, so the memoised filter bar keeps its options.
  const statusKey = answer?.statuses.join('\n') ?? '';
  const statuses = useMemo(() => (statusKey === '' ? [] : statusKey.split('\n')), [statusKey]);
  return {
    /** Undefined until the first answer. */
    data,
    figures,
    statuses,
    /** The history facets' choices and counts (none until the whole history is in). */
    facets: facetCounts ?? NO_FACET_COUNTS,
    /** Every bet the filters keep, in order (select all matching). */
    ids: answer?.ids ?? NO_IDS,
    timeZone,
    error: view.error,
    isStale:
      view.isPlaceholderData ||
      (firstData !== undefined &&
        (page !== 1 || narrows(finding) || sort.key !== 'date' || sort.direction !== 'desc')),
    /** Only the newest bets are in (see above). */
    isPartial: firstData !== undefined,
  };
}
