import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Stake, stakeProfitCents } from '@stakelab/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resultColors } from '../../../lib/result-colors';
import { Figure } from '../../../components/ui/figure';
import { formatDateTime, formatEuros, formatOdds } from '../../../lib/format';
import { stakeResultColor, stakeResultLabelKey } from '../utils/stake-result';
import { StakeImage } from './stake-image';
import { type StakeTailing, TailButton } from './tail-button';

/** A status or final result in its result colour (won green, lost red, others neutral). */
export function StakeResultBadge({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const labelKey = stakeResultLabelKey(value);
  return (
    <Badge
      color={stakeResultColor(value)}
      variant="light"
      radius="sm"
      maw="100%"
      style={{ flexShrink: 0 }}
      data-result={value}
      data-testid={testId}
    >
      {labelKey ? t(labelKey) : value}
    </Badge>
  );
}

interface StakeCardProps {
  stake: Stake;
  /** Today's cards show the status and what the stake may win; settled ones the outcome. */
  variant: 'today' | 'history';
  /** Issue 34: a signed-in user's "Add to my history"; absent, the card offers nothing. */
  tailing?: StakeTailing | undefined;
}

/**
 * docs/product.md §2 stake card: the slip's image, the event, when it was placed, its status
 * (today) or final result (history), the optional details, total odds and stake.
 */
export function StakeCard({ stake, variant, tailing }: StakeCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const isSettled = variant === 'history';
  const profitCents = isSettled ? stakeProfitCents(stake) : 0;
  const profitColor =
    profitCents > 0 ? resultColors.WON : profitCents < 0 ? resultColors.LOST : 'dimmed';

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding={0}
      // As tall as its own content (issue 32): stretched to the row's tallest card, a card
      // without a slip image showed a tall empty gap above its figures.
      style={{ alignSelf: 'start' }}
      data-testid="stake-card"
      data-stake-id={stake.stake_id}
    >
      {/* A stake without a slip shows no image box at all. */}
      <StakeImage imagePath={stake.image_path} description={stake.event_description} />
      <Stack gap="xs" p="md" style={{ flexGrow: 1 }}>
        {/*
          The result wraps under the tipster line when the card is narrow (a four-column grid,
          a long Spanish label): it must never spill out of the card.
        */}
        <Group justify="space-between" align="center" gap="xs">
          <Text
            size="xs"
            c="dimmed"
            fw={600}
            tt="uppercase"
            lts={0.3}
            lineClamp={1}
            style={{ flex: '1 1 8rem', minWidth: 0 }}
          >
            {[stake.tipster_name, stake.bookmaker].filter((part) => part !== '').join(' · ')}
          </Text>
          {isSettled ? (
            <Group gap={8} justify="flex-end" ml="auto" maw="100%">
              <Text
                size="sm"
                fw={700}
                c={profitColor}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                aria-label={t('stakes.card.profitLabel', {
                  profit: formatEuros(profitCents / 100, language, true),
                })}
                data-testid="stake-profit"
              >
                {formatEuros(profitCents / 100, language, true)}
              </Text>
              <StakeResultBadge value={stake.final_result} testId="stake-result" />
            </Group>
          ) : (
            <StakeResultBadge value={stake.status} testId="stake-status" />
          )}
        </Group>
        <Text fw={700} lh={1.3} data-testid="stake-event">
          {stake.event_description}
        </Text>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconCalendarEvent size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="xs" data-testid="stake-placed">
            {t('stakes.card.placed', { date: formatDateTime(stake.bet_placed_at, language) })}
          </Text>
        </Group>
        {stake.bet_details && (
          <Text
            size="sm"
            c="dimmed"
            lineClamp={4}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid="stake-details"
          >
            {stake.bet_details}
          </Text>
        )}
        <SimpleGrid component="dl" cols={3} spacing="xs" mt="auto" mb={0} pt="xs">
          <Figure label={t('stakes.card.totalOdds')} testId="stake-odds">
            {formatOdds(stake.total_odds, language)}
          </Figure>
          <Figure label={t('stakes.card.stake')} testId="stake-amount">
            {formatEuros(stake.stake_amount, language)}
          </Figure>
          {isSettled ? (
            <Figure label={t('stakes.card.return')} testId="stake-payout">
              {formatEuros(stake.payout_amount ?? 0, language)}
            </Figure>
          ) : (
            <Figure label={t('stakes.card.potentialWinnings')} testId="stake-potential">
              {formatEuros(stake.potential_winnings, language)}
            </Figure>
          )}
        </SimpleGrid>
        {tailing && (
          <TailButton stakeId={stake.stake_id} event={stake.event_description} tailing={tailing} />
        )}
      </Stack>
    </Card>
  );
}
