/**
 * Every chart of the dashboards, and the only module that imports @mantine/charts (and so
 * recharts, ~130 KB gzip): lazy-charts.ts loads it with React.lazy, so the initial bundle and
 * the rest of the page do not wait for it.
 */
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Group, Paper, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { HORIZONTAL_GRID_ONLY } from '../../../../lib/chart-grid';

export interface TooltipLine {
  label: string;
  value: string;
  color?: MantineColor | undefined;
}

/** What the tooltip of one bar, point or slice says: a title and labelled figures. */
export interface TooltipContent {
  title: string;
  lines: TooltipLine[];
}

function TooltipCard({ title, lines }: TooltipContent) {
  return (
    <Paper withBorder shadow="md" radius="md" px="md" py="xs" miw={180}>
      <Text size="sm" fw={700} mb={4}>
        {title}
      </Text>
      <Stack gap={2}>
        {lines.map((line) => (
          <Group key={line.label} justify="space-between" gap="lg" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {line.label}
            </Text>
            <Text
              size="sm"
              fw={600}
              c={line.color}
              style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {line.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** recharts hands the hovered datum to the tooltip as `payload[0].payload`. */
function hovered<Datum>(payload: unknown): Datum | undefined {
  if (!Array.isArray(payload)) return undefined;
  const first: unknown = payload[0];
  if (typeof first !== 'object' || first === null || !('payload' in first)) return undefined;
  return first.payload as Datum;
}

function tooltipFrom<Datum>(describe: (datum: Datum) => TooltipContent) {
  return {
    content: ({ payload }: { payload?: unknown }): ReactNode => {
      const datum = hovered<Datum>(payload);
      return datum ? <TooltipCard {...describe(datum)} /> : null;
    },
  };
}

export interface BarDatum {
  /** The axis label (may be cut short; the tooltip has the full name). */
  label: string;
  value: number;
  tooltip: TooltipContent;
}

export interface SignedBarChartProps {
  data: BarDatum[];
  /** The series' name (screen readers, recharts' accessibility layer). */
  seriesLabel: string;
  /** Ticks of the value axis. */
  formatAxis: (value: number) => string;
  /** Bars along the category axis drawn horizontally: long names stay readable. */
  horizontal?: boolean;
  /** Width kept for the category labels of a horizontal chart. */
  labelWidth?: number;
  /** Let those labels wrap onto two lines (narrow screens). */
  wrapLabels?: boolean;
  height: number;
  positiveColor: MantineColor;
  negativeColor: MantineColor;
}

/** Bars coloured by sign: gains in the WON colour, losses in the LOST colour. */
export function SignedBarChart({
  data,
  seriesLabel,
  formatAxis,
  horizontal = false,
  labelWidth = 140,
  wrapLabels = false,
  height,
  positiveColor,
  negativeColor,
}: SignedBarChartProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'value', label: seriesLabel, color: positiveColor }]}
      getBarColor={(value) => (value >= 0 ? positiveColor : negativeColor)}
      // Mantine's "vertical" orientation lays the categories down the side: horizontal bars.
      orientation={horizontal ? 'vertical' : 'horizontal'}
      valueFormatter={formatAxis}
      // Grid lines across the value axis only: 'x' draws horizontal lines, 'y' vertical ones.
      gridAxis={horizontal ? 'y' : 'x'}
      tickLine="none"
      referenceLines={horizontal ? [{ x: 0, color: 'gray.5' }] : [{ y: 0, color: 'gray.5' }]}
      maxBarWidth={horizontal ? 28 : 48}
      minBarSize={2}
      xAxisProps={horizontal ? { tickCount: 5 } : { interval: 'preserveStartEnd', minTickGap: 8 }}
      yAxisProps={
        horizontal
          ? {
              width: labelWidth,
              interval: 0,
              // recharts wraps a label wider than the axis. Names are already cut to 20
              // characters (docs/product.md §9), so on wide screens they get room for one line; on
              // phones the axis is narrow and they wrap.
              ...(wrapLabels
                ? {}
                : {
                    tick: {
                      transform: 'translate(-10, 0)', // Mantine's own tick style
                      fontSize: 12,
                      fill: 'currentColor',
                      width: 400,
                    },
                  }),
            }
          : { width: 72, tickCount: 6 }
      }
      tooltipAnimationDuration={120}
      tooltipProps={tooltipFrom<BarDatum>((datum) => datum.tooltip)}
    />
  );
}

export interface LineDatum {
  /** What the point is (its day, for screen readers and the tests' stand-in chart). */
  label: string;
  /** Its place on the time axis: ms since 1970 (lib/time-axis dayTime). */
  time: number;
  value: number;
  /** Made when the point is hovered: a line may hold thousands of days. */
  tooltip: () => TooltipContent;
}

export interface TrendLineChartProps {
  data: LineDatum[];
  seriesLabel: string;
  formatAxis: (value: number) => string;
  /** The time axis's ticks (lib/time-axis timeTicks) and their text. */
  ticks: number[];
  formatTick: (time: number) => string;
  height: number;
  color: MantineColor;
}

/**
 * One line over time, with a zero line to show when the bankroll is under water. The x axis
 * is time itself (a number axis over `time`), so a quiet year is as wide as a busy one.
 */
export function TrendLineChart({
  data,
  seriesLabel,
  formatAxis,
  ticks,
  formatTick,
  height,
  color,
}: TrendLineChartProps) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="time"
      series={[{ name: 'value', label: seriesLabel, color }]}
      curveType="monotone"
      strokeWidth={2.5}
      withDots={data.length <= 40}
      dotProps={{ r: 3, strokeWidth: 1.5 }}
      activeDotProps={{ r: 5, strokeWidth: 2 }}
      valueFormatter={formatAxis}
      gridAxis="x"
      gridProps={HORIZONTAL_GRID_ONLY}
      tickLine="none"
      referenceLines={[{ y: 0, color: 'gray.5' }]}
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: ['dataMin', 'dataMax'],
        ticks,
        tickFormatter: formatTick,
        interval: 0,
        minTickGap: 8,
      }}
      yAxisProps={{ width: 72, tickCount: 6 }}
      tooltipAnimationDuration={120}
      tooltipProps={tooltipFrom<LineDatum>((datum) => datum.tooltip())}
    />
  );
}

export interface PieDatum {
  name: string;
  value: number;
  color: MantineColor;
  tooltip: TooltipContent;
}

/**
 * The results as slices. Each slice's label is `formatLabel(value)`, the share the legend
 * shows beside it (core's formatShare): recharts' own percent label rounds to a whole
 * percent ("4%" beside a legend's "3.5%").
 */
export function ResultPieChart({
  data,
  size,
  formatLabel,
}: {
  data: PieDatum[];
  size: number;
  formatLabel: (value: number) => string;
}) {
  return (
    <PieChart
      data={data}
      size={size}
      withTooltip
      tooltipDataSource="segment"
      withLabels
      labelsPosition="inside"
      labelsType="value"
      valueFormatter={formatLabel}
      strokeWidth={2}
      tooltipAnimationDuration={120}
      tooltipProps={tooltipFrom<PieDatum>((datum) => datum.tooltip)}
      mx="auto"
    />
  );
}
