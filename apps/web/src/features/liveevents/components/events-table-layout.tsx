import { Box, Group, Table, Text } from '@mantine/core';
import type { LiveEvent } from '@stakelab/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStartTime } from '../utils/live-format';
import { type LiveSections, sectionParts } from '../utils/live-sections';
import { sportGroup } from '../utils/sport-filter';
import { EventActions, EventBets, type EventExtras } from './event-extras';
import { EventNames, SportBadge } from './live-event-parts';
import classes from './live-events.module.css';

// The live table and the feed's tables (upcoming, finished) share their frame and their first
// four columns; each table passes only what differs: its test ids and its last columns.

/** A time in the reader's own zone and language. */
export function EventTime({ iso, testId }: { iso: string; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} data-testid={testId}>
      {formatStartTime(iso, i18n.language)}
    </time>
  );
}

interface EventRowProps extends EventExtras {
  event: LiveEvent;
  /** The row's test id, its start time's, and its league's (the live table tests it). */
  testIds: { row: string; start: string; league?: string };
  /** The feed event's state, as `data-state`; the live table has none. */
  state?: string;
  /** The table's own cells after event, sport, league and start time. */
  children: ReactNode;
}

/** A row's shared cells: the names with their actions and bets, sport, league, start time. */
export function EventRow({
  event,
  bets,
  favourite,
  onOpen,
  testIds,
  state,
  children,
}: EventRowProps) {
  return (
    <Table.Tr
      data-testid={testIds.row}
      data-row-id={event.RowId}
      data-state={state}
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
        <Text size="sm" data-testid={testIds.league}>
          {event.LeagueName}
        </Text>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <EventTime iso={event.EventStartTimeUTC} testId={testIds.start} />
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

/** A header cell: its label, and whether its column is aligned right (scores, times). */
export interface EventColumn {
  label: string;
  right?: boolean;
}

interface EventsTableProps<E extends LiveEvent> {
  /** `live` or `feed`: the start of the frame's and sections' test ids. */
  testIdPrefix: 'live' | 'feed';
  /** The table's accessible name, and its scroll region's. */
  caption: string;
  /** The start time's header: a start in play, a kick-off in the feed. */
  startLabel: string;
  /** The table's own columns after event, sport, league and start time. */
  columns: readonly EventColumn[];
  /** The least width before the table scrolls sideways. */
  minWidth: number;
  /** Where the header sticks below the page top; without it the header does not stick. */
  stickyHeaderOffset?: number;
  /** The feed's view, as `data-view` on the table. */
  view?: string;
  sections: LiveSections<E>;
  /** One row; the table keys it by the event's RowId. */
  renderRow: (event: E) => ReactNode;
}

/**
 * The frame: a scroll region around the table, the header, then one body per non-empty part
 * (my bets, favourites, the rest), each headed only when there is more than one.
 */
export function EventsTable<E extends LiveEvent>({
  testIdPrefix,
  caption,
  startLabel,
  columns,
  minWidth,
  stickyHeaderOffset,
  view,
  sections,
  renderRow,
}: EventsTableProps<E>) {
  const { t } = useTranslation();
  const parts = sectionParts(sections);
  const allColumns: readonly EventColumn[] = [
    { label: t('liveEvents.columns.event') },
    { label: t('liveEvents.columns.sport') },
    { label: t('liveEvents.columns.league') },
    { label: startLabel },
    ...columns,
  ];
  return (
    <Box
      className={classes.tableScroll}
      // A region that may scroll sideways without buttons inside: focusable, so the keyboard
      // can scroll it.
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid={`${testIdPrefix}-table-scroll`}
    >
      <Table
        miw={minWidth}
        stickyHeader={stickyHeaderOffset !== undefined}
        stickyHeaderOffset={stickyHeaderOffset}
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label={caption}
        data-testid={`${testIdPrefix}-table`}
        data-view={view}
      >
        <Table.Thead>
          <Table.Tr>
            {allColumns.map(({ label, right }) => (
              <Table.Th
                key={label}
                scope="col"
                className={right ? `${classes.head} ${classes.right}` : classes.head}
              >
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {parts.map(({ key, events }) => (
          <Table.Tbody key={key} data-testid={`${testIdPrefix}-section`} data-section={key}>
            {parts.length > 1 && (
              <Table.Tr className={classes.sectionRow}>
                <Table.Th
                  scope="colgroup"
                  colSpan={allColumns.length}
                  className={classes.sectionHead}
                >
                  {t(`liveEvents.sections.${key}`)}
                </Table.Th>
              </Table.Tr>
            )}
            {events.map((event) => (
              <Fragment key={event.RowId}>{renderRow(event)}</Fragment>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Box>
  );
}
