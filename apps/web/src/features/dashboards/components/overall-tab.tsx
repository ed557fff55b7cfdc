import { Box, Grid, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { DashboardReport, EdgeReport, TailComparison } from '@stakelab/core';
import {
  IconCoins,
  IconGift,
  IconPercentage,
  IconReceipt2,
  IconScale,
  IconTarget,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SidewaysScroll } from '../../../components/ui/sideways-scroll';
import { resultColors } from '../../../lib/result-colors';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { ChartCard } from './chart-card';
import { tickUnit } from '../../../lib/time-axis';
import { bankrollLine } from '../utils/bankroll-line';
import { ResultPieChart, TrendLineChart } from './charts/lazy-charts';
import classes from './dashboards.module.css';
import { signColor } from './figures-table';
import { useLuckSentence } from './luck-sentence';
import { StatCard } from './stat-card';
import { TailComparisonCard } from './tail-comparison-card';

const CHART_HEIGHT = 300;

/**
 * docs/product.md §2 Overall Performance: the five headline cards (core's headline figures,
 * formatted as History formats them for the same bets), the luck-or-skill sentence
 * (its figures are on the Edge tab), the result pie and the bankroll line.
 */
export function OverallTab({
  report,
  edge,
  tail = null,
}: {
  report: DashboardReport;
  edge: EdgeReport;
  /** Issue 34: the user's tailed tips against the record; null when they have tailed none. */
  tail?: TailComparison | null;
}) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { headline, bankroll } = report;
  const texts = format.headline(headline);
  const luckSentence = useLuckSentence(edge);
  // docs/product.md §2: the net figure is green from zero up, red below.
  const netColor = headline.netCents >= 0 ? resultColors.WON : resultColors.LOST;
  // Issue 33: with free bets, staked and the ROI are over cash staked, and their profit (in
  // the net) has a card of its own.
  const { freeBets } = headline;
  const hasFreeBets = freeBets.bets > 0;

  const results = [
    {
      key: 'won',
      label: t('dashboards.overall.won'),
      value: headline.won,
      color: resultColors.WON,
    },
    {
      key: 'lost',
      label: t('dashboards.overall.lost'),
      value: headline.lost,
      color: resultColors.LOST,
    },
    {
      key: 'void',
      label: t('dashboards.overall.void'),
      value: headline.void,
      color: resultColors.VOID,
    },
  ];
  const sliced = results.reduce((sum, result) => sum + result.value, 0);
  // One formatter for the slice's label, its tooltip and the legend (issue 32: "4%" / "3.5%").
  const share = (value: number) => format.share(value, sliced);

  const line = useMemo(() => bankrollLine(bankroll), [bankroll]);
  const unit = tickUnit(line.ticks);

  return (
    <Stack gap="md">
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 2, md: 3, lg: hasFreeBets ? 6 : 5 }}
        spacing="sm"
        m={0}
        aria-label={t('dashboards.overall.figuresLabel')}
      >
        <StatCard
          label={t('dashboards.overall.totalNet')}
          value={texts.net}
          color={netColor}
          icon={
            headline.netCents >= 0 ? <IconTrendingUp size={18} /> : <IconTrendingDown size={18} />
          }
          testId="overall-net"
          emphasis
        />
        <StatCard
          label={t('dashboards.overall.totalStaked')}
          value={texts.staked}
          hint={
            hasFreeBets
              ? t('dashboards.overall.freeStakesHint', { amount: texts.freeBetStaked })
              : undefined
          }
          icon={<IconCoins size={18} />}
          testId="overall-staked"
        />
        <StatCard
          label={hasFreeBets ? t('dashboards.overall.roiCash') : t('dashboards.overall.roi')}
          value={texts.roi}
          color={signColor(headline.roiRatio)}
          hint={t('dashboards.overall.roiHint', {
            count: headline.settled,
            settled: texts.settled,
          })}
          icon={<IconPercentage size={18} />}
          testId="overall-roi"
        />
        {hasFreeBets && (
          <StatCard
            label={t('dashboards.overall.freeBetProfit')}
            value={texts.freeBetNet}
            color={signColor(freeBets.netCents)}
            hint={t('dashboards.overall.freeBetHint', { count: freeBets.bets })}
            icon={<IconGift size={18} />}
            testId="overall-free-bet-profit"
          />
        )}
        <StatCard
          label={t('dashboards.overall.winRate')}
          value={texts.winRate}
          hint={t('dashboards.overall.winRateHint', { won: texts.won, lost: texts.lost })}
          icon={<IconTarget size={18} />}
          testId="overall-winrate"
        />
        <StatCard
          label={t('dashboards.overall.totalBets')}
          value={texts.bets}
          hint={t('dashboards.overall.betsHint', {
            settled: texts.settled,
            open: texts.openBets,
            void: texts.void,
          })}
          icon={<IconReceipt2 size={18} />}
          testId="overall-bets"
        />
      </SimpleGrid>

      <Paper withBorder radius="md" px="md" py="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconScale size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" data-testid="overall-luck-sentence">
            {luckSentence}
          </Text>
        </Group>
      </Paper>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <ChartCard
            title={t('dashboards.overall.resultDistribution')}
            hint={t('dashboards.overall.resultDistributionHint')}
            height={200}
            testId="chart-results"
            chart={
              <ResultPieChart
                size={200}
                formatLabel={share}
                data={results
                  .filter((result) => result.value > 0)
                  .map((result) => ({
                    name: result.label,
                    value: result.value,
                    color: `${result.color}.6`,
                    tooltip: {
                      title: result.label,
                      lines: [
                        {
                          label: t('dashboards.overall.count'),
                          value: format.count(result.value),
                        },
                        { label: t('dashboards.overall.share'), value: share(result.value) },
                      ],
                    },
                  }))}
              />
            }
            footer={
              <Stack gap={6} mt="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {results.map((result) => (
                  <Group
                    key={result.key}
                    component="li"
                    justify="space-between"
                    gap="sm"
                    wrap="nowrap"
                    data-testid={`result-${result.key}`}
                  >
                    <Group gap={8} wrap="nowrap">
                      <Box
                        className={classes.legendSwatch}
                        bg={`${result.color}.6`}
                        aria-hidden="true"
                      />
                      <Text size="sm">{result.label}</Text>
                    </Group>
                    <Text size="sm" className={classes.figure}>
                      <Text span fw={700} size="sm">
                        {format.count(result.value)}
                      </Text>{' '}
                      <Text span c="dimmed" size="sm">
                        ({share(result.value)})
                      </Text>
                    </Text>
                  </Group>
                ))}
              </Stack>
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <ChartCard
            title={t('dashboards.overall.bankroll')}
            hint={t('dashboards.overall.bankrollHint')}
            height={CHART_HEIGHT}
            testId="chart-bankroll"
            chart={
              <TrendLineChart
                height={CHART_HEIGHT}
                color="pine.6"
                seriesLabel={t('dashboards.overall.cumulative')}
                formatAxis={format.axisMoney}
                ticks={line.ticks}
                formatTick={(time) =>
                  unit === 'year'
                    ? String(new Date(time).getUTCFullYear())
                    : unit === 'month'
                      ? format.monthShort(new Date(time).toISOString().slice(0, 7))
                      : format.dayShort(
                          new Date(time).toISOString().slice(0, 10),
                          line.crossesYears,
                        )
                }
                data={line.points.map(({ point, time }) => ({
                  label: format.dayLong(point.date),
                  time,
                  value: point.cumulative,
                  tooltip: () => ({
                    title: format.dayLong(point.date),
                    lines: [
                      {
                        label: t('dashboards.overall.cumulative'),
                        value: format.signedMoney(point.cumulative),
                        color: signColor(point.cumulative),
                      },
                      {
                        label: t('dashboards.overall.dayNet'),
                        value: format.signedMoney(point.dayNet),
                        color: signColor(point.dayNet),
                      },
                    ],
                  }),
                }))}
              />
            }
            table={() => (
              // Every day, in the page's own scroll (issue 17: no box scrolling down inside it),
              // the header sticking under the app header. Built only when shown.
              <SidewaysScroll label={t('dashboards.overall.bankroll')}>
                <Table
                  stickyHeader
                  stickyHeaderOffset="var(--header-height, 64px)"
                  verticalSpacing={6}
                  aria-label={t('dashboards.overall.bankroll')}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th className={classes.head}>{t('dashboards.overall.date')}</Table.Th>
                      <Table.Th className={`${classes.head} ${classes.num}`}>
                        {t('dashboards.overall.dayNet')}
                      </Table.Th>
                      <Table.Th className={`${classes.head} ${classes.num}`}>
                        {t('dashboards.overall.cumulative')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {bankroll.map((point) => (
                      <Table.Tr key={point.date}>
                        <Table.Td>{format.dayLong(point.date)}</Table.Td>
                        <Table.Td className={classes.num} c={signColor(point.dayNet)}>
                          {format.signedMoney(point.dayNet)}
                        </Table.Td>
                        <Table.Td className={classes.num} c={signColor(point.cumulative)}>
                          {format.signedMoney(point.cumulative)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </SidewaysScroll>
            )}
          />
        </Grid.Col>
      </Grid>
      {tail !== null && <TailComparisonCard comparison={tail} />}
    </Stack>
  );
}
