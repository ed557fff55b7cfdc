import { Table, Text } from '@mantine/core';
import type { FeedEvent } from '@stakelab/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreText } from '../utils/live-format';
import type { LiveSections } from '../utils/live-sections';
import type { EventExtras } from './event-extras';
import { OddsBoxes } from './live-event-parts';
import { EventRow, EventsTable, EventTime } from './events-table-layout';
import classes from './live-events.module.css';

type FeedListView = 'upcoming' | 'finished';

const FeedEventRow = memo(function FeedEventRow({
  view,
  event,
  ...extras
}: { view: FeedListView; event: FeedEvent } & EventExtras) {
  return (
    <EventRow
      event={event}
      {...extras}
      state={event.State}
      testIds={{ row: 'feed-row', start: 'feed-kick-off' }}
    >
      {view === 'upcoming' ? (
        <Table.Td>
          <OddsBoxes event={event} layout="row" />
        </Table.Td>
      ) : (
        <>
          <Table.Td className={classes.right}>
            <Text fw={700} size="sm" data-testid="feed-final-score">
              {scoreText(event)}
            </Text>
          </Table.Td>
          <Table.Td className={`${classes.nowrap} ${classes.right}`}>
            {event.FinishedAt ? (
              <EventTime iso={event.FinishedAt} testId="feed-finished-at" />
            ) : (
              '–'
            )}
          </Table.Td>
        </>
      )}
    </EventRow>
  );
});

interface FeedEventsTableProps {
  view: FeedListView;
  /** The view's events in their parts: my bets, favourites, the rest. */
  sections: LiveSections<FeedEvent>;
  extras: (event: FeedEvent) => EventExtras;
}

/**
 * Beyond the events in play (issue 36 follow-up): the announced events with their kick-off and
 * pre-match odds, or the recently finished ones with their final score. Like the live table:
 * the user's bets first, then favourites, then the rest; each row can be opened and starred.
 */
export function FeedEventsTable({ view, sections, extras }: FeedEventsTableProps) {
  const { t } = useTranslation();
  return (
    <EventsTable
      testIdPrefix="feed"
      caption={t(
        view === 'upcoming' ? 'liveEvents.feed.upcomingCaption' : 'liveEvents.feed.finishedCaption',
      )}
      minWidth={760}
      view={view}
      startLabel={t('liveEvents.feed.kickOff')}
      columns={
        view === 'upcoming'
          ? [{ label: t('liveEvents.feed.preMatchOdds') }]
          : [
              { label: t('liveEvents.feed.finalScore'), right: true },
              { label: t('liveEvents.feed.finishedAt'), right: true },
            ]
      }
      sections={sections}
      renderRow={(event) => <FeedEventRow view={view} event={event} {...extras(event)} />}
    />
  );
}
