import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TailComparison } from '@stakelab/core';
import { IconArrowsDiff, IconPercentage, IconUserCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { signColor } from './figures-table';
import { StatCard } from './stat-card';

/**
 * Issue 34 "my results on the tipster's tips vs the record": core's tailComparison of the
 * user's bets that tail a stake with the public record. Each figure names the tips it is over:
 * the odds over the followed tips the record shows, the yields over those settled on both sides.
 */
export function TailComparisonCard({ comparison }: { comparison: TailComparison }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const headingId = useId();
  const {
    followed,
    published,
    averageOddsDifferenceMilli: oddsMilli,
    oddsCompared,
    comparedTips,
    myYieldRatio,
    tipsterYieldRatio,
  } = comparison;
  // Over the followed tips the record shows (a tip's content is hidden until its event starts).
  const oddsDifference = oddsMilli === null ? null : oddsMilli / 1000;
  const yieldHint =
    comparedTips === 0
      ? t('dashboards.tail.yieldNone')
      : t('dashboards.tail.yieldHint', { count: comparedTips });

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid="tail-comparison"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {t('dashboards.tail.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboards.tail.scope')}
          </Text>
        </Stack>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 2, lg: 4 }}
          spacing="sm"
          m={0}
          aria-label={t('dashboards.tail.figuresLabel')}
        >
          <StatCard
            label={t('dashboards.tail.followed')}
            value={t('dashboards.tail.followedValue', {
              followed: format.count(followed),
              published: format.count(published),
            })}
            hint={t('dashboards.tail.followedHint')}
            icon={<IconUserCheck size={18} />}
            testId="tail-followed"
          />
          <StatCard
            label={t('dashboards.tail.oddsDifference')}
            value={oddsDifference === null ? '—' : format.signedOdds(oddsDifference)}
            color={oddsDifference === null ? undefined : signColor(oddsDifference)}
            hint={
              oddsDifference === null
                ? t('dashboards.tail.oddsDifferenceNone')
                : t('dashboards.tail.oddsDifferenceHint', { count: oddsCompared })
            }
            icon={<IconArrowsDiff size={18} />}
            testId="tail-odds-difference"
          />
          <StatCard
            label={t('dashboards.tail.myYield')}
            value={myYieldRatio === null ? '—' : format.roi(myYieldRatio)}
            color={myYieldRatio === null ? undefined : signColor(myYieldRatio)}
            hint={yieldHint}
            icon={<IconPercentage size={18} />}
            testId="tail-my-yield"
          />
          <StatCard
            label={t('dashboards.tail.tipsterYield')}
            value={tipsterYieldRatio === null ? '—' : format.roi(tipsterYieldRatio)}
            color={tipsterYieldRatio === null ? undefined : signColor(tipsterYieldRatio)}
            hint={yieldHint}
            icon={<IconPercentage size={18} />}
            testId="tail-tipster-yield"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
