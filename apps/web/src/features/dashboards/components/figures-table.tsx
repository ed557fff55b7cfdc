import { Table, Text, UnstyledButton } from '@mantine/core';
import type { GroupFigures } from '@stakelab/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resultColors } from '../../../lib/result-colors';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import type { GroupColumn, GroupSort } from '../utils/sort-groups';
import classes from './dashboards.module.css';

export interface FiguresRow extends GroupFigures {
  key: string;
  /** What the first column shows. */
  name: string;
}

/** Gains green, losses red, nothing either way in the body colour. */
export function signColor(value: number) {
  if (value > 0) return resultColors.WON;
  if (value < 0) return resultColors.LOST;
  return undefined;
}

interface FiguresTableProps {
  rows: FiguresRow[];
  /** Header of the first column (Sport, Bet Type, …). */
  nameHeader: string;
  /** Header of the count column: Total Bets, or Selections for per-selection groups. */
  betsHeader?: string;
  /** The table's accessible name. */
  caption: string;
  /**
   * Sortable headers (docs/product.md §2 Performance by Sport): the current order and a way
   * to change it.
   */
  sort?: { value: GroupSort; onChange: (column: GroupColumn) => void };
  testId?: string;
}

/** A group's bets, staked, Net P/L and ROI (%), right-aligned with tabular figures. */
export function FiguresTable({
  rows,
  nameHeader,
  betsHeader,
  caption,
  sort,
  testId,
}: FiguresTableProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();

  const columns: { column: GroupColumn; label: string; numeric: boolean }[] = [
    { column: 'name', label: nameHeader, numeric: false },
    { column: 'bets', label: betsHeader ?? t('dashboards.columns.bets'), numeric: true },
    { column: 'staked', label: t('dashboards.columns.staked'), numeric: true },
    { column: 'netProfit', label: t('dashboards.columns.net'), numeric: true },
    { column: 'roiRatio', label: t('dashboards.columns.roi'), numeric: true },
  ];

  function header({ column, label, numeric }: (typeof columns)[number]) {
    const className = numeric ? `${classes.head} ${classes.num}` : classes.head;
    if (!sort) {
      return (
        <Table.Th key={column} className={className} scope="col">
          {label}
        </Table.Th>
      );
    }
    const isActive = sort.value.column === column;
    const direction = isActive ? sort.value.direction : null;
    const Icon =
      direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
    return (
      <Table.Th
        key={column}
        className={className}
        scope="col"
        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      >
        <UnstyledButton
          className={`${classes.sortButton} ${isActive ? classes.sortActive : ''}`}
          onClick={() => sort.onChange(column)}
          data-testid={`sort-${column}`}
          title={t('dashboards.sport.sortBy', { column: label })}
        >
          {label}
          <Icon size={14} stroke={2} aria-hidden="true" style={{ opacity: isActive ? 1 : 0.5 }} />
        </UnstyledButton>
      </Table.Th>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table
        stickyHeader
        highlightOnHover
        verticalSpacing="sm"
        aria-label={caption}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>{columns.map(header)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid="figures-row">
              <Table.Td className={classes.name} data-testid="figures-name">
                <Text size="sm" fw={600} span>
                  {row.name}
                </Text>
              </Table.Td>
              <Table.Td className={classes.num} data-testid="figures-bets">
                {format.count(row.bets)}
              </Table.Td>
              <Table.Td className={classes.num} data-testid="figures-staked">
                {format.euro(row.staked)}
              </Table.Td>
              <Table.Td className={classes.num} data-testid="figures-net">
                <Text span size="sm" fw={600} c={signColor(row.netProfit)}>
                  {format.signedEuro(row.netProfit)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.num} data-testid="figures-roi">
                <Text span size="sm" c={signColor(row.roiRatio)}>
                  {format.percent(row.roiRatio)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
