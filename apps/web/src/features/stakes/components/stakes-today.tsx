import { Badge, SimpleGrid } from '@mantine/core';
import type { Stake } from '@stakelab/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StakeCard } from './stake-card';
import type { StakeTailing } from './tail-button';
import { StakesSection } from './stakes-section';
import { STAKE_GRID_COLS, StakeCardsSkeleton, StakesEmpty, StakesLoadError } from './stakes-states';

interface StakesTodayProps {
  /** Undefined while loading (or after a failed first load). */
  stakes: Stake[] | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => Promise<unknown>;
  /** Issue 34: "Add to my history" on each card for a signed-in user. */
  tailing?: StakeTailing | undefined;
}

/** docs/product.md §2: today's open stakes as cards, or 'No stakes for today.' */
export function StakesToday({ stakes, isError, isRetrying, onRetry, tailing }: StakesTodayProps) {
  const { t } = useTranslation();

  let content;
  if (stakes === undefined && isError) {
    content = <StakesLoadError onRetry={onRetry} isRetrying={isRetrying} />;
  } else if (stakes === undefined) {
    content = <StakeCardsSkeleton label={t('stakes.today.loading')} />;
  } else if (stakes.length === 0) {
    content = (
      <StakesEmpty
        icon={IconCalendarOff}
        title={t('stakes.today.empty')}
        text={t('stakes.today.emptyHint')}
        testId="stakes-today-empty"
      />
    );
  } else {
    content = (
      <SimpleGrid
        component="ul"
        cols={STAKE_GRID_COLS}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('stakes.today.listLabel')}
      >
        {stakes.map((stake) => (
          <StakeCard key={stake.stake_id} stake={stake} variant="today" tailing={tailing} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <StakesSection
      title={t('stakes.today.title')}
      description={t('stakes.today.description')}
      aside={
        stakes !== undefined && stakes.length > 0 ? (
          <Badge variant="light" size="lg" radius="sm" data-testid="stakes-today-count">
            {t('stakes.today.count', { count: stakes.length })}
          </Badge>
        ) : undefined
      }
      testId="stakes-today"
    >
      {content}
    </StakesSection>
  );
}
