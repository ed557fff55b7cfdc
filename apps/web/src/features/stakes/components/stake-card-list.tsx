import { SimpleGrid } from '@mantine/core';
import type { Stake } from '@stakelab/core';
import type { ComponentProps, ReactNode } from 'react';
import { StakeCard } from './stake-card';
import type { StakeTailing } from './tail-button';
import { STAKE_GRID_COLS, StakeCardsSkeleton, StakesEmpty, StakesLoadError } from './stakes-states';

interface StakeCardListProps {
  /** Undefined while loading (or after a failed first load). */
  stakes: Stake[] | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => Promise<unknown>;
  /** Read out while the cards load. */
  loadingLabel: string;
  /** What an empty list says. */
  empty: ComponentProps<typeof StakesEmpty>;
  /** The stakes once there are some: a grid of cards, with whatever the section adds. */
  children: (stakes: Stake[]) => ReactNode;
}

/**
 * A list of stakes through its states, the same in Today and History: a failed first load
 * with a retry, skeleton cards while loading, the empty sentence, then the stakes.
 */
export function StakeCardList({
  stakes,
  isError,
  isRetrying,
  onRetry,
  loadingLabel,
  empty,
  children,
}: StakeCardListProps) {
  if (stakes === undefined && isError) {
    return <StakesLoadError onRetry={onRetry} isRetrying={isRetrying} />;
  }
  if (stakes === undefined) return <StakeCardsSkeleton label={loadingLabel} />;
  if (stakes.length === 0) return <StakesEmpty {...empty} />;
  return children(stakes);
}

interface StakeCardGridProps {
  stakes: Stake[];
  variant: ComponentProps<typeof StakeCard>['variant'];
  /** The list's name for screen readers. */
  label: string;
  tailing?: StakeTailing | undefined;
}

/** The stake cards as a list: one column on phones, up to three on wide screens. */
export function StakeCardGrid({ stakes, variant, label, tailing }: StakeCardGridProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={STAKE_GRID_COLS}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {stakes.map((stake) => (
        <StakeCard key={stake.stake_id} stake={stake} variant={variant} tailing={tailing} />
      ))}
    </SimpleGrid>
  );
}
