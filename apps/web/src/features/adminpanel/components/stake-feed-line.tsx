import { Button, Group, Text } from '@mantine/core';
import { formatPercent, type Stake } from '@stakelab/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatOdds } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useConfirmStakeSuggestion } from '../api/confirm-stake-suggestion';
import { stakeOptionColor, stakeOptionLabelKey } from '../utils/stake-options';

/**
 * A stake picked from the live feed (issue 36), on its settle row: its closing line once its
 * event kicked off, and the result the final score suggests, settled with one click (the
 * ordinary settle: a settle entry in the record). Nothing for a stake typed by hand.
 */
export function StakeFeedLine({ stake }: { stake: Stake }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const confirm = useConfirmStakeSuggestion();
  const suggestion = stake.feed_suggestion ?? null;
  if (!stake.feed_link) return null;
  const closing =
    stake.closing_odds != null && stake.fair_close_probability != null
      ? t('adminPanel.feed.closed', {
          odds: formatOdds(stake.closing_odds, language),
          fair: formatPercent(stake.fair_close_probability, intlLocale(language)),
        })
      : t('adminPanel.feed.linked');
  const labelKey = suggestion ? stakeOptionLabelKey(suggestion.result) : undefined;
  const resultLabel = labelKey ? t(labelKey) : (suggestion?.result ?? '');

  return (
    <Group gap="xs" wrap="wrap" data-testid="stake-feed-line">
      <IconBroadcast size={14} aria-hidden="true" />
      <Text size="xs" c="dimmed" data-testid="stake-feed-close">
        {closing}
      </Text>
      {suggestion && (
        <>
          <Text size="xs" fw={600} data-testid="stake-feed-suggestion">
            {t('adminPanel.feed.suggestion', {
              event: suggestion.event,
              score: suggestion.score,
              time: formatDateTime(suggestion.finished_at, language),
              result: resultLabel,
            })}
          </Text>
          <Button
            size="compact-xs"
            color={stakeOptionColor(suggestion.result)}
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(stake.stake_id, {
                onSuccess: () =>
                  showToast({
                    kind: 'success',
                    title: t('adminPanel.toasts.settled', { result: resultLabel }),
                    message: stake.event_description,
                  }),
              })
            }
            aria-label={t('adminPanel.feed.confirmLabel', {
              result: resultLabel,
              description: stake.event_description,
            })}
            data-testid="confirm-feed-suggestion"
          >
            {t('adminPanel.feed.confirm', { result: resultLabel })}
          </Button>
        </>
      )}
    </Group>
  );
}
