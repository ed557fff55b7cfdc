import { Group, Stack, Text } from '@mantine/core';
import type { SelectionView } from '@stakelab/core';
import { formatOdds } from '../../../lib/format';
import type { RowText } from './row-text';

/**
 * A bet's selections on a phone card: one line per selection (name and odds), with its event
 * and market beneath, instead of a four-column table that would not fit.
 */
export function BetSelectionsList({
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
    <Stack
      component="ul"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={text.label('history.table.selections')}
      data-testid="bet-selections"
    >
      {selections.map((selection) => (
        <li key={selection.SelectionId} data-testid="selection">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {selection.SelectionName}
            </Text>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {selection.Odds === null ? '–' : `@ ${formatOdds(selection.Odds, text.language)}`}
            </Text>
          </Group>
          {(selection.EventName ?? selection.MarketName) && (
            <Text size="xs" c="dimmed">
              {[selection.EventName, selection.MarketName].filter(Boolean).join(' · ')}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
