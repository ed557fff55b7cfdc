import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { SettlementSuggestion, SuggestionSource } from '@stakelab/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  useAutoSettleLinked,
  useConfirmSuggestion,
  useSettlementSuggestions,
} from '../api/settlement-suggestions';
import { statusLabelKey } from '../utils/bet-status';

/**
 * Results from the live feed (issue 36): the open bets whose events finished, each with the
 * final score that decides it and a one-click confirmation, and the setting that settles
 * linked singles by themselves. Shown only when there is something to confirm or the setting
 * is on: most histories have no linked bet.
 */
export function FeedResults() {
  const { t } = useTranslation();
  const suggestions = useSettlementSuggestions();
  const automatic = useAutoSettleLinked();
  const data = suggestions.data;
  if (!data || (data.suggestions.length === 0 && !data.autoSettleLinked)) return null;
  return (
    <Card withBorder padding="md" data-testid="feed-results">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('history.feedResults.title')}
          </Title>
          {data.suggestions.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('history.feedResults.description')}
            </Text>
          )}
        </Stack>
        {data.suggestions.map((suggestion) => (
          <SuggestionRow key={suggestion.Id} suggestion={suggestion} />
        ))}
        <Switch
          checked={data.autoSettleLinked}
          onChange={(event) => automatic.mutate(event.currentTarget.checked)}
          disabled={automatic.isPending}
          label={t('history.feedResults.automatic')}
          description={t('history.feedResults.automaticHint')}
          data-testid="auto-settle-linked"
        />
      </Stack>
    </Card>
  );
}

/**
 * One leg's source: the match result as it always read ("your pick 1"); another market the
 * score decided names that market beside the selection ("goals over/under: your pick Over 2.5").
 */
function sourceText(t: TFunction, source: SuggestionSource): string {
  const values = { event: source.Event, score: source.Score, outcome: source.Outcome };
  if (source.Market === undefined) return t('history.feedResults.source', values);
  const market = t(`history.feedResults.markets.${source.Market}`, { set: source.Set ?? '' });
  return t('history.feedResults.sourceMarket', { ...values, market });
}

function SuggestionRow({ suggestion }: { suggestion: SettlementSuggestion }) {
  const { t } = useTranslation();
  const confirm = useConfirmSuggestion();
  const labelKey = statusLabelKey(suggestion.Status);
  const status = labelKey ? t(labelKey) : suggestion.Status;
  const event = suggestion.Sources.map((s) => s.Event).join(' · ');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="feed-suggestion">
      <Stack gap={0}>
        {suggestion.Sources.map((source) => (
          <Text key={`${source.EventId}-${source.Market ?? ''}-${source.Outcome}`} size="sm">
            {sourceText(t, source)}
          </Text>
        ))}
      </Stack>
      <Button
        size="xs"
        variant="light"
        color="teal"
        leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
        loading={confirm.isPending}
        onClick={() => confirm.mutate(suggestion.Id)}
        aria-label={t('history.feedResults.confirmBet', { status, event })}
        data-testid="confirm-suggestion"
      >
        {t('history.feedResults.confirm', { status })}
      </Button>
    </Group>
  );
}
