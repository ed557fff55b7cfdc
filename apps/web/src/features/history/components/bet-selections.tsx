import { Table, Text } from '@mantine/core';
import type { SelectionView } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../../lib/format';
import classes from './bets-table.module.css';

/**
 * docs/product.md §2: a bet's selections as a nested table (Selection Name, Odds, Event, Market).
 */
export function BetSelections({ selections }: { selections: readonly SelectionView[] }) {
  const { t, i18n } = useTranslation();

  if (selections.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="no-selections">
        {t('history.table.noSelections')}
      </Text>
    );
  }

  return (
    <Table
      className={classes.selections}
      fz="xs"
      verticalSpacing={4}
      horizontalSpacing={5}
      withRowBorders={false}
      data-testid="bet-selections"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('history.table.selectionName')}</Table.Th>
          <Table.Th scope="col" className={classes.num}>
            {t('history.table.selectionOdds')}
          </Table.Th>
          <Table.Th scope="col">{t('history.table.event')}</Table.Th>
          <Table.Th scope="col">{t('history.table.market')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {selections.map((selection) => (
          <Table.Tr key={selection.SelectionId} data-testid="selection">
            <Table.Td className={classes.selectionName}>{selection.SelectionName}</Table.Td>
            <Table.Td className={classes.num}>
              {selection.Odds === null ? '–' : formatOdds(selection.Odds, i18n.language)}
            </Table.Td>
            <Table.Td>{selection.EventName ?? '–'}</Table.Td>
            <Table.Td>{selection.MarketName ?? '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
