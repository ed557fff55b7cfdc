import { Badge, Group, Stack, Text } from '@mantine/core';
import type { LegState, LiveBetView } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatOdds } from '../../../lib/format';

const STATE_COLOURS: Record<LegState, string> = {
  winning: 'green',
  losing: 'red',
  voidLooking: 'gray',
  undecided: 'blue',
};

export function LegStateBadge({ state }: { state: LegState }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATE_COLOURS[state]}
      radius="sm"
      miw="max-content"
      data-testid="leg-state"
      data-state={state}
    >
      {t(`liveEvents.legStates.${state}`)}
    </Badge>
  );
}

/**
 * The bet's value now, named for what it is: what it would return, stake included, if every
 * event ended as it stands (core's betValueNow); "not known yet" while a leg is undecided.
 */
export function ValueNow({ view }: { view: LiveBetView }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="bet-value-now">
      {view.valueNow === null
        ? t('liveEvents.myBets.valueUnknown')
        : t('liveEvents.myBets.valueNow', {
            amount: formatMoney(view.valueNow, view.bet.Currency, i18n.language),
          })}
    </Text>
  );
}

/**
 * The user's open bets on one event, under its names: each leg on this event with its state
 * now, and each bet's value if it ended now.
 */
export function MyBetsOnEvent({
  eventId,
  views,
}: {
  eventId: string;
  views: readonly LiveBetView[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} mt={6} data-testid="my-bets-on-event">
      {views.map((view) => (
        <Stack key={view.bet.Id} gap={2} data-testid="my-bet" data-bet-id={view.bet.Id}>
          {view.legs
            .filter((leg) => leg.eventId === eventId)
            .map(({ leg, state }) => (
              <Group key={leg.SelectionId} gap={6} wrap="wrap">
                <Text size="xs" fw={600}>
                  {leg.Odds === null
                    ? leg.SelectionName
                    : t('liveEvents.myBets.leg', {
                        selection: leg.SelectionName,
                        odds: formatOdds(leg.Odds, i18n.language),
                      })}
                </Text>
                <LegStateBadge state={state} />
              </Group>
            ))}
          <ValueNow view={view} />
        </Stack>
      ))}
    </Stack>
  );
}
