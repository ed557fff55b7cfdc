import { Button, EmptyState, Paper } from '@mantine/core';
import { IconBroadcastOff, IconCalendarOff, IconFilterOff } from '@tabler/icons-react';
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

/** Events are live (or announced, or over), just none of the chosen sport. */
export function NoneForFilter({ onShowAll, title }: { onShowAll: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Paper radius="md" p="lg" data-testid="live-filter-empty">
      <EmptyState
        icon={<IconFilterOff size={28} aria-hidden="true" />}
        variant="light"
        title={title ?? t('liveEvents.noneForFilter')}
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

/** Nothing announced yet, or nothing finished lately. */
export function NoFeedEvents({ view }: { view: 'upcoming' | 'finished' }) {
  const { t } = useTranslation();
  return (
    <Paper radius="md" p="lg" data-testid="feed-empty" data-view={view}>
      <EmptyState
        icon={<IconCalendarOff size={28} aria-hidden="true" />}
        variant="light"
        title={t(view === 'upcoming' ? 'liveEvents.feed.noUpcoming' : 'liveEvents.feed.noFinished')}
        description={t(
          view === 'upcoming' ? 'liveEvents.feed.noUpcomingHint' : 'liveEvents.feed.noFinishedHint',
        )}
      />
    </Paper>
  );
}
