import { Table } from '@mantine/core';
import type { LiveEvent } from '@stakelab/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSections } from '../utils/live-sections';
import type { EventExtras } from './event-extras';
import { LiveScore, OddsBoxes } from './live-event-parts';
import { EventRow, EventsTable } from './events-table-layout';
import classes from './live-events.module.css';

/** One row; unchanged events keep their identity across updates, so memo skips them. */
const LiveEventRow = memo(function LiveEventRow({
  event,
  ...extras
}: { event: LiveEvent } & EventExtras) {
  return (
    <EventRow
      event={event}
      {...extras}
      testIds={{ row: 'live-row', start: 'live-start', league: 'live-league' }}
    >
      <Table.Td className={classes.right}>
        <LiveScore event={event} layout="cell" />
      </Table.Td>
      <Table.Td>
        <OddsBoxes event={event} layout="row" />
      </Table.Td>
    </EventRow>
  );
});

/** The live list's events in their parts, and what the user brings to each event. */
export interface LiveListProps {
  sections: LiveSections;
  extras: (event: LiveEvent) => EventExtras;
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
  return (
    <EventsTable
      testIdPrefix="live"
      caption={t('liveEvents.tableCaption')}
      minWidth={880}
      stickyHeaderOffset={APP_HEADER_HEIGHT_PX}
      startLabel={t('liveEvents.columns.startTime')}
      columns={[
        { label: t('liveEvents.columns.liveScore'), right: true },
        { label: t('liveEvents.columns.odds'), right: true },
      ]}
      sections={sections}
      renderRow={(event) => <LiveEventRow event={event} {...extras(event)} />}
    />
  );
}
