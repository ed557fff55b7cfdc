import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent, type Stake, type StakeStatistics } from '@stakelab/core';
import { IconHistoryOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoValue } from '../../../components/ui/no-value';
import { resultColors } from '../../../lib/result-colors';
import { formatCount } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { StakeCardGrid, StakeCardList } from './stake-card-list';
import type { StakeTailing } from './tail-button';
import { StakesSection } from './stakes-section';

/** Cards shown at first and added by each 'Show more': the history can hold hundreds. */
const PAGE_SIZE = 12;

function Counter({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: ReactNode;
  color?: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} miw={80}>
      <Text size="xs" c="dimmed" component="dt" fw={600}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={700}
        size="lg"
        c={color}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Paper>
  );
}

interface StakesHistoryProps {
  /** Settled stakes, newest first; undefined while loading (or after a failed first load). */
  stakes: Stake[] | undefined;
  statistics: StakeStatistics | null;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => Promise<unknown>;
  /** Issue 34: "Add to my history" on each card for a signed-in user. */
  tailing?: StakeTailing | undefined;
}

/**
 * docs/product.md §2: the settled stakes with the counters total, won, lost and win percent, each
 * card with its final result (won green, lost red); 'No stake history.' when there are none.
 */
export function StakesHistory({
  stakes,
  statistics,
  isError,
  isRetrying,
  onRetry,
  tailing,
}: StakesHistoryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [shown, setShown] = useState(PAGE_SIZE);

  const counters = statistics && (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, xs: 4 }}
      spacing="xs"
      m={0}
      w={{ base: '100%', sm: 'auto' }}
      aria-label={t('stakes.history.countersLabel')}
    >
      <Counter
        label={t('stakes.history.total')}
        value={formatCount(statistics.totalBets, language)}
        testId="stake-counter-total"
      />
      <Counter
        label={t('stakes.history.won')}
        value={formatCount(statistics.won, language)}
        color={resultColors.WON}
        testId="stake-counter-won"
      />
      <Counter
        label={t('stakes.history.lost')}
        value={formatCount(statistics.lost, language)}
        color={resultColors.LOST}
        testId="stake-counter-lost"
      />
      <Counter
        label={t('stakes.history.winPercent')}
        value={
          statistics.won + statistics.lost > 0 ? (
            formatPercent(statistics.winRatio, intlLocale(language))
          ) : (
            <NoValue />
          )
        }
        testId="stake-counter-winrate"
      />
    </SimpleGrid>
  );

  return (
    <StakesSection
      title={t('stakes.history.title')}
      description={t('stakes.history.description')}
      aside={counters}
      testId="stakes-history"
    >
      <StakeCardList
        stakes={stakes}
        isError={isError}
        isRetrying={isRetrying}
        onRetry={onRetry}
        loadingLabel={t('stakes.history.loading')}
        empty={{
          icon: IconHistoryOff,
          title: t('stakes.history.empty'),
          text: t('stakes.history.emptyHint'),
          testId: 'stakes-history-empty',
        }}
      >
        {(list) => {
          const visible = list.slice(0, shown);
          return (
            <Stack gap="md">
              <StakeCardGrid
                stakes={visible}
                variant="history"
                label={t('stakes.history.listLabel')}
                tailing={tailing}
              />
              {list.length > visible.length && (
                <Group justify="center">
                  <Button
                    variant="default"
                    onClick={() => setShown((count) => count + PAGE_SIZE)}
                    data-testid="stakes-history-more"
                  >
                    {t('stakes.history.showMore', {
                      shown: formatCount(visible.length, language),
                      total: formatCount(list.length, language),
                    })}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </StakeCardList>
    </StakesSection>
  );
}
