import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { LiveBetView, LiveEvent, LiveFavourite, PriceSnapshot } from '@stakelab/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatOdds } from '../../../lib/format';
import { feedEventsQueryOptions } from '../../../lib/feed-events-api';
import { useToggleFavourite } from '../api/my-live-bets';
import type { ScoreMoment } from '../hooks/use-score-timeline';
import { isStarred } from '../utils/live-sections';
import { clockText, scoreText } from '../utils/live-format';
import { periodLabel } from '../utils/live-periods';
import { MyBetsOnEvent } from './my-bets-on-event';

interface LiveEventDetailProps {
  /** The event shown; null: closed. */
  event: LiveEvent | null;
  bets: readonly LiveBetView[];
  timeline: readonly ScoreMoment[];
  favourites: readonly LiveFavourite[];
  onClose: () => void;
}

/** A toggle that stars or unstars one team or competition; aria-pressed says which it is. */
function StarButton({
  favourite,
  favourites,
}: {
  favourite: LiveFavourite;
  favourites: readonly LiveFavourite[];
}) {
  const toggle = useToggleFavourite();
  const starred = isStarred(favourites, favourite);
  return (
    <Button
      variant={starred ? 'light' : 'default'}
      size="xs"
      leftSection={
        starred ? (
          <IconStarFilled size={14} aria-hidden="true" />
        ) : (
          <IconStar size={14} aria-hidden="true" />
        )
      }
      aria-pressed={starred}
      loading={toggle.isPending}
      onClick={() => toggle.mutate({ favourite, starred: !starred })}
      data-testid="star-button"
      data-kind={favourite.kind}
      data-starred={starred ? 'true' : 'false'}
    >
      {favourite.name}
    </Button>
  );
}

/** The pre-match prices the feed keeps for the event, oldest first. */
function OddsHistory({ event }: { event: LiveEvent }) {
  const { t, i18n } = useTranslation();
  const live = useQuery(feedEventsQueryOptions('live'));
  const upcoming = useQuery(feedEventsQueryOptions('upcoming'));
  const finished = useQuery(feedEventsQueryOptions('finished'));
  const prices: readonly PriceSnapshot[] | undefined = [
    ...(live.data ?? []),
    ...(upcoming.data ?? []),
    ...(finished.data ?? []),
  ].find((candidate) => candidate.RowId === event.RowId)?.PreMatchPrices;
  const odds = (value: number | null) => (value === null ? '–' : formatOdds(value, i18n.language));
  if (prices === undefined && (live.isPending || upcoming.isPending || finished.isPending)) {
    return <Text size="sm">{t('liveEvents.detail.loading')}</Text>;
  }
  if (!prices || prices.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="odds-history-empty">
        {t('liveEvents.detail.oddsHistoryEmpty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={4} data-testid="odds-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('liveEvents.detail.at')}</Table.Th>
            <Table.Th scope="col">{event.Outcome1_Label ?? '1'}</Table.Th>
            {event.OutcomeX_Label && <Table.Th scope="col">{event.OutcomeX_Label}</Table.Th>}
            <Table.Th scope="col">{event.Outcome2_Label ?? '2'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.map((snapshot) => (
            <Table.Tr key={snapshot.At}>
              <Table.Td>{formatDateTime(snapshot.At, i18n.language)}</Table.Td>
              <Table.Td>{odds(snapshot.Outcome1_Odds)}</Table.Td>
              {event.OutcomeX_Label && <Table.Td>{odds(snapshot.OutcomeX_Odds)}</Table.Td>}
              <Table.Td>{odds(snapshot.Outcome2_Odds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * An event's detail (issue 36): star its teams or competition, the user's open bets on it, the
 * score changes seen since the page opened, and the pre-match prices the feed kept.
 */
export function LiveEventDetail({
  event,
  bets,
  timeline,
  favourites,
  onClose,
}: LiveEventDetailProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      size="lg"
      title={
        event
          ? t('liveEvents.detail.title', { home: event.HomeName, away: event.AwayName })
          : undefined
      }
      closeButtonProps={{ 'aria-label': t('liveEvents.detail.close') }}
      data-testid="live-event-detail"
    >
      {event && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {event.LeagueName} · {scoreText(event)}
          </Text>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('liveEvents.detail.favourites')}
            </Title>
            <Group gap="xs" data-testid="star-buttons">
              <StarButton
                favourite={{ kind: 'team', name: event.HomeName }}
                favourites={favourites}
              />
              <StarButton
                favourite={{ kind: 'team', name: event.AwayName }}
                favourites={favourites}
              />
              <StarButton
                favourite={{ kind: 'competition', name: event.LeagueName }}
                favourites={favourites}
              />
            </Group>
          </Stack>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('liveEvents.detail.yourBets')}
            </Title>
            {bets.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('liveEvents.detail.noBets')}
              </Text>
            ) : (
              <MyBetsOnEvent eventId={event.RowId} views={bets} />
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('liveEvents.detail.scoreTimeline')}
            </Title>
            {timeline.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('liveEvents.detail.scoreTimelineEmpty')}
              </Text>
            ) : (
              <Table verticalSpacing={4} data-testid="score-timeline">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('liveEvents.detail.at')}</Table.Th>
                    <Table.Th scope="col">{t('liveEvents.columns.liveScore')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {timeline.map((moment) => {
                    const clock = clockText(
                      {
                        ...event,
                        LiveMatchClockMinute: moment.minute,
                        LiveMatchClockPeriod: moment.period,
                      },
                      (period) => periodLabel(t, period),
                    );
                    return (
                      <Table.Tr key={moment.at + moment.score}>
                        <Table.Td>{formatDateTime(moment.at, i18n.language)}</Table.Td>
                        <Table.Td>
                          {moment.score}
                          {clock ? ` (${clock})` : ''}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('liveEvents.detail.oddsHistory')}
            </Title>
            <OddsHistory event={event} />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
