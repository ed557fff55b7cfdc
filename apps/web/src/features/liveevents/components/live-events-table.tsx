import { Box, Group, Table, Text } from '@mantine/core';
import type { LiveEvent } from '@stakelab/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStartTime } from '../utils/live-format';
import { sportGroup } from '../utils/sport-filter';
import type { LiveSections } from '../utils/live-sections';
import { EventActions, EventBets, type EventExtras } from './event-extras';
import { EventNames, LiveScore, OddsBoxes, SportBadge } from './live-event-parts';
import classes from './live-events.module.css';

/** One row; unchanged events keep their identity across updates, so memo skips them. */
const LiveEventRow = memo(function LiveEventRow({
  event,
  bets,
  favourite,
  onOpen,
}: { event: LiveEvent } & EventExtras) {
  const { i18n } = useTranslation();
  return (
    <Table.Tr
      data-testid="live-row"
      data-row-id={event.RowId}
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
        <Text size="sm" data-testid="live-league">
          {event.LeagueName}
        </Text>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <time dateTime={event.EventStartTimeUTC} data-testid="live-start">
          {formatStartTime(event.EventStartTimeUTC, i18n.language)}
        </time>
      </Table.Td>
      <Table.Td className={classes.right}>
        <LiveScore event={event} layout="cell" />
      </Table.Td>
      <Table.Td>
        <OddsBoxes event={event} layout="row" />
      </Table.Td>
    </Table.Tr>
  );
});

/** The live list's events in their parts, and what the user brings to each event. */
export interface LiveListProps {
  sections: LiveSections;
  extras: (event: LiveEvent) => EventExtras;
}

/**
 * The non-empty parts in order: my bets, favourites, the rest. With neither bets nor
 * favourites there is one part and no headings: the spec's table as it was.
 */
export function sectionParts<E extends LiveEvent>(sections: LiveSections<E>) {
  return (['mine', 'favourites', 'rest'] as const)
    .map((key) => ({ key, events: sections[key] }))
    .filter((part) => part.events.length > 0);
}

/** The app header's height: the table's header sticks just below it. */
const APP_HEADER_HEIGHT_PX = 64;

/**
 * docs/product.md §2 columns: event, sport, league, start time, live score, odds. The page
 * scrolls, never a box inside it (a box of its own cut the last row in half above an empty
 * page), and the header sticks under the app header while the rows go by. Between the phone
 * cards and a screen the table fits, it scrolls sideways.
 */
export function LiveEventsTable({ sections, extras }: LiveListProps) {
  const { t } = useTranslation();
  const parts = sectionParts(sections);
  return (
    <Box
      className={classes.tableScroll}
      // A region that may scroll sideways without buttons inside: focusable, so the keyboard
      // can scroll it.
      tabIndex={0}
      role="region"
      aria-label={t('liveEvents.tableCaption')}
      data-testid="live-table-scroll"
    >
      <Table
        miw={880}
        stickyHeader
        stickyHeaderOffset={APP_HEADER_HEIGHT_PX}
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label={t('liveEvents.tableCaption')}
        data-testid="live-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.head}>
              {t('liveEvents.columns.event')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              {t('liveEvents.columns.sport')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              {t('liveEvents.columns.league')}
            </Table.Th>
            <Table.Th scope="col" className={classes.head}>
              {t('liveEvents.columns.startTime')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.head} ${classes.right}`}>
              {t('liveEvents.columns.liveScore')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.head} ${classes.right}`}>
              {t('liveEvents.columns.odds')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {parts.map(({ key, events }) => (
          <Table.Tbody key={key} data-testid="live-section" data-section={key}>
            {parts.length > 1 && (
              <Table.Tr className={classes.sectionRow}>
                <Table.Th scope="colgroup" colSpan={6} className={classes.sectionHead}>
                  {t(`liveEvents.sections.${key}`)}
                </Table.Th>
              </Table.Tr>
            )}
            {events.map((event) => (
              <LiveEventRow key={event.RowId} event={event} {...extras(event)} />
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Box>
  );
}
