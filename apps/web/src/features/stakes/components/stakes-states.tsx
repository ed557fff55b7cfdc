import { Card, Skeleton, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel';
import { StatePanel } from '../../../components/ui/state-panel';

/** The grid the stake cards sit in: one column on phones, up to three on wide screens. */
export const STAKE_GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;

/** The shape of one stake card: its image, then its lines of text and the button. */
function StakeCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0}>
      <Skeleton height={180} radius={0} />
      <Stack gap="xs" p="md">
        <Skeleton height={10} width="50%" />
        <Skeleton height={16} width="85%" />
        <Skeleton height={10} width="40%" />
        <Skeleton height={32} mt="xs" />
      </Stack>
    </Card>
  );
}

/** Skeleton cards while a list loads (docs/design.md: skeletons, not spinners, for data). */
export function StakeCardsSkeleton({ label }: { label: string }) {
  return (
    <CardGridSkeleton
      count={3}
      cols={STAKE_GRID_COLS}
      spacing="md"
      card={<StakeCardSkeleton />}
      label={label}
      testId="stakes-loading"
    />
  );
}

/** A list that could not be loaded: said in words, with a retry. */
export function StakesLoadError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => Promise<unknown>;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      testId="stakes-load-error"
      title={t('stakes.loadError.title')}
      description={t('stakes.loadError.text')}
      retryLabel={t('stakes.loadError.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}

/** An empty list: the spec's sentence and what happens next. */
export function StakesEmpty({
  icon: IconComponent,
  title,
  text,
  testId,
}: {
  icon: Icon;
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <StatePanel
      testId={testId}
      icon={IconComponent}
      variant="light"
      title={title}
      description={text}
    />
  );
}
