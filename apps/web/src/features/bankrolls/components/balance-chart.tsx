/**
 * A bankroll's balance over time: the only module of this feature that imports @mantine/charts
 * (recharts), loaded on first use by lazy-balance-chart.ts.
 */
import { LineChart } from '@mantine/charts';
import { HORIZONTAL_GRID_ONLY } from '../../../lib/chart-grid';
import { LINE_POINTS, thinLine } from '../../../lib/thin-line';
import { timeAxisInterval } from '../../../lib/time-axis';

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
  // Years of daily balances: draw the ends, peaks and troughs a card can show, and label every
  // nth day rather than measuring each label in the DOM (see time-axis.ts).
  const drawn = thinLine(data, (point) => point.balance, LINE_POINTS);
  return (
    <LineChart
      h={220}
      data={drawn}
      dataKey="label"
      series={[{ name: 'balance', label: seriesLabel, color: 'pine.6' }]}
      curveType="linear"
      strokeWidth={2}
      withDots={drawn.length <= 40}
      valueFormatter={formatAxis}
      gridAxis="x"
      gridProps={HORIZONTAL_GRID_ONLY}
      tickLine="none"
      xAxisProps={{ interval: timeAxisInterval(drawn.length), minTickGap: 24 }}
      yAxisProps={{ width: 72, tickCount: 5 }}
    />
  );
}
