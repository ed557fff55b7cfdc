import { EmptyState, Paper } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** docs/product.md §2: what an analysis without figures says. */
export function NoData({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder={false} p="lg" data-testid={testId ?? 'no-data'}>
      <EmptyState
        icon={<IconChartBarOff size={24} aria-hidden="true" />}
        title={t('dashboards.market.noData')}
      />
    </Paper>
  );
}
