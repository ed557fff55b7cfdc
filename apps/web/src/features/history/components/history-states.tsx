import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFilterOff, IconPlus, IconReceipt, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel';
import { StatePanel } from '../../../components/ui/state-panel';

/** Skeleton rows while the bets load (docs/design.md: skeletons for tables). */
export function BetsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      role="status"
      aria-live="polite"
      aria-label={t('history.loading')}
      data-testid="history-loading"
    >
      <Skeleton height={96} radius="md" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {Array.from({ length: 6 }, (_, row) => (
            <Skeleton key={row} height={28} radius="sm" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * docs/product.md §8: a failed load is only logged; the page says so in words and offers a retry.
 */
export function BetsLoadError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      testId="history-load-error"
      title={t('history.loadError.title')}
      description={t('history.loadError.text')}
      retryLabel={t('history.loadError.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}

interface NoBetsProps {
  onAdd: () => void;
  onUpload: () => void;
}

/** No bets yet: what to do next (docs/design.md), the same two ways in as the buttons above. */
export function NoBets({ onAdd, onUpload }: NoBetsProps) {
  const { t } = useTranslation();
  return (
    <StatePanel
      testId="history-empty"
      icon={IconReceipt}
      variant="light"
      title={t('history.empty.title')}
      description={t('history.empty.text')}
      actions={
        <Group justify="center" gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
            {t('history.actions.addBet')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={onUpload}
          >
            {t('history.actions.upload')}
          </Button>
        </Group>
      }
    />
  );
}

/** Bets exist but the filters hide them all. */
export function NoMatches({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      testId="history-no-matches"
      icon={IconFilterOff}
      title={t('history.noMatches.title')}
      description={t('history.noMatches.text')}
      actions={
        <Button variant="default" onClick={onReset}>
          {t('history.filters.reset')}
        </Button>
      }
    />
  );
}
