import { Badge, Button } from '@mantine/core';
import { IconCheck, IconPlaylistAdd } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resultColors } from '../../../lib/result-colors';

/**
 * Issue 34 "Tail a tip": what a signed-in user can do with a stake. The stakes the page lists
 * and which of them the user has in their history; the page opens the add-bet form.
 */
export interface StakeTailing {
  tailedIds: ReadonlySet<number>;
  onTail: (stakeId: number) => void;
}

/** "Add to my history", or "In your history" once the user has a bet linked to the stake. */
export function TailButton({
  stakeId,
  event,
  tailing,
}: {
  stakeId: number;
  event: string;
  tailing: StakeTailing;
}) {
  const { t } = useTranslation();
  if (tailing.tailedIds.has(stakeId)) {
    return (
      <Badge
        variant="light"
        // The settled stakes' won green, which keeps its contrast in both schemes.
        color={resultColors.WON}
        radius="sm"
        size="lg"
        leftSection={<IconCheck size={14} aria-hidden="true" />}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        data-testid="stake-tailed"
      >
        {t('stakes.card.tailed')}
      </Badge>
    );
  }
  return (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconPlaylistAdd size={16} aria-hidden="true" />}
      onClick={() => tailing.onTail(stakeId)}
      // The visible text is the same on every card; the name says which tip, after that text
      // (a name that starts with what is seen is what voice control users can say).
      aria-label={t('stakes.card.tailLabel', { event })}
      style={{ alignSelf: 'flex-start' }}
      data-testid="stake-tail"
    >
      {t('stakes.card.tail')}
    </Button>
  );
}
