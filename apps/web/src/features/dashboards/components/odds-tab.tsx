import type { DashboardReport } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { resultColors } from '../../../lib/result-colors';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { ChartCard } from './chart-card';
import { SignedBarChart } from './charts/lazy-charts';
import { FiguresTable, signColor } from './figures-table';
import { NoData } from './no-data';

const CHART_HEIGHT = 320;

/**
 * docs/product.md §2 Odds Analysis: ROI by odds range; the tooltip says 'ROI on N selections'
 * (§9: 2 decimals).
 */
export function OddsTab({ report }: { report: DashboardReport }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const hasData = report.oddsRanges.some((range) => range.bets > 0);

  return (
    <ChartCard
      title={t('dashboards.odds.byOdds')}
      hint={t('dashboards.odds.byOddsHint')}
      height={CHART_HEIGHT}
      testId="chart-odds"
      chart={
        hasData ? (
          <SignedBarChart
            height={CHART_HEIGHT}
            seriesLabel={t('dashboards.time.roi')}
            formatAxis={format.axisPercent}
            positiveColor={`${resultColors.WON}.6`}
            negativeColor={`${resultColors.LOST}.6`}
            data={report.oddsRanges.map((range) => ({
              label: format.oddsRange(range.range),
              value: range.roiRatio,
              tooltip: {
                title: format.oddsRange(range.range),
                lines: [
                  {
                    label: t('dashboards.odds.roiOnSelections', { count: range.bets }),
                    value: format.roi(range.roiRatio),
                    color: signColor(range.roiRatio),
                  },
                  {
                    label: t('dashboards.columns.net'),
                    value: format.signedMoney(range.netProfit),
                  },
                  { label: t('dashboards.columns.staked'), value: format.money(range.staked) },
                ],
              },
            }))}
          />
        ) : (
          <NoData testId="odds-no-data" />
        )
      }
      table={
        <FiguresTable
          rows={report.oddsRanges.map((range) => ({
            ...range,
            key: range.range,
            name: format.oddsRange(range.range),
          }))}
          nameHeader={t('dashboards.columns.oddsRange')}
          betsHeader={t('dashboards.columns.selections')}
          caption={t('dashboards.odds.byOdds')}
          testId="odds-table"
        />
      }
    />
  );
}
