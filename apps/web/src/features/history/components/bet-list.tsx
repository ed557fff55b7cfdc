import { Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BetView } from '@stakelab/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { AddBetDialog } from './add-bet-dialog';
import { BetCards } from './bet-cards';
import { BetsTable } from './bets-table';
import { SettleBetDialog } from './settle-bet-dialog';

/** Rows per page: only one page is ever in the DOM (and crosses from the history worker). */
export const BETS_PER_PAGE = 50;

interface BetListProps {
  /** The page's bets, newest first (at most BETS_PER_PAGE). */
  rows: readonly BetView[];
  /** How many bets the filters keep, on every page. */
  shown: number;
  /** The 1-based page `rows` are, of `pages`. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  onDelete: (bet: BetView) => void;
}

/** One opening of the edit or settle dialog; `session` keys it: every opening starts afresh. */
interface EditSession {
  bet: BetView;
  opened: boolean;
  session: number;
}

/**
 * The bets one page at a time: a table on wide screens, cards on phones. Each bet's Edit opens
 * the add-bet dialog in edit mode and its Settle the settle dialog, both kept here so the page
 * only hands over the bets.
 */
export function BetList({ rows, shown, page, pages, onPageChange, onDelete }: BetListProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const first = (page - 1) * BETS_PER_PAGE;
  const language = i18n.language;
  const [editing, setEditing] = useState<EditSession | null>(null);
  const sessions = useRef(0);
  const [settling, setSettling] = useState<EditSession | null>(null);

  const startEdit = (bet: BetView) => {
    sessions.current += 1;
    setEditing({ bet, opened: true, session: sessions.current });
  };
  const closeEdit = () => setEditing((current) => current && { ...current, opened: false });
  // Unmounted once the closing animation is over (not if it was reopened meanwhile).
  const forgetEdit = () => setEditing((current) => (current?.opened ? current : null));
  const startSettle = (bet: BetView) => {
    sessions.current += 1;
    setSettling({ bet, opened: true, session: sessions.current });
  };
  const closeSettle = () => setSettling((current) => current && { ...current, opened: false });
  const forgetSettle = () => setSettling((current) => (current?.opened ? current : null));

  return (
    <>
      {isPhone === true ? (
        <BetCards bets={rows} onEdit={startEdit} onSettle={startSettle} onDelete={onDelete} />
      ) : (
        <BetsTable bets={rows} onEdit={startEdit} onSettle={startSettle} onDelete={onDelete} />
      )}
      {pages > 1 && (
        <Group justify="space-between" align="center" mt="md" gap="sm">
          <Text size="sm" c="dimmed" data-testid="bets-range">
            {t('history.table.range', {
              from: formatCount(first + 1, language),
              to: formatCount(first + rows.length, language),
              total: formatCount(shown, language),
            })}
          </Text>
          <nav aria-label={t('history.table.pagination')}>
            <Pagination
              total={pages}
              value={page}
              onChange={onPageChange}
              siblings={isPhone === true ? 0 : 1}
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
      {editing && (
        <AddBetDialog
          key={editing.session}
          opened={editing.opened}
          bet={editing.bet}
          onClose={closeEdit}
          onClosed={forgetEdit}
        />
      )}
      {settling && (
        <SettleBetDialog
          key={settling.session}
          opened={settling.opened}
          bet={settling.bet}
          onClose={closeSettle}
          onClosed={forgetSettle}
        />
      )}
    </>
  );
}
