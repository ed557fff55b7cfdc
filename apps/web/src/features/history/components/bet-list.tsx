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

/** Rows per page: 10,000 bets stay smooth because only one page is ever in the DOM. */
export const BETS_PER_PAGE = 50;

interface BetListProps {
  /** The filtered bets, newest first. Give the list a new `key` when the filters change. */
  bets: readonly BetView[];
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
export function BetList({ bets, onDelete }: BetListProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(bets.length / BETS_PER_PAGE));
  const current = Math.min(page, pages);
  const first = (current - 1) * BETS_PER_PAGE;
  const visible = bets.slice(first, first + BETS_PER_PAGE);
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
        <BetCards bets={visible} onEdit={startEdit} onSettle={startSettle} onDelete={onDelete} />
      ) : (
        <BetsTable bets={visible} onEdit={startEdit} onSettle={startSettle} onDelete={onDelete} />
      )}
      {pages > 1 && (
        <Group justify="space-between" align="center" mt="md" gap="sm">
          <Text size="sm" c="dimmed" data-testid="bets-range">
            {t('history.table.range', {
              from: formatCount(first + 1, language),
              to: formatCount(first + visible.length, language),
              total: formatCount(bets.length, language),
            })}
          </Text>
          <nav aria-label={t('history.table.pagination')}>
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              siblings={isPhone === true ? 0 : 1}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': t(`history.table.pageControls.${control}`),
              })}
              getItemProps={(number) => ({
                'aria-label': t('history.table.pageNumber', { number }),
                'aria-current': number === current ? 'page' : undefined,
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
