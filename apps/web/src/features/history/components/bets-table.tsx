import { Table, VisuallyHidden } from '@mantine/core';
import type { BetView, HistorySortKey } from '@stakelab/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { memo, useState } from 'react';
import { statusLabelKey } from '../utils/bet-status';
import { catalogueName, catalogueSport } from '../utils/catalogue-name';
import { formatDateTime } from '../../../lib/format';
import { SidewaysScroll } from '../../../components/ui/sideways-scroll';
import { BetActions } from './bet-actions';
import { BetExchangeDetails } from './bet-exchange-details';
import { betFigures } from './bet-figures';
import type { BetHandlers, BetItemProps } from './bet-item-props';
import { BetItems } from './bet-items';
import { BetSelectBox } from './bet-select-box';
import { BetSelections } from './bet-selections';
import { BetStatusBadge } from './bet-status-badge';
import { BetWhat } from './bet-what';
import { FeedLinkOffers } from './feed-link-offers';
import { ariaSort, type ColumnSort, type RowSelection } from './row-selection';
import { type RowText, useRowText } from './row-text';
import classes from './bets-table.module.css';

interface BetsTableProps extends BetHandlers {
  /** The bets of the current page, in the list's order. */
  bets: readonly BetView[];
  selection: RowSelection;
  columnSort: ColumnSort;
}

/**
 * Mantine's own class for a table cell: the row's cells are plain td elements styled as
 * Table.Td styles them (padding and borders from the table's variables), since ten Table.Td
 * per row, each a Box with its props and styles resolved, were a third of a new row's render.
 */
const TD = Table.Td.classes.td;

/** A status as its badge reads, for the cell's title (a long one is cut to the column). */
function statusText(status: string, text: RowText): string {
  const key = statusLabelKey(status);
  return key ? text.label(key) : status;
}

/** The columns after the box and before the actions, for the fold-out's width. */
const COLUMNS = 12;

/**
 * One bet's row, one line high (issue 32), and beneath it, folded out on demand, a multiple's
 * legs with their results (and an exchange bet's details). Memoised: the page hands the same
 * bet object for the same bet while the history is unchanged (see HistoryClient), so a filter
 * or page change re-renders only the rows that are new on screen.
 */
const BetRow = memo(function BetRow({
  bet,
  selected,
  onSelect,
  offers,
  text,
  ...handlers
}: BetItemProps) {
  const { t, language } = text;
  const [expanded, setExpanded] = useState(false);
  const placed = formatDateTime(bet.PlacedDate, language);
  const [placedDay = placed, placedTime = ''] = placed.split(', ');
  const sport = catalogueSport(t, bet.Sport);
  const competition = catalogueName(t, bet.Competition);
  const figures = betFigures(bet, language);
  return (
    <>
      <Table.Tr
        data-testid="bet-row"
        data-bet-id={bet.Id}
        data-selected={selected || undefined}
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      >
        <td className={TD}>
          <BetSelectBox
            bet={bet}
            placed={placed}
            selected={selected}
            onSelect={onSelect}
            text={text}
            className={classes.check}
          />
        </td>
        <td className={TD} data-testid="bet-placed" title={placed}>
          <time dateTime={bet.PlacedDate}>
            {placedDay} <span className={classes.whatEvent}>{placedTime}</span>
          </time>
        </td>
        <td className={TD} data-testid="bet-sport" title={sport}>
          {sport}
        </td>
        <td className={TD} data-testid="bet-competition" title={competition}>
          {competition}
        </td>
        <td className={TD} data-testid="bet-bookmaker" title={bet.Bookmaker ?? undefined}>
          {bet.Bookmaker ?? '–'}
        </td>
        <td className={`${TD} ${classes.num}`} data-testid="bet-odds">
          {figures.odds}
        </td>
        <td className={`${TD} ${classes.statusCell}`} title={statusText(bet.Status, text)}>
          <BetStatusBadge status={bet.Status} text={text} />
        </td>
        <td className={`${TD} ${classes.num}`} data-testid="bet-stake">
          {figures.stake}
        </td>
        <td className={`${TD} ${classes.num}`} data-testid="bet-return">
          {figures.actualReturn}
        </td>
        <td className={`${TD} ${classes.num}`} data-testid="bet-net">
          <span className={classes.net} style={{ color: figures.netColor }}>
            {figures.net}
          </span>
        </td>
        <td className={TD}>
          <BetWhat
            bet={bet}
            placed={placed}
            expanded={expanded}
            onToggle={() => setExpanded((open) => !open)}
            offered={offers !== undefined}
            text={text}
          />
        </td>
        <td className={`${TD} ${classes.actions}`}>
          <div style={{ display: 'flex', gap: 2 }}>
            <BetActions bet={bet} placed={placed} text={text} {...handlers} />
          </div>
        </td>
      </Table.Tr>
      {expanded && (
        <tr className={classes.foldRow} data-testid="bet-legs">
          <td className={TD} />
          <td className={TD} colSpan={COLUMNS - 1}>
            <BetSelections selections={bet.Selections} text={text} />
            <BetExchangeDetails bet={bet} text={text} />
            {offers && <FeedLinkOffers offers={offers} text={text} />}
          </td>
        </tr>
      )}
    </>
  );
});

/** A column heading, a button sorting by it where it sorts (aria-sort on the sorted one). */
function Heading({
  label,
  sortKey,
  columnSort,
  num,
  className,
  text,
}: {
  label: ParseKeys;
  sortKey?: HistorySortKey;
  columnSort: ColumnSort;
  num?: boolean;
  className: string;
  text: RowText;
}) {
  const name = text.label(label);
  const cls = `${classes.head} ${num ? classes.num : ''} ${className}`;
  if (sortKey === undefined) {
    return (
      <Table.Th scope="col" className={cls}>
        {name}
      </Table.Th>
    );
  }
  const sorted = ariaSort(columnSort.sort, sortKey);
  const Arrow =
    sorted === 'ascending' ? IconArrowUp : sorted === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th scope="col" className={cls} aria-sort={sorted}>
      <button
        type="button"
        className={classes.sortButton}
        onClick={() => columnSort.onSort(sortKey)}
        title={text.t('history.table.sortBy', { column: name })}
        data-testid={`sort-${sortKey}`}
      >
        {name}
        <Arrow size={12} aria-hidden="true" />
      </button>
    </Table.Th>
  );
}

/**
 * docs/product.md §2 table: Placed Date, Sport, Competition, Odds, Status, Stake, Actual Return,
 * Net Return and the Selections, plus a box to select each bet, its Bookmaker and the settle,
 * edit, tags and delete buttons (issue 32). One line a bet, cut to fixed columns, so a screen
 * holds 12 bets and more in either language; a multiple's legs (the nested Selections table,
 * with each leg's result) fold out beneath it. Date, odds, stake and net sort. Numbers
 * right-aligned in tabular figures. Shown from 75em (BetList); its header sticks under the app
 * header.
 */
export function BetsTable({ bets, selection, columnSort, ...handlers }: BetsTableProps) {
  const text = useRowText();
  const { t } = text;
  const pageIds = bets.map((bet) => bet.Id);
  const ticked = pageIds.filter((id) => selection.isSelected(id)).length;
  const head = { columnSort, text };

  return (
    <SidewaysScroll label={t('history.table.caption')} testId="bets-table-scroll">
      <Table
        stickyHeader
        // The shell's --header-height: the column names stay in view below the app header.
        stickyHeaderOffset="var(--header-height, 64px)"
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={6}
        fz="sm"
        className={classes.compact}
        aria-label={t('history.table.caption')}
        data-testid="bets-table"
      >
        <colgroup>
          <col className={classes.colSelect} />
          <col className={classes.colDate} />
          <col className={classes.colSport} />
          <col className={classes.colCompetition} />
          <col className={classes.colBookmaker} />
          <col className={classes.colOdds} />
          <col className={classes.colStatus} />
          <col className={classes.colMoney} />
          <col className={classes.colMoney} />
          <col className={classes.colMoney} />
          <col />
          <col className={classes.colActions} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.head}>
              <input
                type="checkbox"
                className={classes.check}
                checked={bets.length > 0 && ticked === bets.length}
                ref={(box) => {
                  if (box) box.indeterminate = ticked > 0 && ticked < bets.length;
                }}
                onChange={(event) => selection.onSelect(pageIds, event.currentTarget.checked)}
                aria-label={t('history.table.selectPage')}
                data-testid="select-page"
              />
            </Table.Th>
            <Heading label="history.table.placedDate" sortKey="date" className="" {...head} />
            <Heading label="history.table.sport" className="" {...head} />
            <Heading label="history.table.competition" className="" {...head} />
            <Heading label="history.table.bookmaker" className="" {...head} />
            <Heading label="history.table.odds" sortKey="odds" num className="" {...head} />
            <Heading label="history.table.status" className="" {...head} />
            <Heading label="history.table.stake" sortKey="stake" num className="" {...head} />
            <Heading label="history.table.actualReturn" num className="" {...head} />
            <Heading label="history.table.netReturn" sortKey="net" num className="" {...head} />
            <Heading label="history.table.selections" className="" {...head} />
            <Table.Th scope="col" className={classes.head}>
              <VisuallyHidden>{t('history.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <BetItems bets={bets} selection={selection} text={text} Item={BetRow} {...handlers} />
        </Table.Tbody>
      </Table>
    </SidewaysScroll>
  );
}
