import { Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardReport } from '@stakelab/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_TYPE_KEYS } from '../utils/labels';
import { FiguresTable } from './figures-table';
import { NoData } from './no-data';

/**
 * docs/product.md §2 Bet Type Analysis: one row per bet type group, largest stake
 * first (core's order).
 */
export function BetTypeTab({ report }: { report: DashboardReport }) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap={2} mb="md">
        <Title order={2} fz="h4" id={titleId}>
          {t('dashboards.betType.byBetType')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboards.betType.byBetTypeHint')}
        </Text>
      </Stack>
      {report.betTypes.length === 0 ? (
        <NoData testId="bet-type-no-data" />
      ) : (
        <FiguresTable
          rows={report.betTypes.map((group) => ({
            ...group,
            key: group.type,
            name: t(BET_TYPE_KEYS[group.type]),
          }))}
          nameHeader={t('dashboards.columns.betType')}
          caption={t('dashboards.betType.byBetType')}
          testId="bet-type-table"
        />
      )}
    </Paper>
  );
}
