import { Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartCardProps {
  title: string;
  hint?: string;
  /** The chart (a lazy component: a skeleton of `height` stands in while its chunk loads). */
  chart: ReactNode;
  /**
   * The same numbers as a table: the chart's text alternative (docs/design.md), one click away.
   * A function is called only when the table is shown: a long one (every day of years of bets)
   * is not built on every render of a chart nobody turned into a table.
   */
  table?: ReactNode | (() => ReactNode);
  height: number;
  /** Controls shown beside the title (a filter). */
  controls?: ReactNode;
  /** Shown under the chart in either view (a legend with the figures). */
  footer?: ReactNode;
  testId: string;
}

type View = 'chart' | 'table';

/** A titled card holding one chart, with a Chart / Table switch when a table is given. */
export function ChartCard({
  title,
  hint,
  chart,
  table,
  height,
  controls,
  footer,
  testId,
}: ChartCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState<View>('chart');

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {controls}
          {table ? (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
              aria-label={t('dashboards.chart.viewAs')}
              data={[
                {
                  value: 'chart',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconChartBar size={14} aria-hidden="true" />
                      <span>{t('dashboards.chart.chart')}</span>
                    </Group>
                  ),
                },
                {
                  value: 'table',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconTable size={14} aria-hidden="true" />
                      <span>{t('dashboards.chart.table')}</span>
                    </Group>
                  ),
                },
              ]}
            />
          ) : null}
        </Group>
      </Group>
      {view === 'table' && table ? (
        typeof table === 'function' ? (
          table()
        ) : (
          table
        )
      ) : (
        <div data-testid={`${testId}-chart`} style={{ minHeight: height }}>
          <Suspense
            fallback={
              // A status: a plain div may not carry a name (axe's aria-prohibited-attr).
              <Skeleton
                height={height}
                radius="md"
                role="status"
                aria-label={t('dashboards.chart.loading')}
              />
            }
          >
            {chart}
          </Suspense>
        </div>
      )}
      {footer}
    </Paper>
  );
}
