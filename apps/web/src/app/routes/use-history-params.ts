import { type FacetFilter, HISTORY_FACETS, type HistorySort } from '@stakelab/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * How long the URL trails the last change. A navigation re-renders every route component that
 * reads the location; done on each key typed it took the keystroke over its 100 ms budget at
 * 10,000 bets, so the page answers from its own state and the URL follows once typing pauses.
 */
const URL_WRITE_DELAY_MS = 400;

/** The history's facets only (an address from the dashboards may carry more). */
function historyFacets(filter: FacetFilter): FacetFilter {
  const kept: FacetFilter = {};
  for (const facet of HISTORY_FACETS) if (filter[facet]) kept[facet] = filter[facet];
  return kept;
}

function readParams(params: URLSearchParams): HistoryParams {
  return { ...readHistoryUrl(params), facets: historyFacets(readFacets(params)) };
}

function writeParams(current: URLSearchParams, state: HistoryParams): URLSearchParams {
  return writeFacets(writeHistoryUrl(current, state), state.facets);
}

/**
 * The history's filters, search, facets and sort, kept in the URL (issue 32): a reload, a shared
 * link or Back opens the same list. The facets are written as the dashboards write theirs (their
 * code, composed here since features do not import each other), so the same `?bookmaker=` reads
 * the same on both. The URL is replaced, not pushed, as on the dashboards: Back leaves the page
 * rather than stepping through every key typed. One state for all changes, so two changes in one
 * event never undo each other; an address that changes from outside (Back, a link) is adopted.
 */
export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const [state, setState] = useState<HistoryParams>(() => readParams(params));
  // The query the page last wrote (or adopted): a different one came from outside.
  const known = useRef(key);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The state as last set, so two changes in one event build on each other.
  const latest = useRef(state);

  useEffect(() => {
    if (key === known.current) return;
    known.current = key;
    clearTimeout(pending.current);
    const adopted = readParams(new URLSearchParams(key));
    latest.current = adopted;
    setState(adopted);
  }, [key]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const apply = useCallback(
    (change: (now: HistoryParams) => HistoryParams) => {
      const next = change(latest.current);
      latest.current = next;
      setState(next);
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        setParams(
          (current) => {
            const written = writeParams(current, next);
            known.current = written.toString();
            return written;
          },
          { replace: true, preventScrollReset: true },
        );
      }, URL_WRITE_DELAY_MS);
    },
    [setParams],
  );

  const update = useCallback(
    (patch: Partial<HistoryParams>) =>
      apply((now) => ({
        ...now,
        ...patch,
        facets: patch.facets ? historyFacets(patch.facets) : now.facets,
      })),
    [apply],
  );
  const changeFilters = useCallback(
    (change: Partial<HistoryFilterValues>) =>
      apply((now) => ({ ...now, filters: { ...now.filters, ...change } })),
    [apply],
  );
  /** The filter bar's reset: its fields, the search and the facets (the sort stays). */
  const reset = useCallback(
    () => update({ filters: NO_FILTERS, search: '', facets: {} }),
    [update],
  );
  return useMemo(
    () => ({ ...state, update, changeFilters, reset }),
    [state, update, changeFilters, reset],
  );
}
