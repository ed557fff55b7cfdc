import { Group, Table, VisuallyHidden } from '@mantine/core';
import type { BetView } from '@stakelab/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueName, catalogueSport } from '../utils/catalogue-name';
import { resultColors } from '../../../lib/result-colors';
import { formatDateTime, formatEuros, formatOdds } from '../../../lib/format';
import { SidewaysScroll } from '../../../components/ui/sideways-scroll';
import { BetActions } from './bet-actions';
import { BetExchangeDetails } from './bet-exchange-details';
import { BetSelections } from './bet-selections';
import { BetStatusBadge } from './bet-status-badge';
import { BetTags } from './bet-tags';
import { type RowText, rowText } from './row-text';
import classes from './bets-table.module.css';

interface BetsTableProps {
  /** The bets of the current page, newest first. */
  bets: readonly BetView[];
  onEdit: (bet: BetView) => void;
  /** Opens the tags dialog (any bet, imported ones included). */
  onTags: (bet: BetView) => void;
  onSettle: (bet: BetView) => void;
  onDelete: (bet: BetView) => void;
}

/** The net's colour as Mantine's Text c="green" would give it (the theme's text shade). */
function netColor(net: number): string | undefined {
  if (net > 0) return `var(--mantine-color-${resultColors.WON}-text)`;
  if (net < 0) return `var(--mantine-color-${resultColors.LOST}-text)`;
  return undefined;
}

interface BetRowProps {
  bet: BetView;
  onEdit: (bet: BetView) => void;
  /** Opens the tags dialog (any bet, imported ones included). */
  onTags: (bet: BetView) => void;
  onSettle: (bet: BetView) => void;
  onDelete: (bet: BetView) => void;
  text: RowText;
}

/**
 * Mantine's own class for a table cell: the row's cells are plain td elements styled as
 * Table.Td styles them (padding and borders from the table's variables), since ten Table.Td
 * per row, each a Box with its props and styles resolved, were a third of a new row's render.
 */
const TD = Table.Td.classes.td;

/**
 * One bet's row. Memoised: the page hands the same bet object for the same bet while the
 * history is unchanged (see HistoryClient), so a filter or page change re-renders only the rows
 * that are new on screen.
 */
const BetRow = memo(function BetRow({
  bet,
  onEdit,
  onTags,
  onSettle,
  onDelete,
  text,
}: BetRowProps) {
  const { t, language } = text;
  const placed = formatDateTime(bet.PlacedDate, language);
  const [placedDay = placed, placedTime = ''] = placed.split(', ');
  return (
    <Table.Tr data-testid="bet-row" data-bet-id={bet.Id}>
      <td className={`${TD} ${classes.nowrap}`} data-testid="bet-placed">
        <time dateTime={bet.PlacedDate}>
          {placedDay}
          <span className={classes.timeOfDay}>{placedTime}</span>
        </time>
      </td>
      <td className={TD} data-testid="bet-sport">
        {catalogueSport(t, bet.Sport)}
      </td>
      <td className={`${TD} ${classes.competition}`} data-testid="bet-competition">
        {catalogueName(t, bet.Competition)}
        {bet.EventDescription && <p className={classes.event}>{bet.EventDescription}</p>}
        <BetTags bet={bet} />
      </td>
      <td className={`${TD} ${classes.num}`} data-testid="bet-odds">
        {bet.Odds === null ? '–' : formatOdds(bet.Odds, language)}
      </td>
      <td className={TD}>
        <BetStatusBadge status={bet.Status} wraps text={text} />
      </td>
      <td className={`${TD} ${classes.num}`} data-testid="bet-stake">
        {formatEuros(bet.Stake, language)}
      </td>
      <td className={`${TD} ${classes.num}`} data-testid="bet-return">
        {formatEuros(bet.ActualReturn, language)}
      </td>
      <td className={`${TD} ${classes.num}`} data-testid="bet-net">
        <span className={classes.net} style={{ color: netColor(bet.NetReturn) }}>
          {formatEuros(bet.NetReturn, language, true)}
        </span>
      </td>
      <td className={TD}>
        <BetSelections selections={bet.Selections} text={text} />
        <BetExchangeDetails bet={bet} text={text} />
      </td>
      <td className={TD}>
        <Group gap={4} wrap="nowrap">
          <BetActions
            bet={bet}
            placed={placed}
            onEdit={onEdit}
            onTags={onTags}
            onSettle={onSettle}
            onDelete={onDelete}
            text={text}
          />
        </Group>
      </td>
    </Table.Tr>
  );
});

/**
 * docs/product.md §2 table: Placed Date, Sport, Competition, Odds, Status, Stake, Actual Return,
 * Net Return and the nested Selections, plus settle, edit and delete buttons per row. Numbers right-aligned
 * in tabular figures. Shown from 75em (BetList), where its columns fit the 1168 px content box
 * in English and Spanish (issue 17: tight cell padding, status words that may wrap): it lives
 * in the page's scroll and its header sticks under the app header. Should a row still be too
 * wide, it scrolls sideways and says so; result and net come before the selections.
 */
export function BetsTable({ bets, onEdit, onTags, onSettle, onDelete }: BetsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The same object until the language changes: the memoised rows keep their render.
  const text = useMemo(() => rowText(t, language), [t, language]);

  return (
    <SidewaysScroll label={t('history.table.caption')} testId="bets-table-scroll">
      <Table
        stickyHeader
        // The shell's --header-height: the column names stay in view below the app header.
        stickyHeaderOffset="var(--header-height, 64px)"
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={6}
        fz="sm"
        aria-label={t('history.table.caption')}
        data-testid="bets-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.head}>
              {t('history.table.placedDate')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              {t('history.table.sport')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              {t('history.table.competition')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.head} ${classes.num}`}>
              {t('history.table.odds')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              {t('history.table.status')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.head} ${classes.num}`}>
              {t('history.table.stake')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.head} ${classes.num}`}>
              {t('history.table.actualReturn')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.head} ${classes.num}`}>
              {t('history.table.netReturn')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              {t('history.table.selections')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              <VisuallyHidden>{t('history.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bets.map((bet) => (
            <BetRow
              key={bet.Id}
              bet={bet}
              onEdit={onEdit}
              onTags={onTags}
              onSettle={onSettle}
              onDelete={onDelete}
              text={text}
            />
          ))}
        </Table.Tbody>
      </Table>
    </SidewaysScroll>
  );
}
