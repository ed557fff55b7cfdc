import { Grid, SimpleGrid, Stack } from '@mantine/core';
import type { DashboardReport, MonthFigures } from '@stakelab/core';
import { IconCalendarDown, IconCalendarUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resultColors } from '../../../lib/result-colors';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { ChartCard } from './chart-card';
import { SignedBarChart } from './charts/lazy-charts';
import { FiguresTable, signColor } from './figures-table';
import { StatCard } from './stat-card';

const CHART_HEIGHT = 300;
const POSITIVE = `${resultColors.WON}.6`;
const NEGATIVE = `${resultColors.LOST}.6`;

/**
 * docs/product.md §2 Time Analysis: best and worst month, net profit by month, ROI by day of week.
 */
export function TimeTab({ report }: { report: DashboardReport }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();

  function monthCard(month: MonthFigures | null, kind: 'best' | 'worst') {
    return (
      <StatCard
        label={t(kind === 'best' ? 'dashboards.time.bestMonth' : 'dashboards.time.worstMonth')}
        value={month ? format.monthLong(month.month) : t('dashboards.time.none')}
        hint={
          month ? (
            <span data-testid={`${kind}-month-net`}>
              {format.signedMoney(month.netProfit)} · {t('dashboards.time.roi')}{' '}
              {format.roi(month.roiRatio)}
            </span>
          ) : undefined
        }
        color={undefined}
        icon={
          kind === 'best' ? (
            <IconCalendarUp size={18} color={`var(--mantine-color-${resultColors.WON}-6)`} />
          ) : (
            <IconCalendarDown size={18} color={`var(--mantine-color-${resultColors.LOST}-6)`} />
          )
        }
        testId={`${kind}-month`}
        emphasis
      />
    );
  }

  const monthRows = report.months.map((month) => ({
    ...month,
    key: month.month,
    name: format.monthLong(month.month),
  }));
  const weekdayRows = report.weekdays.map((day) => ({
    ...day,
    key: String(day.weekday),
    name: format.weekdayLong(day.weekday),
  }));

  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        {monthCard(report.bestMonth, 'best')}
        {monthCard(report.worstMonth, 'worst')}
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ChartCard
            title={t('dashboards.time.netByMonth')}
            hint={t('dashboards.time.netByMonthHint')}
            height={CHART_HEIGHT}
            testId="chart-months"
            chart={
              <SignedBarChart
                height={CHART_HEIGHT}
                seriesLabel={t('dashboards.time.netProfit')}
                formatAxis={format.axisMoney}
                positiveColor={POSITIVE}
                negativeColor={NEGATIVE}
                data={report.months.map((month) => ({
                  label: format.monthShort(month.month),
                  value: month.netProfit,
                  tooltip: {
                    title: format.monthLong(month.month),
                    lines: [
                      {
                        label: t('dashboards.time.netProfit'),
                        value: format.signedMoney(month.netProfit),
                        color: signColor(month.netProfit),
                      },
                      { label: t('dashboards.columns.staked'), value: format.money(month.staked) },
                      {
                        label: t('dashboards.time.roi'),
                        value: format.roi(month.roiRatio),
                      },
                      { label: t('dashboards.columns.bets'), value: format.count(month.bets) },
                    ],
                  },
                }))}
              />
            }
            table={
              <FiguresTable
                rows={monthRows}
                nameHeader={t('dashboards.time.month')}
                caption={t('dashboards.time.netByMonth')}
                testId="month-table"
              />
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ChartCard
            title={t('dashboards.time.roiByWeekday')}
            hint={t('dashboards.time.roiByWeekdayHint')}
            height={CHART_HEIGHT}
            testId="chart-weekdays"
            chart={
              <SignedBarChart
                height={CHART_HEIGHT}
                seriesLabel={t('dashboards.time.roi')}
                formatAxis={format.axisPercent}
                positiveColor={POSITIVE}
                negativeColor={NEGATIVE}
                data={report.weekdays.map((day) => ({
                  label: format.weekdayShort(day.weekday),
                  value: day.roiRatio,
                  tooltip: {
                    title: format.weekdayLong(day.weekday),
                    lines: [
                      {
                        label: t('dashboards.time.roi'),
                        value: format.roi(day.roiRatio),
                        color: signColor(day.roiRatio),
                      },
                      {
                        label: t('dashboards.time.netProfit'),
                        value: format.signedMoney(day.netProfit),
                      },
                      { label: t('dashboards.columns.bets'), value: format.count(day.bets) },
                    ],
                  },
                }))}
              />
            }
            table={
              <FiguresTable
                rows={weekdayRows}
                nameHeader={t('dashboards.time.weekday')}
                caption={t('dashboards.time.roiByWeekday')}
                testId="weekday-table"
              />
            }
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
