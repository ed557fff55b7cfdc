/**
 * A bankroll's balance over time: the only module of this feature that imports @mantine/charts
 * (recharts), loaded on first use by lazy-balance-chart.ts.
 */
import { LineChart } from '@mantine/charts';
import { HORIZONTAL_GRID_ONLY } from '../../../lib/chart-grid';

export interface BalanceDatum {
  label: string;
  balance: number;
}

export function BalanceChart({
  data,
  seriesLabel,
  formatAxis,
}: {
  data: BalanceDatum[];
  seriesLabel: string;
  formatAxis: (value: number) => string;
}) {
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="label"
      series={[{ name: 'balance', label: seriesLabel, color: 'pine.6' }]}
      curveType="linear"
      strokeWidth={2}
      withDots={data.length <= 40}
      valueFormatter={formatAxis}
      gridAxis="x"
      gridProps={HORIZONTAL_GRID_ONLY}
      tickLine="none"
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
      yAxisProps={{ width: 72, tickCount: 5 }}
    />
  );
}
