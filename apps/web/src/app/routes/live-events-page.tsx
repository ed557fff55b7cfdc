import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { LiveEventsCard } from '../../features/liveevents/components/live-events-card';
import { useLiveEvents } from '../../features/liveevents/hooks/use-live-events';
import { type FeedView, isFeedView } from '../../features/liveevents/utils/feed-views';
import { isSportFilter, type SportFilter } from '../../features/liveevents/utils/sport-filter';

/**
 * docs/product.md §2 /liveevents: the events in play with scores and odds, updated live. The chosen
 * sport sits in the URL (?sport=TENNIS), so a reload or a shared link keeps it; so does the view
 * beyond the events in play (?view=upcoming or ?view=finished).
 */
export function LiveEventsPage() {
  const { t } = useTranslation();
  const { query, streamState } = useLiveEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('sport');
  const filter: SportFilter = isSportFilter(requested) ? requested : 'ALL';
  const requestedView = searchParams.get('view');
  const view: FeedView = isFeedView(requestedView) ? requestedView : 'live';

  /** Sets one search parameter, or drops it when it is back to its default. */
  const changeParam = (name: string, next: string, fallback: string) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  const changeFilter = (next: SportFilter) => changeParam('sport', next, 'ALL');
  const changeView = (next: FeedView) => changeParam('view', next, 'live');

  return (
    <PageSection>
      <Stack gap="lg">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('liveEvents.title')}</Title>
          <Text c="dimmed">{t('liveEvents.description')}</Text>
        </Stack>
        <LiveEventsCard
          events={query.data}
          isError={query.isError}
          isRetrying={query.isFetching}
          onRetry={query.refetch}
          streamState={streamState}
          filter={filter}
          onFilterChange={changeFilter}
          view={view}
          onViewChange={changeView}
        />
      </Stack>
    </PageSection>
  );
}
