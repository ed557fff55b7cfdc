import { Group, Paper, Stack, Text } from '@mantine/core';
import type { LiveEvent } from '@stakelab/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStartTime } from '../utils/live-format';
import { sportGroup } from '../utils/sport-filter';
import { EventNames, LiveScore, OddsBoxes, SportBadge } from './live-event-parts';

const LiveEventCard = memo(function LiveEventCard({ event }: { event: LiveEvent }) {
  const { i18n } = useTranslation();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="live-row"
      data-row-id={event.RowId}
      data-sport={sportGroup(event.Sport)}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <SportBadge sport={event.Sport} />
            <Text size="xs" c="dimmed" truncate="end" data-testid="live-league">
              {event.LeagueName}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            <time dateTime={event.EventStartTimeUTC} data-testid="live-start">
              {formatStartTime(event.EventStartTimeUTC, i18n.language)}
            </time>
          </Text>
        </Group>
        <EventNames event={event} />
        <LiveScore event={event} layout="inline" />
        <OddsBoxes event={event} layout="fill" />
      </Stack>
    </Paper>
  );
});

/**
 * The table on a phone (docs/design.md): one card per event with the same facts,
 * no sideways scroll.
 */
export function LiveEventCards({ events }: { events: readonly LiveEvent[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('liveEvents.tableCaption')}
      data-testid="live-cards"
    >
      {events.map((event) => (
        <LiveEventCard key={event.RowId} event={event} />
      ))}
    </Stack>
  );
}
