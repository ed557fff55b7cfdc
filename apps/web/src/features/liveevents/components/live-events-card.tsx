import { Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type LiveEvent, liveBetViews } from '@stakelab/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel';
import { useLiveFavourites, useMyLiveBets } from '../api/my-live-bets';
import type { LiveStreamState } from '../hooks/use-live-events';
import { useScoreTimeline } from '../hooks/use-score-timeline';
import { betViewsByEvent, isFavouriteEvent, liveSections } from '../utils/live-sections';
import type { EventExtras } from './event-extras';
import { LiveEventDetail } from './live-event-detail';
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
  // Issue 36: the user's open bets on these events first, then their favourites, then the rest.
  const myBets = useMyLiveBets();
  const favouritesQuery = useLiveFavourites();
  const favourites = useMemo(() => favouritesQuery.data ?? [], [favouritesQuery.data]);
  const byEvent = useMemo(
    () => betViewsByEvent(liveBetViews(myBets.data ?? [], events ?? [])),
    [myBets.data, events],
  );
  const sections = useMemo(
    () => (shown ? liveSections(shown, byEvent, favourites) : undefined),
    [shown, byEvent, favourites],
  );
  const timelines = useScoreTimeline();
  const [openId, setOpenId] = useState<string | null>(null);
  const onOpen = useCallback((rowId: string) => setOpenId(rowId), []);
  const extras = useCallback(
    (event: LiveEvent): EventExtras => ({
      bets: byEvent.get(event.RowId),
      favourite: isFavouriteEvent(event, favourites),
      onOpen,
    }),
    [byEvent, favourites, onOpen],
  );
  const opened = openId === null ? null : (events?.find((event) => event.RowId === openId) ?? null);

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
  } else if (shown === undefined || sections === undefined) {
    content = <LiveEventsSkeleton />;
  } else if (events?.length === 0) {
    content = <NoLiveEvents />;
  } else if (shown.length === 0) {
    content = <NoneForFilter onShowAll={() => onFilterChange('ALL')} />;
  } else if (isPhone) {
    content = <LiveEventCards sections={sections} extras={extras} />;
  } else {
    content = <LiveEventsTable sections={sections} extras={extras} />;
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
      <LiveEventDetail
        event={opened}
        bets={opened ? (byEvent.get(opened.RowId) ?? []) : []}
        timeline={opened ? (timelines.get(opened.RowId) ?? []) : []}
        favourites={favourites}
        onClose={() => setOpenId(null)}
      />
    </Paper>
  );
}
