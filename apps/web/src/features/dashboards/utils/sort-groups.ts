import type { NamedGroup } from '@stakelab/core';

/** The sortable columns of the Performance by Sport table (docs/product.md §2). */
export type GroupColumn = 'name' | 'bets' | 'staked' | 'netProfit' | 'roiRatio';
export type SortDirection = 'asc' | 'desc';

export interface GroupSort {
  column: GroupColumn;
  direction: SortDirection;
}

/** docs/product.md §2: Net P/L, highest first, until the user picks another column. */
export const DEFAULT_GROUP_SORT: GroupSort = { column: 'netProfit', direction: 'desc' };

/**
 * docs/product.md §2: clicking the column already sorted on turns its direction round; another
 * column sorts by it, names A→Z and figures highest first (what a reader looks for first).
 */
export function nextSort(current: GroupSort, column: GroupColumn): GroupSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: column === 'name' ? 'asc' : 'desc' };
}

/** The rows in the chosen order; ties keep a stable order by name. */
export function sortGroups<Row extends NamedGroup>(
  rows: readonly Row[],
  { column, direction }: GroupSort,
  locale: string,
): Row[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order = column === 'name' ? collator.compare(a.name, b.name) : a[column] - b[column];
    return order !== 0 ? sign * order : collator.compare(a.name, b.name);
  });
}
