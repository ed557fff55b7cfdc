import { HISTORY_SORT_KEYS, type HistorySort, NEWEST_FIRST } from '@stakelab/core';
import { type HistoryFilterValues, NO_FILTERS } from '../hooks/use-history-filters';

/**
 * The history's filter bar, search and sort as the URL keeps them (issue 32), so a reload, a
 * shared link or Back opens the same list: `?stakeMin=5&stakeMax=50&status=WON&status=LOST
 * &from=2025-01-01&to=2025-03-31&q=madrid&sort=odds&dir=asc`. The facets' choices use the
 * dashboards' parameters (one per choice under the facet's name); the route reads those.
 * Anything unreadable is left out, so an old or hand-edited link still opens.
 */
export interface HistoryUrlState {
  filters: HistoryFilterValues;
  search: string;
  sort: HistorySort;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const URL_KEYS = ['stakeMin', 'stakeMax', 'status', 'from', 'to', 'q', 'sort', 'dir'] as const;

function amount(text: string | null): number | '' {
  if (text === null || text.trim() === '') return '';
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : '';
}

const day = (text: string | null): string | null => (text !== null && DAY.test(text) ? text : null);

export function readHistoryUrl(params: URLSearchParams): HistoryUrlState {
  const key = params.get('sort');
  const dir = params.get('dir');
  const sort: HistorySort = (HISTORY_SORT_KEYS as readonly string[]).includes(key ?? '')
    ? { key: key as HistorySort['key'], direction: dir === 'asc' ? 'asc' : 'desc' }
    : NEWEST_FIRST;
  return {
    filters: {
      ...NO_FILTERS,
      stakeMin: amount(params.get('stakeMin')),
      stakeMax: amount(params.get('stakeMax')),
      statuses: [...new Set(params.getAll('status'))],
      placedFrom: day(params.get('from')),
      placedTo: day(params.get('to')),
    },
    search: params.get('q') ?? '',
    sort,
  };
}

/** `params` with the state written into it; what is unset leaves no parameter. */
export function writeHistoryUrl(params: URLSearchParams, state: HistoryUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of URL_KEYS) next.delete(key);
  const { filters, search, sort } = state;
  if (typeof filters.stakeMin === 'number') next.set('stakeMin', String(filters.stakeMin));
  if (typeof filters.stakeMax === 'number') next.set('stakeMax', String(filters.stakeMax));
  for (const status of filters.statuses) next.append('status', status);
  if (filters.placedFrom) next.set('from', filters.placedFrom);
  if (filters.placedTo) next.set('to', filters.placedTo);
  if (search.trim() !== '') next.set('q', search);
  if (sort.key !== NEWEST_FIRST.key || sort.direction !== NEWEST_FIRST.direction) {
    next.set('sort', sort.key);
    next.set('dir', sort.direction);
  }
  return next;
}
