import { Badge } from '@mantine/core';
import type { Stake } from '@stakelab/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StakeCardGrid, StakeCardList } from './stake-card-list';
import type { StakeTailing } from './tail-button';
import { StakesSection } from './stakes-section';

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
      <StakeCardList
        stakes={stakes}
        isError={isError}
        isRetrying={isRetrying}
        onRetry={onRetry}
        loadingLabel={t('stakes.today.loading')}
        empty={{
          icon: IconCalendarOff,
          title: t('stakes.today.empty'),
          text: t('stakes.today.emptyHint'),
          testId: 'stakes-today-empty',
        }}
      >
        {(list) => (
          <StakeCardGrid
            stakes={list}
            variant="today"
            label={t('stakes.today.listLabel')}
            tailing={tailing}
          />
        )}
      </StakeCardList>
    </StakesSection>
  );
}
