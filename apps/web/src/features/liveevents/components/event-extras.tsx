import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import type { LiveBetView, LiveEvent } from '@stakelab/core';
import { IconListDetails, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MyBetsOnEvent } from './my-bets-on-event';

/** What the user brings to a row (issue 36): their bets on it, a star, the detail's opener. */
export interface EventExtras {
  bets: readonly LiveBetView[] | undefined;
  favourite: boolean;
  onOpen: (rowId: string) => void;
}

/** The detail button and the favourite's star, beside an event's names. */
export function EventActions({
  event,
  favourite,
  onOpen,
}: { event: LiveEvent } & Omit<EventExtras, 'bets'>) {
  const { t } = useTranslation();
  const label = t('liveEvents.detail.open', { home: event.HomeName, away: event.AwayName });
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
      {favourite && (
        <span
          data-testid="favourite-star"
          style={{ color: 'var(--mantine-color-yellow-8)', display: 'inline-flex' }}
        >
          <IconStarFilled size={14} aria-hidden="true" />
          <VisuallyHidden>{t('liveEvents.favourites.starred')}</VisuallyHidden>
        </span>
      )}
      <Tooltip label={label} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={label}
          onClick={() => onOpen(event.RowId)}
          data-testid="live-open-detail"
        >
          <IconListDetails size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The user's bets under the names, on events they have money on. */
export function EventBets({ event, bets }: { event: LiveEvent; bets: EventExtras['bets'] }) {
  return bets && bets.length > 0 ? <MyBetsOnEvent eventId={event.RowId} views={bets} /> : null;
}
