import { Button, EmptyState, Paper } from '@mantine/core';
import { IconBroadcastOff, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/ui/table-skeleton';

/** Skeleton rows while the list loads (docs/design.md: skeletons for tables). */
export function LiveEventsSkeleton() {
  const { t } = useTranslation();
  return (
    <TableSkeleton label={t('liveEvents.loading')} testId="live-loading" rows={5} rowHeight={52} />
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
