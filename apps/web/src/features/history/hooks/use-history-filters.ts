import { useCallback, useState } from 'react';

/** The filter bar's values (docs/product.md §5), as the inputs hold them. */
export interface HistoryFilterValues {
  /** Euros; '' when not set. */
  stakeMin: number | string;
  stakeMax: number | string;
  /** Statuses ticked; none ticked shows every status. */
  statuses: string[];
  /** Local days 'YYYY-MM-DD'; null when not set. */
  placedFrom: string | null;
  placedTo: string | null;
}

export const NO_FILTERS: HistoryFilterValues = {
  stakeMin: '',
  stakeMax: '',
  statuses: [],
  placedFrom: null,
  placedTo: null,
};

/** How many of the five filters are set (the phone's Filters button shows it). */
export function activeFilterCount(filters: HistoryFilterValues): number {
  return [
    filters.stakeMin !== '',
    filters.stakeMax !== '',
    filters.statuses.length > 0,
    filters.placedFrom !== null,
    filters.placedTo !== null,
  ].filter(Boolean).length;
}

export function hasActiveFilters(filters: HistoryFilterValues): boolean {
  return activeFilterCount(filters) > 0;
}

/** The filter bar's state: change some values, or reset them all. */
export function useHistoryFilters() {
  const [filters, setFilters] = useState<HistoryFilterValues>(NO_FILTERS);
  const change = useCallback(
    (patch: Partial<HistoryFilterValues>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  );
  const reset = useCallback(() => setFilters(NO_FILTERS), []);
  return { filters, change, reset };
}
