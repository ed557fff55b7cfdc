import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { LiveEvent } from '@stakelab/core';
import { IconBroadcast, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedEventsQueryOptions } from '../../lib/feed-events-api';
import { formatDateTime, formatOdds } from '../../lib/format';
import {
  feedEventName,
  type FeedOutcomeSlot,
  matchesFeedSearch,
  offeredOutcomes,
  outcomeOdds,
} from './feed-pick';

/** Events listed at once: enough to scan, short enough for a dialog. */
const MAX_SHOWN = 12;

interface FeedEventPickerProps {
  onPick: (event: LiveEvent, outcome: FeedOutcomeSlot) => void;
  /** The event and outcome the form's leg is linked to, if any. */
  linked: { eventId: string; outcome: FeedOutcomeSlot } | undefined;
  /**
   * Only events still to start (a tipster stake must be published before its event): the
   * events in play are not offered.
   */
  upcomingOnly?: boolean;
}

/**
 * "Pick from the live feed" (issue 36): search the events in play and the upcoming ones, and
 * pick an outcome; the form fills itself from it (the add-bet form: sport, competition, event,
 * selection and the current odds; the admin stake form: event, start, selection and odds),
 * and the bet or stake is linked to the event (its closing odds are captured at kick-off).
 * Every control is a button or a text box: Tab, Enter and Space do it all.
 */
export function FeedEventPicker({ onPick, linked, upcomingOnly = false }: FeedEventPickerProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const panelId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // Opened, the search box has the focus: the user types at once.
  useEffect(() => {
    if (opened) searchRef.current?.focus();
  }, [opened]);
  const live = useQuery({ ...feedEventsQueryOptions('live'), enabled: opened && !upcomingOnly });
  const upcoming = useQuery({ ...feedEventsQueryOptions('upcoming'), enabled: opened });
  const events = useMemo(() => {
    const all = [
      ...(upcomingOnly ? [] : (live.data ?? [])).map((event) => ({ event, isLive: true })),
      ...(upcoming.data ?? []).map((event) => ({ event, isLive: false })),
    ];
    return all.filter(({ event }) => matchesFeedSearch(event, query));
  }, [live.data, upcoming.data, query, upcomingOnly]);
  const isLoading = opened && ((!upcomingOnly && live.isPending) || upcoming.isPending);
  const linkedEvent = linked
    ? [...(live.data ?? []), ...(upcoming.data ?? [])].find((e) => e.RowId === linked.eventId)
    : undefined;

  const outcomeName = (event: LiveEvent, outcome: FeedOutcomeSlot) =>
    outcome === '1' ? event.HomeName : outcome === '2' ? event.AwayName : t('feedPicker.draw');

  return (
    <Paper withBorder radius="md" p="sm" data-testid="feed-picker">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconBroadcast size={16} aria-hidden="true" />}
            aria-expanded={opened}
            aria-controls={panelId}
            onClick={() => setOpened((was) => !was)}
            data-testid="feed-picker-toggle"
          >
            {t('feedPicker.open')}
          </Button>
          {linked && (
            <Text size="xs" c="dimmed" data-testid="feed-picker-linked">
              {linkedEvent
                ? t('feedPicker.linkedTo', {
                    event: feedEventName(linkedEvent),
                    outcome: outcomeName(linkedEvent, linked.outcome),
                  })
                : t('feedPicker.linked')}
            </Text>
          )}
        </Group>
        {opened && (
          <Stack gap="xs" id={panelId}>
            <TextInput
              ref={searchRef}
              label={upcomingOnly ? t('feedPicker.searchUpcoming') : t('feedPicker.search')}
              placeholder={t('feedPicker.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              autoComplete="off"
              data-testid="feed-picker-search"
            />
            {isLoading ? (
              <Text size="sm">{t('feedPicker.loading')}</Text>
            ) : events.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="feed-picker-empty">
                {upcomingOnly ? t('feedPicker.noneUpcoming') : t('feedPicker.none')}
              </Text>
            ) : (
              <Stack
                component="ul"
                gap={6}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('feedPicker.results')}
              >
                {events.slice(0, MAX_SHOWN).map(({ event, isLive }) => (
                  <li key={event.RowId} data-testid="feed-picker-event" data-row-id={event.RowId}>
                    <Stack gap={4}>
                      <Group gap={6} wrap="wrap">
                        <Badge size="xs" variant="light" color={isLive ? 'red' : 'blue'}>
                          {isLive ? t('feedPicker.live') : t('feedPicker.upcoming')}
                        </Badge>
                        <Text size="sm" fw={600}>
                          {feedEventName(event)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {event.LeagueName} ·{' '}
                          {formatDateTime(event.EventStartTimeUTC, i18n.language)}
                        </Text>
                      </Group>
                      <Group gap={6} wrap="wrap">
                        {offeredOutcomes(event).map((outcome) => {
                          const odds = outcomeOdds(event, outcome);
                          const name = outcomeName(event, outcome);
                          return (
                            <Button
                              key={outcome}
                              size="compact-sm"
                              variant="default"
                              disabled={odds === null}
                              onClick={() => {
                                onPick(event, outcome);
                                setOpened(false);
                              }}
                              data-testid="feed-picker-outcome"
                              data-outcome={outcome}
                            >
                              {name}
                              {odds === null ? '' : ` · ${formatOdds(odds, i18n.language)}`}
                            </Button>
                          );
                        })}
                      </Group>
                    </Stack>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
