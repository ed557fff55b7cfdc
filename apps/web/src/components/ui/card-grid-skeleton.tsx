import { type MantineSpacing, SimpleGrid, type SimpleGridProps, Skeleton } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

interface CardGridSkeletonProps {
  count: number;
  /** The columns of the grid it stands for, so nothing moves when the cards arrive. */
  cols: SimpleGridProps['cols'];
  spacing?: MantineSpacing;
  /** Height of a plain card (a stat box); ignored when `card` draws a richer shape. */
  height?: number;
  card?: ReactNode;
  /**
   * Read out while the cards load. Without one the grid is decoration (aria-hidden), for a
   * section whose loading is announced elsewhere or not at all.
   */
  label?: string;
  testId?: string;
}

/** Skeleton cards while a grid of cards or stat boxes loads (design.md: skeletons for data). */
export function CardGridSkeleton({
  count,
  cols,
  spacing = 'sm',
  height,
  card,
  label,
  testId,
}: CardGridSkeletonProps) {
  const status =
    label === undefined
      ? { 'aria-hidden': true }
      : { role: 'status', 'aria-live': 'polite' as const, 'aria-label': label };
  return (
    <SimpleGrid cols={cols} spacing={spacing} data-testid={testId} {...status}>
      {Array.from({ length: count }, (_, index) =>
        card === undefined ? (
          <Skeleton key={index} height={height} radius="md" />
        ) : (
          <Fragment key={index}>{card}</Fragment>
        ),
      )}
    </SimpleGrid>
  );
}
