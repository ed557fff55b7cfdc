import { Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FeedEvent, type LiveEvent, liveBetViews } from '@stakelab/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel';
import { feedEventsQueryOptions } from '../../../lib/feed-events-api';
import { useLiveFavourites, useMyLiveBets } from '../api/my-live-bets';
import type { LiveStreamState } from '../hooks/use-live-events';
import { useScoreTimeline } from '../hooks/use-score-timeline';
import { betViewsByEvent, isFavouriteEvent, liveSections } from '../utils/live-sections';
import type { EventExtras } from './event-extras';
import { LiveEventDetail } from './live-event-detail';
import { byKickOff, byLatestFinish, type FeedView } from '../utils/feed-views';
import { countBySportFilter, matchesSportFilter, type SportFilter } from '../utils/sport-filter';
import { FeedEventsTable } from './feed-events-table';
import { FeedViewSwitch } from './feed-view-switch';
import { LiveEventCards } from './live-event-cards';
import { LiveEventsTable } from './live-events-table';
import {
  LiveEventsSkeleton,
  NoFeedEvents,
  NoLiveEvents,
  NoneForFilter,
} from './live-events-states';
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
  /** Live (the spec's table, the default), upcoming or finished events. */
  view?: FeedView;
  onViewChange?: (view: FeedView) => void;
}

/** How often the announced and finished lists are fetched again (they have no stream). */
export const FEED_LISTS_REFRESH_MS = 60_000;

/** One of the feed's lists beside the live one, sorted for its view. */
function useFeedList(state: 'upcoming' | 'finished') {
  return useQuery({
    ...feedEventsQueryOptions(state),
    refetchInterval: FEED_LISTS_REFRESH_MS,
    select: state === 'upcoming' ? byKickOff : byLatestFinish,
  });
}

/**
 * docs/product.md §2 /liveevents: one card with the sport filter buttons over the events, a table
 * on wide screens and cards on phones; loading, error (in red) and empty states. Above it, Live /
 * Upcoming / Finished with counts: the announced and finished events of the feed in a table of
 * their own (kick-off and pre-match odds, or the final score), live stays the default view.
 */
export function LiveEventsCard({
  events,
  isError,
  isRetrying,
  onRetry,
  streamState,
  filter,
  onFilterChange,
  view = 'live',
  onViewChange = () => undefined,
}: LiveEventsCardProps) {
  const { t } = useTranslation();
  // Read at once (not after a first paint) so a phone never lays out the wide table first.
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // "Then the rest": what the feed announced and what ended lately, beside the events in play.
  const upcoming = useFeedList('upcoming');
  const finished = useFeedList('finished');
  const feedList = view === 'upcoming' ? upcoming : view === 'finished' ? finished : null;
  const listed: readonly LiveEvent[] | undefined = feedList ? feedList.data : events;
  const counts = useMemo(() => (listed ? countBySportFilter(listed) : undefined), [listed]);
  const shownFeed = useMemo(
    () => feedList?.data?.filter((event) => matchesSportFilter(event, filter)),
    [feedList?.data, filter],
  );
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
  // The user's bets on the announced or finished events, matched as on the live ones.
  const feedByEvent = useMemo(
    () => betViewsByEvent(liveBetViews(myBets.data ?? [], feedList?.data ?? [])),
    [myBets.data, feedList?.data],
  );
  const feedSections = useMemo(
    () => (shownFeed ? liveSections(shownFeed, feedByEvent, favourites) : undefined),
    [shownFeed, feedByEvent, favourites],
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
  const feedExtras = useCallback(
    (event: FeedEvent): EventExtras => ({
      bets: feedByEvent.get(event.RowId),
      favourite: isFavouriteEvent(event, favourites),
      onOpen,
    }),
    [feedByEvent, favourites, onOpen],
  );
  // The event opened, wherever it is now: an announced one may have kicked off meanwhile.
  const opened =
    openId === null
      ? null
      : ([events, upcoming.data, finished.data]
          .flatMap((list): readonly LiveEvent[] => list ?? [])
          .find((event) => event.RowId === openId) ?? null);
  const openedBets = opened
    ? (byEvent.get(opened.RowId) ?? feedByEvent.get(opened.RowId) ?? [])
    : [];

  let content;
  if (view !== 'live' && feedList) {
    if (feedList.data === undefined && feedList.isError) {
      content = (
        <LoadErrorPanel
          testId="feed-error"
          title={t('liveEvents.feed.fetchError')}
          retryLabel={t('liveEvents.retry')}
          onRetry={feedList.refetch}
          isRetrying={feedList.isFetching}
        />
      );
    } else if (feedList.data === undefined || feedSections === undefined) {
      content = <LiveEventsSkeleton />;
    } else if (feedList.data.length === 0) {
      content = <NoFeedEvents view={view} />;
    } else if (shownFeed?.length === 0) {
      content = (
        <NoneForFilter
          title={t('liveEvents.feed.noneForFilter')}
          onShowAll={() => onFilterChange('ALL')}
        />
      );
    } else {
      content = <FeedEventsTable view={view} sections={feedSections} extras={feedExtras} />;
    }
  } else if (shown === undefined && isError) {
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
        <FeedViewSwitch
          value={view}
          onChange={onViewChange}
          counts={{
            live: events?.length,
            upcoming: upcoming.data?.length,
            finished: finished.data?.length,
          }}
        />
        <Group justify="space-between" align="center" gap="sm">
          <LiveFilterBar value={filter} onChange={onFilterChange} counts={counts} />
          <LiveStreamStatus state={streamState} />
        </Group>
        {content}
      </Stack>
      <LiveEventDetail
        event={opened}
        bets={openedBets}
        timeline={opened ? (timelines.get(opened.RowId) ?? []) : []}
        favourites={favourites}
        onClose={() => setOpenId(null)}
      />
    </Paper>
  );
}
