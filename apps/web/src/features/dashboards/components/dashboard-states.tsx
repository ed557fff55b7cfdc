import { Button, Grid, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconCalendarOff,
  IconChartPie,
  IconFilterOff,
  IconLock,
  IconUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { StatePanel } from '../../../components/ui/state-panel';

/** docs/product.md §2: without a user there is nothing to show. */
export function LoginRequired() {
  const { t } = useTranslation();
  return (
    <StatePanel
      testId="dashboards-login-required"
      icon={IconLock}
      variant="light"
      title={t('dashboards.states.loginRequired')}
      actions={
        <Button component={Link} to="/login">
          {t('dashboards.states.logIn')}
        </Button>
      }
    />
  );
}

/**
 * docs/product.md §2 'Loading dashboards...', over the shape of what is coming
 * (docs/design.md: skeletons).
 */
export function DashboardsLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-live="polite" data-testid="dashboards-loading">
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{t('dashboards.states.loading')}</Text>
      </Group>
      <Skeleton height={58} radius="md" />
      <CardGridSkeleton count={5} cols={{ base: 1, xs: 2, md: 3, lg: 5 }} height={104} />
      <Grid gap="md" aria-hidden="true">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Skeleton height={340} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Skeleton height={340} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** docs/product.md §2 no bets (also a failed load, §8): where to get some. */
export function NoDashboardData() {
  const { t } = useTranslation();
  return (
    <StatePanel
      testId="dashboards-empty"
      icon={IconChartPie}
      variant="light"
      title={t('dashboards.states.empty')}
      actions={
        <Button
          component={Link}
          to="/history"
          leftSection={<IconUpload size={16} aria-hidden="true" />}
        >
          {t('dashboards.states.importBets')}
        </Button>
      }
    />
  );
}

/** Bets exist, but none in the chosen period. */
export function NoBetsInRange({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      testId="dashboards-no-bets-in-range"
      icon={IconCalendarOff}
      title={t('dashboards.states.noBetsInRange')}
      description={t('dashboards.states.noBetsInRangeText')}
      actions={
        <Button variant="default" onClick={onShowAll}>
          {t('dashboards.states.showAllTime')}
        </Button>
      }
    />
  );
}

/** The period has bets, but none matches the facets' choices. */
export function NoBetsForFacets({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      testId="dashboards-no-bets-for-facets"
      icon={IconFilterOff}
      title={t('dashboards.facets.noMatch')}
      description={t('dashboards.facets.noMatchText')}
      actions={
        <Button variant="default" onClick={onClear}>
          {t('dashboards.facets.clear')}
        </Button>
      }
    />
  );
}
