import { Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LiveEvent } from '@stakelab/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel';
import type { LiveStreamState } from '../hooks/use-live-events';
import { countBySportFilter, matchesSportFilter, type SportFilter } from '../utils/sport-filter';
import { LiveEventCards } from './live-event-cards';
import { LiveEventsTable } from './live-events-table';
import { LiveEventsSkeleton, NoLiveEvents, NoneForFilter } from './live-events-states';
import { LiveFilterBar } from './live-filter-bar';
import { LiveStreamStatus } from './live-stream-status';

interface LiveEventsCardProps {
  /** Undefined while loading (or after a failed first load). */
  events: readonly LiveEvent[] | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => Promise<unknown>;
  streamState: LiveStreamState;
  filter: SportFilter;
  onFilterChange: (filter: SportFilter) => void;
}

/**
 * docs/product.md §2 /liveevents: one card with the sport filter buttons over the events, a table
 * on wide screens and cards on phones; loading, error (in red) and empty states.
 */
export function LiveEventsCard({
  events,
  isError,
  isRetrying,
  onRetry,
  streamState,
  filter,
  onFilterChange,
}: LiveEventsCardProps) {
  const { t } = useTranslation();
  // Read at once (not after a first paint) so a phone never lays out the wide table first.
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const counts = useMemo(() => (events ? countBySportFilter(events) : undefined), [events]);
  const shown = useMemo(
    () => events?.filter((event) => matchesSportFilter(event, filter)),
    [events, filter],
  );

  let content;
  if (shown === undefined && isError) {
    // Spec §8: liveEventsFetchError in red, with a way to try again.
    content = (
      <LoadErrorPanel
        testId="live-error"
        title={t('liveEvents.liveEventsFetchError')}
        retryLabel={t('liveEvents.retry')}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  } else if (shown === undefined) {
    content = <LiveEventsSkeleton />;
  } else if (events?.length === 0) {
    content = <NoLiveEvents />;
  } else if (shown.length === 0) {
    content = <NoneForFilter onShowAll={() => onFilterChange('ALL')} />;
  } else if (isPhone) {
    content = <LiveEventCards events={shown} />;
  } else {
    content = <LiveEventsTable events={shown} />;
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="live-events-card">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <LiveFilterBar value={filter} onChange={onFilterChange} counts={counts} />
          <LiveStreamStatus state={streamState} />
        </Group>
        {content}
      </Stack>
    </Paper>
  );
}
