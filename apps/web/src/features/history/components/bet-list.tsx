import { Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BetView } from '@stakelab/core';
import { memo, useCallback, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { HISTORY_PAGE_SIZE } from '../../../history-store';
import { useBetDialog } from '../hooks/use-bet-dialog';
import { useRowFocusReturn } from '../hooks/use-row-focus-return';
import { useRowsInSteps } from '../hooks/use-rows-in-steps';
import { rowsInView, useRowsInView } from '../hooks/use-rows-in-view';
import { AddBetDialog } from './add-bet-dialog';
import { BetCards } from './bet-cards';
import { BetDialogSlot } from './bet-dialog-slot';
import { BetsTable } from './bets-table';
import { DeleteBetDialog } from './delete-bet-dialog';
import { EditTagsDialog } from './edit-tags-dialog';
import type { ColumnSort, RowSelection } from './row-selection';
import { SettleBetDialog } from './settle-bet-dialog';

/** Rows per page: only one page is ever in the DOM (and crosses from the history worker). */
export const BETS_PER_PAGE = HISTORY_PAGE_SIZE;

/** One page of the filtered bets, as the history engine answers it. */
export interface BetListPage {
  /** The page's bets in the list's order (at most BETS_PER_PAGE). */
  rows: readonly BetView[];
  /** How many bets the filters keep, on every page. */
  shown: number;
  /** The 1-based page `rows` are, of `pages`. */
  page: number;
  pages: number;
}

interface BetListProps {
  view: BetListPage;
  onPageChange: (page: number) => void;
  selection: RowSelection;
  columnSort: ColumnSort;
}

/**
 * The bets one page at a time: a table on wide screens, cards on phones and tablets. Each bet's Edit opens
 * the add-bet dialog in edit mode and its Settle the settle dialog, both kept here so the page
 * only hands over the bets. Memoised: a key typed in the filter bar renders nothing here until
 * its answer comes.
 */
export const BetList = memo(function BetList({
  view,
  onPageChange,
  selection,
  columnSort,
}: BetListProps) {
  const { t, i18n } = useTranslation();
  // Cards below 75em: only from there do the table's ten columns fit the content box, in
  // Spanish too (issue 17). Read before the first paint, so no table flashes on a phone.
  const isNarrow = useMediaQuery('(max-width: 74.99em)', false, { getInitialValueInEffect: false });
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // A new answer renders in the background (interruptible, no long task) while the last one
  // stays on screen; rows already drawn for the same bets are kept (memoised).
  const { rows: allRows, shown, page, pages } = useDeferredValue(view);
  const listRef = useRef<HTMLDivElement>(null);
  useRowsInView(listRef, allRows);
  const rows = useRowsInSteps(allRows, rowsInView());
  const first = (page - 1) * BETS_PER_PAGE;
  const language = i18n.language;
  const focusReturn = useRowFocusReturn();
  const { remember, giveBack, giveBackAfterRowLeft } = focusReturn;
  const edit = useBetDialog(focusReturn);
  const settle = useBetDialog(focusReturn);
  const tags = useBetDialog(focusReturn);
  const [toDelete, setToDelete] = useState<BetView | null>(null);

  // Stable, so the memoised rows keep their render when the page changes around them.
  const startDelete = useCallback(
    (bet: BetView) => {
      remember(bet.Id);
      setToDelete(bet);
    },
    [remember],
  );
  const closeDelete = () => {
    setToDelete(null);
    giveBack();
  };
  const afterDelete = () => {
    setToDelete(null);
    giveBackAfterRowLeft();
  };

  return (
    // data-shown: which answer the rows drawn belong to (the bench waits for it).
    <div ref={listRef} data-testid="bet-list" data-shown={shown}>
      {isNarrow ? (
        <BetCards
          bets={rows}
          onEdit={edit.open}
          onTags={tags.open}
          onSettle={settle.open}
          onDelete={startDelete}
          selection={selection}
        />
      ) : (
        <BetsTable
          bets={rows}
          onEdit={edit.open}
          onTags={tags.open}
          onSettle={settle.open}
          onDelete={startDelete}
          selection={selection}
          columnSort={columnSort}
        />
      )}
      {pages > 1 && (
        <Group justify="space-between" align="center" mt="md" gap="sm">
          <Text size="sm" c="dimmed" data-testid="bets-range">
            {t('history.table.range', {
              from: formatCount(first + 1, language),
              to: formatCount(Math.min(first + BETS_PER_PAGE, shown), language),
              total: formatCount(shown, language),
            })}
          </Text>
          <nav aria-label={t('history.table.pagination')}>
            <Pagination
              total={pages}
              value={page}
              onChange={onPageChange}
              siblings={isPhone ? 0 : 1}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': t(`history.table.pageControls.${control}`),
              })}
              getItemProps={(number) => ({
                'aria-label': t('history.table.pageNumber', { number }),
                'aria-current': number === page ? 'page' : undefined,
              })}
              data-testid="bets-pagination"
            />
          </nav>
        </Group>
      )}
      <BetDialogSlot dialog={edit} Dialog={AddBetDialog} />
      <BetDialogSlot dialog={tags} Dialog={EditTagsDialog} />
      <DeleteBetDialog bet={toDelete} onClose={closeDelete} onDeleted={afterDelete} />
      <BetDialogSlot dialog={settle} Dialog={SettleBetDialog} />
    </div>
  );
});
