import { useMediaQuery } from '@mantine/hooks';
import { type DashboardReport, truncateLabel } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { resultColors } from '../../../lib/result-colors';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { useDisplayName } from '../hooks/use-display-name';
import { ChartCard } from './chart-card';
import { SignedBarChart } from './charts/lazy-charts';
import { FiguresTable, signColor } from './figures-table';
import { NoData } from './no-data';

/**
 * Market names run long ("Hándicap asiático - 1.ª parte"): cut like the competitions
 * (docs/product.md §9).
 */
const LABEL_LIMIT = 20;

/**
 * docs/product.md §2 Market Type Analysis: Net P/L of the top 10 market types, as horizontal bars.
 */
export function MarketTab({ report }: { report: DashboardReport }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const displayName = useDisplayName();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const markets = report.markets;
  const height = Math.max(200, markets.length * 38 + 48);

  return (
    <ChartCard
      title={t('dashboards.market.byMarket')}
      hint={t('dashboards.market.byMarketHint')}
      height={markets.length === 0 ? 120 : height}
      testId="chart-markets"
      chart={
        markets.length === 0 ? (
          <NoData testId="market-no-data" />
        ) : (
          <SignedBarChart
            horizontal
            height={height}
            labelWidth={isPhone ? 112 : 160}
            wrapLabels={isPhone}
            seriesLabel={t('dashboards.columns.net')}
            formatAxis={format.axisMoney}
            positiveColor={`${resultColors.WON}.6`}
            negativeColor={`${resultColors.LOST}.6`}
            data={markets.map((market) => ({
              label: truncateLabel(displayName(market.name), LABEL_LIMIT),
              value: market.netProfit,
              tooltip: {
                title: displayName(market.name),
                lines: [
                  {
                    label: t('dashboards.columns.net'),
                    value: format.signedMoney(market.netProfit),
                    color: signColor(market.netProfit),
                  },
                  { label: t('dashboards.columns.staked'), value: format.money(market.staked) },
                  {
                    label: t('dashboards.time.roi'),
                    value: format.roi(market.roiRatio),
                  },
                  {
                    label: t('dashboards.columns.selections'),
                    value: format.count(market.bets),
                  },
                ],
              },
            }))}
          />
        )
      }
      table={
        markets.length === 0 ? undefined : (
          <FiguresTable
            rows={markets.map((market) => ({
              ...market,
              key: market.name,
              name: displayName(market.name),
            }))}
            nameHeader={t('dashboards.columns.market')}
            betsHeader={t('dashboards.columns.selections')}
            caption={t('dashboards.market.byMarket')}
            testId="market-table"
          />
        )
      }
    />
  );
}
