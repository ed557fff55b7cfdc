import { Button, Group, Stack, Text } from '@mantine/core';
import type { FeedLinkOffer } from '@stakelab/core';
import { formatDateTime } from '../../../lib/format';
import { useAnswerFeedLinkOffer } from '../api/feed-link-offers';
import type { RowText } from './row-text';

/** "Real Madrid v Barcelona": the feed's sides, home first. */
const eventOf = (offer: FeedLinkOffer) => `${offer.HomeName} v ${offer.AwayName}`;

/**
 * The feed events offered for a bet's selections (issue 36), in its fold-out: each with its
 * competition, start and how sure the matching was, to link or refuse. The import linked the
 * sure ones itself; these it would not assume.
 */
export function FeedLinkOffers({
  offers,
  text,
}: {
  offers: readonly FeedLinkOffer[];
  text: RowText;
}) {
  const answer = useAnswerFeedLinkOffer();
  const { t, language } = text;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Stack gap={4} mt="xs" data-testid="feed-link-offers">
      <Text size="sm" fw={600}>
        {text.label('history.feedLinks.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {text.label('history.feedLinks.hint')}
      </Text>
      {offers.map((offer) => {
        const event = eventOf(offer);
        const names = { selection: offer.SelectionName, event };
        const busy = answer.isPending && answer.variables?.id === offer.Id;
        return (
          <Group key={offer.Id} gap="xs" wrap="wrap" data-testid="feed-link-offer">
            <Text size="sm">
              <strong>{offer.SelectionName}</strong>
              {' → '}
              {event} · {offer.LeagueName} ·{' '}
              <time dateTime={offer.EventStartTimeUTC}>
                {formatDateTime(offer.EventStartTimeUTC, language)}
              </time>
            </Text>
            <Text size="xs" c="dimmed" data-testid="feed-link-offer-sure">
              {t('history.feedLinks.sure', { percent: percent.format(offer.Confidence) })}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              loading={busy && answer.variables?.accept === true}
              disabled={busy}
              aria-label={t('history.feedLinks.acceptLabel', names)}
              onClick={() => answer.mutate({ id: offer.Id, accept: true })}
              data-testid="feed-link-accept"
            >
              {text.label('history.feedLinks.accept')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              loading={busy && answer.variables?.accept === false}
              disabled={busy}
              aria-label={t('history.feedLinks.refuseLabel', names)}
              onClick={() => answer.mutate({ id: offer.Id, accept: false })}
              data-testid="feed-link-refuse"
            >
              {text.label('history.feedLinks.refuse')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
