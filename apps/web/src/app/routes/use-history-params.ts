import { type FacetFilter, HISTORY_FACETS, type HistorySort } from '@stakelab/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFacets, writeFacets } from '../../features/dashboards/utils/dashboard-params';
import {
  type HistoryFilterValues,
  NO_FILTERS,
} from '../../features/history/hooks/use-history-filters';
import { readHistoryUrl, writeHistoryUrl } from '../../features/history/utils/history-url';

/** What the history's URL holds: the filter bar, the search, the facets' choices, the sort. */
export interface HistoryParams {
  filters: HistoryFilterValues;
  search: string;
  facets: FacetFilter;
  sort: HistorySort;
}

/** The history's facets only (an address from the dashboards may carry more). */
function historyFacets(filter: FacetFilter): FacetFilter {
  const kept: FacetFilter = {};
  for (const facet of HISTORY_FACETS) if (filter[facet]) kept[facet] = filter[facet];
  return kept;
}

/**
 * The history's filters, search, facets and sort in the URL (issue 32): a reload or Back keeps
 * them. The facets are written as the dashboards write theirs (their code, composed here since
 * features do not import each other), so the same `?bookmaker=` reads the same on both.
 * Changes replace the entry, as on the dashboards: Back leaves the page rather than stepping
 * through every key typed. One writer for all, so two changes in one event never undo each other.
 */
export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // New objects only when the URL changes: the view's query and the memoised bar are keyed by them.
  const state = useMemo((): HistoryParams => {
    const read = readHistoryUrl(new URLSearchParams(key));
    return { ...read, facets: historyFacets(readFacets(new URLSearchParams(key))) };
  }, [key]);

  const update = useCallback(
    (patch: Partial<HistoryParams>) =>
      setParams(
        (current) => {
          const now = readHistoryUrl(current);
          const next = writeHistoryUrl(current, {
            filters: patch.filters ?? now.filters,
            search: patch.search ?? now.search,
            sort: patch.sort ?? now.sort,
          });
          return patch.facets ? writeFacets(next, historyFacets(patch.facets)) : next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const changeFilters = useCallback(
    (change: Partial<HistoryFilterValues>) =>
      setParams(
        (current) => {
          const now = readHistoryUrl(current);
          return writeHistoryUrl(current, { ...now, filters: { ...now.filters, ...change } });
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  /** The filter bar's reset: its fields, the search and the facets (the sort stays). */
  const reset = useCallback(
    () => update({ filters: NO_FILTERS, search: '', facets: {} }),
    [update],
  );
  return { ...state, update, changeFilters, reset };
}
