import { Anchor, Stack, Text, Title } from '@mantine/core';
import { stakeStatistics } from '@stakelab/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { useStakesHistory } from '../../features/stakes/api/get-stakes-history';
import { useStakesToday } from '../../features/stakes/api/get-stakes-today';
import { StakeStats } from '../../features/stakes/components/stake-stats';
import { StakesHistory } from '../../features/stakes/components/stakes-history';
import { StakesToday } from '../../features/stakes/components/stakes-today';

/**
 * docs/product.md §2 /stakes: the tipster's statistics over the settled stakes (docs/product.md
 * §3 labels), today's open stakes, then the history with its counters. Each list loads, fails
 * and retries alone.
 */
export function StakesPage() {
  const { t } = useTranslation();
  const today = useStakesToday();
  const history = useStakesHistory();
  const statistics = useMemo(
    () => (history.data === undefined ? null : stakeStatistics(history.data)),
    [history.data],
  );

  return (
    <PageSection>
      <Stack gap={40}>
        <Stack gap="lg">
          <Stack gap={4} maw={720}>
            <Title order={1}>{t('stakes.title')}</Title>
            <Text c="dimmed">{t('stakes.description')}</Text>
            {/* The public, verifiable record of every stake (issue 34). */}
            <Anchor
              component={Link}
              to="/tipster"
              size="sm"
              fw={600}
              data-testid="tipster-record-link"
            >
              {t('stakes.recordLink')}
            </Anchor>
          </Stack>
          <StakeStats
            statistics={history.data === undefined && history.isError ? undefined : statistics}
          />
        </Stack>
        <StakesToday
          stakes={today.data}
          isError={today.isError}
          isRetrying={today.isFetching}
          onRetry={today.refetch}
        />
        <StakesHistory
          stakes={history.data}
          statistics={statistics}
          isError={history.isError}
          isRetrying={history.isFetching}
          onRetry={history.refetch}
        />
      </Stack>
    </PageSection>
  );
}
