import { Button, EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBroadcastOff, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Skeleton rows while the list loads (docs/design.md: skeletons for tables). */
export function LiveEventsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      role="status"
      aria-live="polite"
      aria-label={t('liveEvents.loading')}
      data-testid="live-loading"
    >
      {Array.from({ length: 5 }, (_, row) => (
        <Skeleton key={row} height={52} radius="sm" />
      ))}
    </Stack>
  );
}

/** docs/product.md §8: liveEventsFetchError in red, with a way to try again. */
export function LiveEventsError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="live-error">
      <Text c="red" fw={600} role="alert" ta="center">
        {t('liveEvents.liveEventsFetchError')}
      </Text>
      <Button variant="default" onClick={onRetry} loading={isRetrying}>
        {t('liveEvents.retry')}
      </Button>
    </Stack>
  );
}

/**
 * docs/product.md §2 empty state: noLiveEvents, and that the page fills itself when matches start.
 */
export function NoLiveEvents() {
  const { t } = useTranslation();
  return (
    <Paper radius="md" p="lg" data-testid="live-empty">
      <EmptyState
        icon={<IconBroadcastOff size={28} aria-hidden="true" />}
        variant="light"
        title={t('liveEvents.noLiveEvents')}
        description={t('liveEvents.noLiveEventsHint')}
      />
    </Paper>
  );
}

/** Events are live, just none of the chosen sport. */
export function NoneForFilter({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper radius="md" p="lg" data-testid="live-filter-empty">
      <EmptyState
        icon={<IconFilterOff size={28} aria-hidden="true" />}
        variant="light"
        title={t('liveEvents.noneForFilter')}
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onShowAll}>
            {t('liveEvents.showAll')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
