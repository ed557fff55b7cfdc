import { Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { GroupFigures } from '@stakelab/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SidewaysScroll } from '../../../components/ui/sideways-scroll';
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
  /**
   * A last row over every group, in the table's foot (issue 32): its name, and a line saying
   * what it counts (e.g. "800 bets with 1,188 selections").
   */
  total?: GroupFigures & { name: string; hint: string };
  testId?: string;
}

/** docs/product.md §2's order: Sport (or Bet Type…), Total Bets, Total Staked, Net P/L, ROI (%). */
const SPEC_ORDER: readonly GroupColumn[] = ['name', 'bets', 'staked', 'netProfit', 'roiRatio'];
/**
 * A phone's order: the key figures, Net P/L and ROI, right after the name, where they show
 * without scrolling (issue 17: they hid off-screen); counts and stakes after them.
 */
const PHONE_ORDER: readonly GroupColumn[] = ['name', 'netProfit', 'roiRatio', 'bets', 'staked'];

/**
 * A group's bets, staked, Net P/L and ROI (%), right-aligned with tabular figures. Should the
 * columns not fit the card (a phone), it scrolls sideways and says so.
 */
export function FiguresTable({
  rows,
  nameHeader,
  betsHeader,
  caption,
  sort,
  total,
  testId,
}: FiguresTableProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  const labels: Record<GroupColumn, string> = {
    name: nameHeader,
    bets: betsHeader ?? t('dashboards.columns.bets'),
    staked: t('dashboards.columns.staked'),
    netProfit: t('dashboards.columns.net'),
    roiRatio: t('dashboards.columns.roi'),
  };
  const order = isPhone ? PHONE_ORDER : SPEC_ORDER;
  const columns = order.map((column) => ({
    column,
    label: labels[column],
    numeric: column !== 'name',
  }));

  const cells: Record<GroupColumn, (row: FiguresRow) => ReactNode> = {
    name: (row) => (
      <Table.Td key="name" className={classes.name} data-testid="figures-name">
        <Text size="sm" fw={600} span>
          {row.name}
        </Text>
      </Table.Td>
    ),
    bets: (row) => (
      <Table.Td key="bets" className={classes.num} data-testid="figures-bets">
        {format.count(row.bets)}
      </Table.Td>
    ),
    staked: (row) => (
      <Table.Td key="staked" className={classes.num} data-testid="figures-staked">
        {format.money(row.staked)}
      </Table.Td>
    ),
    netProfit: (row) => (
      <Table.Td key="netProfit" className={classes.num} data-testid="figures-net">
        <Text span size="sm" fw={600} c={signColor(row.netProfit)}>
          {format.signedMoney(row.netProfit)}
        </Text>
      </Table.Td>
    ),
    roiRatio: (row) => (
      <Table.Td key="roiRatio" className={classes.num} data-testid="figures-roi">
        <Text span size="sm" c={signColor(row.roiRatio)}>
          {format.roi(row.roiRatio)}
        </Text>
      </Table.Td>
    ),
  };

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
    <SidewaysScroll label={caption}>
      <Table
        stickyHeader
        stickyHeaderOffset="var(--header-height, 64px)"
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
              {order.map((column) => cells[column](row))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total ? (
          <Table.Tfoot>
            <Table.Tr data-testid="figures-total" className={classes.totalRow}>
              {order.map((column) =>
                column === 'name' ? (
                  <Table.Th key="name" scope="row" className={classes.name}>
                    <Text size="sm" fw={700} span data-testid="figures-total-name">
                      {total.name}
                    </Text>
                    <Text
                      size="xs"
                      c="dimmed"
                      fw={400}
                      display="block"
                      data-testid="figures-total-hint"
                    >
                      {total.hint}
                    </Text>
                  </Table.Th>
                ) : (
                  cells[column]({ ...total, key: 'total' })
                ),
              )}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </SidewaysScroll>
  );
}
