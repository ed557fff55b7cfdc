import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { EdgeReport } from '@stakelab/core';
import { IconChartArrowsVertical, IconCoins, IconFlag, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/ui/state-panel';
import { resultColors } from '../../../lib/result-colors';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { ChartCard } from './chart-card';
import { SignedBarChart } from './charts/lazy-charts';
import classes from './dashboards.module.css';
import { signColor } from './figures-table';
import { LuckPanel } from './luck-sentence';
import { StatCard } from './stat-card';

const CHART_HEIGHT = 300;

/**
 * The Edge tab (docs/product.md §2 "Edge"): closing-line value where closing odds exist
 * (average CLV, beside it CLV against the fair close where the live feed captured one (issue
 * 36), share of bets beating the close, CLV by month, the profit the CLV promises beside the
 * actual one), then luck or skill in plain words with its figures.
 */
export function EdgeTab({ edge }: { edge: EdgeReport }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { overall, months, withoutClosingOdds, fairClose } = edge.closingLine;
  const expected = overall.expectedProfitCents / 100;
  const actual = overall.actualProfitCents / 100;

  return (
    <Stack gap="md">
      {edge.freeBetsLeftOut > 0 && (
        <Text size="sm" c="dimmed" data-testid="edge-free-bets-left-out">
          {t('dashboards.edge.freeBetsLeftOut', {
            count: edge.freeBetsLeftOut,
            bets: format.count(edge.freeBetsLeftOut),
          })}
        </Text>
      )}
      {overall.bets === 0 ? (
        <StatePanel
          testId="edge-no-closing-odds"
          icon={IconFlag}
          title={t('dashboards.edge.noClosingOdds')}
          description={t('dashboards.edge.noClosingOddsText')}
        />
      ) : (
        <>
          <SimpleGrid
            component="dl"
            cols={{ base: 1, xs: 2, lg: 4 }}
            spacing="sm"
            m={0}
            aria-label={t('dashboards.edge.figuresLabel')}
          >
            <StatCard
              label={t('dashboards.edge.averageClv')}
              value={format.percent(overall.averageClv ?? 0, 1, true)}
              color={signColor(overall.averageClv ?? 0)}
              hint={t('dashboards.edge.averageClvHint')}
              icon={<IconChartArrowsVertical size={18} />}
              testId="edge-average-clv"
              emphasis
            />
            {fairClose.bets > 0 && (
              <StatCard
                label={t('dashboards.edge.fairClv')}
                value={format.percent(fairClose.averageClv ?? 0, 1, true)}
                color={signColor(fairClose.averageClv ?? 0)}
                hint={t('dashboards.edge.fairClvHint', { bets: format.count(fairClose.bets) })}
                icon={<IconChartArrowsVertical size={18} />}
                testId="edge-fair-clv"
                emphasis
              />
            )}
            <StatCard
              label={t('dashboards.edge.beatClose')}
              value={format.percent(overall.beatCloseRatio ?? 0)}
              hint={t('dashboards.edge.beatCloseHint', {
                beat: format.count(overall.beatClose),
                bets: format.count(overall.bets),
              })}
              icon={<IconTargetArrow size={18} />}
              testId="edge-beat-close"
            />
            <StatCard
              label={t('dashboards.edge.expectedFromClv')}
              value={format.signedMoney(expected)}
              color={signColor(expected)}
              hint={t('dashboards.edge.expectedFromClvHint', {
                staked: format.money(overall.stakedCents / 100),
              })}
              icon={<IconCoins size={18} />}
              testId="edge-expected"
            />
            <StatCard
              label={t('dashboards.edge.actualSameBets')}
              value={format.signedMoney(actual)}
              color={signColor(actual)}
              // Another set than Overall's net: the settled bets with closing odds (issue 32).
              hint={t('dashboards.edge.withoutClosingOdds', {
                count: withoutClosingOdds,
                bets: format.count(withoutClosingOdds),
                counted: format.count(overall.bets),
              })}
              icon={<IconCoins size={18} />}
              testId="edge-actual"
            />
          </SimpleGrid>
          <ChartCard
            title={t('dashboards.edge.clvByMonth')}
            hint={t('dashboards.edge.clvByMonthHint')}
            height={CHART_HEIGHT}
            testId="chart-clv-months"
            chart={
              <SignedBarChart
                height={CHART_HEIGHT}
                seriesLabel={t('dashboards.edge.averageClv')}
                formatAxis={format.axisPercent}
                positiveColor={`${resultColors.WON}.6`}
                negativeColor={`${resultColors.LOST}.6`}
                data={months.map((month) => ({
                  label: format.monthShort(month.month),
                  value: month.averageClv ?? 0,
                  tooltip: {
                    title: format.monthLong(month.month),
                    lines: [
                      {
                        label: t('dashboards.edge.averageClv'),
                        value: format.percent(month.averageClv ?? 0, 1, true),
                        color: signColor(month.averageClv ?? 0),
                      },
                      {
                        label: t('dashboards.edge.beatClose'),
                        value: format.percent(month.beatCloseRatio ?? 0),
                      },
                      {
                        label: t('dashboards.edge.expectedFromClv'),
                        value: format.signedMoney(month.expectedProfitCents / 100),
                      },
                      {
                        label: t('dashboards.edge.actualSameBets'),
                        value: format.signedMoney(month.actualProfitCents / 100),
                      },
                      { label: t('dashboards.columns.bets'), value: format.count(month.bets) },
                    ],
                  },
                }))}
              />
            }
            table={
              <Table.ScrollContainer minWidth={520} type="native">
                <Table verticalSpacing={6} aria-label={t('dashboards.edge.clvByMonth')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th className={classes.head}>{t('dashboards.time.month')}</Table.Th>
                      {[
                        t('dashboards.columns.bets'),
                        t('dashboards.edge.averageClv'),
                        t('dashboards.edge.beatClose'),
                        t('dashboards.edge.expectedFromClv'),
                        t('dashboards.edge.actualSameBets'),
                      ].map((header) => (
                        <Table.Th key={header} className={`${classes.head} ${classes.num}`}>
                          {header}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody data-testid="clv-month-table">
                    {months.map((month) => (
                      <Table.Tr key={month.month}>
                        <Table.Td>{format.monthLong(month.month)}</Table.Td>
                        <Table.Td className={classes.num}>{format.count(month.bets)}</Table.Td>
                        <Table.Td className={classes.num} c={signColor(month.averageClv ?? 0)}>
                          {format.percent(month.averageClv ?? 0, 1, true)}
                        </Table.Td>
                        <Table.Td className={classes.num}>
                          {format.percent(month.beatCloseRatio ?? 0)}
                        </Table.Td>
                        <Table.Td className={classes.num}>
                          {format.signedMoney(month.expectedProfitCents / 100)}
                        </Table.Td>
                        <Table.Td className={classes.num}>
                          {format.signedMoney(month.actualProfitCents / 100)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            }
          />
        </>
      )}
      <LuckPanel edge={edge} />
    </Stack>
  );
}
