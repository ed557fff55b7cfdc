import { Button, Group, Skeleton } from '@mantine/core';
import { IconFilterOff, IconPlus, IconReceipt, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/ui/state-panel';
import { TableSkeleton } from '../../../components/ui/table-skeleton';

/** Skeleton rows while the bets load, under the shape of the summary (docs/design.md: skeletons). */
export function BetsSkeleton() {
  const { t } = useTranslation();
  return (
    <TableSkeleton
      label={t('history.loading')}
      testId="history-loading"
      rows={6}
      rowHeight={28}
      isFramed
      above={<Skeleton height={96} radius="md" />}
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
