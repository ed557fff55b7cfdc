import { Text } from '@mantine/core';
import type { SelectionView } from '@stakelab/core';
import { formatOdds } from '../../../lib/format';
import { statusLabelKey } from '../utils/bet-status';
import classes from './bets-table.module.css';
import type { RowText } from './row-text';

/** A leg's result in the interface language ('–' while it has none). */
export function legResult(result: string | null, text: RowText): string {
  if (result === null || result.trim() === '') return '–';
  const key = statusLabelKey(result);
  return key ? text.label(key) : result;
}

/**
 * docs/product.md §2: a bet's selections as a nested table (Selection Name, Odds, Event, Market),
 * and each leg's result (issue 32: a multiple's legs fold out with how each went).
 * Plain table elements styled by the module: one sits in every row of the history, and
 * Mantine's Table parts cost a page of 50 rows tens of milliseconds per render.
 */
export function BetSelections({
  selections,
  text,
}: {
  selections: readonly SelectionView[];
  text: RowText;
}) {
  if (selections.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="no-selections">
        {text.label('history.table.noSelections')}
      </Text>
    );
  }

  return (
    <table className={classes.selections} data-testid="bet-selections">
      <thead>
        <tr>
          <th scope="col">{text.label('history.table.selectionName')}</th>
          <th scope="col" className={classes.num}>
            {text.label('history.table.selectionOdds')}
          </th>
          <th scope="col">{text.label('history.table.event')}</th>
          <th scope="col">{text.label('history.table.market')}</th>
          <th scope="col">{text.label('history.table.result')}</th>
        </tr>
      </thead>
      <tbody>
        {selections.map((selection) => (
          <tr key={selection.SelectionId} data-testid="selection">
            <td className={classes.selectionName}>{selection.SelectionName}</td>
            <td className={classes.num}>
              {selection.Odds === null ? '–' : formatOdds(selection.Odds, text.language)}
            </td>
            <td>{selection.EventName ?? '–'}</td>
            <td>{selection.MarketName ?? '–'}</td>
            <td data-testid="selection-result">{legResult(selection.Result, text)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
