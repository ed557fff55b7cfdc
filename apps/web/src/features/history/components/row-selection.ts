import type { HistorySort, HistorySortKey } from '@stakelab/core';

/** What a list of bets needs for the multi-select and the sortable columns (issue 32). */
export interface RowSelection {
  /** Whether the bet with this Id is ticked. */
  isSelected: (id: number) => boolean;
  /** Ticks or unticks bets (one row's box, or the page's). */
  onSelect: (ids: readonly number[], selected: boolean) => void;
}

export interface ColumnSort {
  sort: HistorySort;
  onSort: (key: HistorySortKey) => void;
}

/** aria-sort of a column: only the sorted one says so. */
export function ariaSort(sort: HistorySort, key: HistorySortKey) {
  if (sort.key !== key) return undefined;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/**
 * The sort after a click on a column's heading: the sorted column turns round; another is
 * sorted highest (or newest) first.
 */
export function nextSort(sort: HistorySort, key: HistorySortKey): HistorySort {
  if (sort.key === key) return { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'desc' };
}
