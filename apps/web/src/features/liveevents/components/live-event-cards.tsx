import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LiveEvent } from '@stakelab/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionParts } from '../utils/live-sections';
import { sportGroup } from '../utils/sport-filter';
import { EventActions, EventBets, type EventExtras } from './event-extras';
import { EventTime } from './events-table-layout';
import { EventNames, LiveScore, OddsBoxes, SportBadge } from './live-event-parts';
import type { LiveListProps } from './live-events-table';

const LiveEventCard = memo(function LiveEventCard({
  event,
  bets,
  favourite,
  onOpen,
}: { event: LiveEvent } & EventExtras) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="live-row"
      data-row-id={event.RowId}
      data-sport={sportGroup(event.Sport)}
      data-mine={bets ? 'true' : undefined}
      data-favourite={favourite ? 'true' : undefined}
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
            <EventTime iso={event.EventStartTimeUTC} testId="live-start" />
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <EventNames event={event} />
          <EventActions event={event} favourite={favourite} onOpen={onOpen} />
        </Group>
        <EventBets event={event} bets={bets} />
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
export function LiveEventCards({ sections, extras }: LiveListProps) {
  const { t } = useTranslation();
  const parts = sectionParts(sections);
  return (
    <Stack gap="md" data-testid="live-cards">
      {parts.map(({ key, events }) => (
        <Stack key={key} gap="xs" data-testid="live-section" data-section={key}>
          {parts.length > 1 && (
            <Title order={2} size="h5" id={`live-section-${key}`}>
              {t(`liveEvents.sections.${key}`)}
            </Title>
          )}
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={parts.length > 1 ? undefined : t('liveEvents.tableCaption')}
            aria-labelledby={parts.length > 1 ? `live-section-${key}` : undefined}
          >
            {events.map((event) => (
              <LiveEventCard key={event.RowId} event={event} {...extras(event)} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
