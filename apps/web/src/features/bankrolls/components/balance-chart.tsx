/**
 * A bankroll's balance over time: the only module of this feature that imports @mantine/charts
 * (recharts), loaded on first use by lazy-balance-chart.ts.
 */
import { LineChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { HORIZONTAL_GRID_ONLY } from '../../../lib/chart-grid';
import { LINE_POINTS, thinLine } from '../../../lib/thin-line';
import { phoneAxisInterval, timeAxisInterval } from '../../../lib/time-axis';

export interface BalanceDatum {
  /** The day in full, for the tooltip ("25/06/2025"). */
  label: string;
  /** The day as the axis names it, short ("25 Jun"). */
  tick: string;
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
  // A phone's axis (390 px) has room for three short dates; a wider one for six.
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  // Years of daily balances: draw the ends, peaks and troughs a card can show, and label every
  // nth day rather than measuring each label in the DOM (see time-axis.ts).
  const drawn = thinLine(data, (point) => point.balance, LINE_POINTS);
  const ticks = useMemo(() => new Map(data.map((point) => [point.label, point.tick])), [data]);
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
      xAxisProps={{
        interval: isPhone ? phoneAxisInterval(drawn.length) : timeAxisInterval(drawn.length),
        minTickGap: isPhone ? 40 : 24,
        tickFormatter: (label: string) => ticks.get(label) ?? label,
      }}
      yAxisProps={{ width: isPhone ? 60 : 72, tickCount: 5 }}
    />
  );
}
