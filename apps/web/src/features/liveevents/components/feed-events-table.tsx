import { Box, Group, Table, Text } from '@mantine/core';
import type { FeedEvent } from '@stakelab/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStartTime, scoreText } from '../utils/live-format';
import type { LiveSections } from '../utils/live-sections';
import { sportGroup } from '../utils/sport-filter';
import { EventActions, EventBets, type EventExtras } from './event-extras';
import { EventNames, OddsBoxes, SportBadge } from './live-event-parts';
import { sectionParts } from './live-events-table';
import classes from './live-events.module.css';

type FeedListView = 'upcoming' | 'finished';

/** A time in the reader's own zone and language, as the live table shows its start times. */
function When({ iso, testId }: { iso: string; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} data-testid={testId}>
      {formatStartTime(iso, i18n.language)}
    </time>
  );
}

const FeedEventRow = memo(function FeedEventRow({
  view,
  event,
  bets,
  favourite,
  onOpen,
}: { view: FeedListView; event: FeedEvent } & EventExtras) {
  return (
    <Table.Tr
      data-testid="feed-row"
      data-row-id={event.RowId}
      data-state={event.State}
      data-sport={sportGroup(event.Sport)}
      data-mine={bets ? 'true' : undefined}
      data-favourite={favourite ? 'true' : undefined}
    >
      <Table.Td className={classes.event}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <EventNames event={event} />
          <EventActions event={event} favourite={favourite} onOpen={onOpen} />
        </Group>
        <EventBets event={event} bets={bets} />
      </Table.Td>
      <Table.Td>
        <SportBadge sport={event.Sport} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{event.LeagueName}</Text>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <When iso={event.EventStartTimeUTC} testId="feed-kick-off" />
      </Table.Td>
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
            {event.FinishedAt ? <When iso={event.FinishedAt} testId="feed-finished-at" /> : '–'}
          </Table.Td>
        </>
      )}
    </Table.Tr>
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
  const caption = t(
    view === 'upcoming' ? 'liveEvents.feed.upcomingCaption' : 'liveEvents.feed.finishedCaption',
  );
  const parts = sectionParts(sections);
  const columns = [
    t('liveEvents.columns.event'),
    t('liveEvents.columns.sport'),
    t('liveEvents.columns.league'),
    t('liveEvents.feed.kickOff'),
    ...(view === 'upcoming'
      ? [t('liveEvents.feed.preMatchOdds')]
      : [t('liveEvents.feed.finalScore'), t('liveEvents.feed.finishedAt')]),
  ];
  return (
    <Box
      className={classes.tableScroll}
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="feed-table-scroll"
    >
      <Table
        miw={760}
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label={caption}
        data-testid="feed-table"
        data-view={view}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th
                key={column}
                scope="col"
                className={
                  i >= 4 && view === 'finished' ? `${classes.head} ${classes.right}` : classes.head
                }
              >
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {parts.map(({ key, events }) => (
          <Table.Tbody key={key} data-testid="feed-section" data-section={key}>
            {parts.length > 1 && (
              <Table.Tr className={classes.sectionRow}>
                <Table.Th scope="colgroup" colSpan={columns.length} className={classes.sectionHead}>
                  {t(`liveEvents.sections.${key}`)}
                </Table.Th>
              </Table.Tr>
            )}
            {events.map((event) => (
              <FeedEventRow key={event.RowId} view={view} event={event} {...extras(event)} />
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Box>
  );
}
