import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BetView } from '@stakelab/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueName, catalogueSport } from '../utils/catalogue-name';
import { resultColors } from '../../../lib/result-colors';
import { Figure } from '../../../components/ui/figure';
import { formatDateTime, formatEuros, formatOdds } from '../../../lib/format';
import { BetActions } from './bet-actions';
import { BetExchangeDetails } from './bet-exchange-details';
import { BetSelectionsList } from './bet-selections-list';
import { BetStatusBadge } from './bet-status-badge';
import { BetTags } from './bet-tags';
import { type RowText, rowText } from './row-text';

interface BetCardsProps {
  bets: readonly BetView[];
  onEdit: (bet: BetView) => void;
  /** Opens the tags dialog (any bet, imported ones included). */
  onTags: (bet: BetView) => void;
  onSettle: (bet: BetView) => void;
  onDelete: (bet: BetView) => void;
}

interface BetCardProps {
  bet: BetView;
  onEdit: (bet: BetView) => void;
  /** Opens the tags dialog (any bet, imported ones included). */
  onTags: (bet: BetView) => void;
  onSettle: (bet: BetView) => void;
  onDelete: (bet: BetView) => void;
  text: RowText;
}

/** One bet's card; memoised like the table's rows (see BetRow in bets-table.tsx). */
const BetCard = memo(function BetCard({
  bet,
  onEdit,
  onTags,
  onSettle,
  onDelete,
  text,
}: BetCardProps) {
  const { t, language } = text;
  const placed = formatDateTime(bet.PlacedDate, language);
  const netColor =
    bet.NetReturn > 0 ? resultColors.WON : bet.NetReturn < 0 ? resultColors.LOST : undefined;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="bet-row" data-bet-id={bet.Id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" data-testid="bet-placed">
            {placed}
          </Text>
          <Text fw={600} size="sm" data-testid="bet-sport">
            {catalogueSport(t, bet.Sport)} · {catalogueName(t, bet.Competition)}
          </Text>
          {bet.EventDescription && (
            <Text size="xs" c="dimmed">
              {bet.EventDescription}
            </Text>
          )}
          <BetTags bet={bet} />
        </div>
        <Group gap={4} wrap="nowrap">
          <BetStatusBadge status={bet.Status} wraps text={text} />
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
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, xs: 4 }} spacing={6} my="xs">
        <Figure label={t('history.table.odds')} testId="bet-odds">
          {bet.Odds === null ? '–' : formatOdds(bet.Odds, language)}
        </Figure>
        <Figure label={t('history.table.stake')} testId="bet-stake">
          {formatEuros(bet.Stake, language)}
        </Figure>
        <Figure label={t('history.table.actualReturnShort')} testId="bet-return">
          {formatEuros(bet.ActualReturn, language)}
        </Figure>
        <Figure label={t('history.table.netReturnShort')} testId="bet-net">
          <Text span inherit c={netColor}>
            {formatEuros(bet.NetReturn, language, true)}
          </Text>
        </Figure>
      </SimpleGrid>
      <BetSelectionsList selections={bet.Selections} text={text} />
      <BetExchangeDetails bet={bet} text={text} />
    </Paper>
  );
});

/**
 * The table on a phone (docs/design.md): one card per bet with the same columns, newest first,
 * so nothing has to scroll sideways.
 */
export function BetCards({ bets, onEdit, onTags, onSettle, onDelete }: BetCardsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The same object until the language changes: the memoised cards keep their render.
  const text = useMemo(() => rowText(t, language), [t, language]);

  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('history.table.caption')}
      data-testid="bet-cards"
    >
      {bets.map((bet) => (
        <BetCard
          key={bet.Id}
          bet={bet}
          onEdit={onEdit}
          onTags={onTags}
          onSettle={onSettle}
          onDelete={onDelete}
          text={text}
        />
      ))}
    </Stack>
  );
}
