import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { formatSignedEuroCents } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import classes from './marketing.module.css';

/** Illustrative figures only: the hero shows what a dashboard looks like, not real results. */
const SAMPLE = { roiRatio: 0.124, winRatio: 0.583, netReturnCents: 41_250 } as const;

/** Points of the sample bankroll line in a 300×100 box (y grows downwards). */
const BANKROLL_POINTS = [
  [0, 82],
  [30, 76],
  [60, 79],
  [90, 64],
  [120, 68],
  [150, 52],
  [180, 55],
  [210, 40],
  [240, 34],
  [270, 26],
  [300, 14],
] as const;

const linePath = BANKROLL_POINTS.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(
  ' ',
);
const areaPath = `${linePath} L300 100 L0 100 Z`;

function PreviewStat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'sm' }} radius="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text
        fz={{ base: 'sm', xs: 'lg', sm: 'xl' }}
        fw={800}
        c={color}
        className={classes.previewValue}
      >
        {value}
      </Text>
    </Paper>
  );
}

export function DashboardPreview() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  return (
    <Paper shadow="xl" radius="lg" p="lg" withBorder role="img" aria-label={t('home.preview.alt')}>
      <Stack gap="md" aria-hidden="true">
        <Group justify="space-between">
          <Text fw={700}>{t('home.preview.title')}</Text>
          <Badge variant="default" radius="sm">
            {t('home.preview.example')}
          </Badge>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <PreviewStat
            label={t('home.preview.roi')}
            value={formatPercent(SAMPLE.roiRatio, intlLocale(language), { signed: true })}
            color="green"
          />
          <PreviewStat
            label={t('home.preview.winRate')}
            value={formatPercent(SAMPLE.winRatio, intlLocale(language))}
          />
          <PreviewStat
            label={t('home.preview.netProfit')}
            value={formatSignedEuroCents(SAMPLE.netReturnCents, language)}
            color="green"
          />
        </SimpleGrid>
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6}>
            {t('home.preview.bankroll')}
          </Text>
          <svg viewBox="0 0 300 100" width="100%" height="120" preserveAspectRatio="none">
            <path d={areaPath} fill="var(--mantine-primary-color-light)" />
            <path
              d={linePath}
              fill="none"
              stroke="var(--mantine-color-anchor)"
              strokeWidth="2.5"
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
            />
          </svg>
        </Paper>
      </Stack>
    </Paper>
  );
}
