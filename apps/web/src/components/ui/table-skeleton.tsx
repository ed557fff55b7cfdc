import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface TableSkeletonProps {
  /** Read out while the rows load (the skeleton is a polite status region). */
  label: string;
  testId: string;
  rows: number;
  rowHeight: number;
  /** Rows inside a bordered frame, like the table they stand for; loose rows otherwise. */
  isFramed?: boolean;
  /** The shape of what heads the table while it loads (a summary strip). */
  above?: ReactNode;
}

/** Skeleton rows while a table or list loads (design.md: skeletons, not spinners, for data). */
export function TableSkeleton({
  label,
  testId,
  rows,
  rowHeight,
  isFramed = false,
  above,
}: TableSkeletonProps) {
  const lines = Array.from({ length: rows }, (_, row) => (
    <Skeleton key={row} height={rowHeight} radius="sm" />
  ));
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label={label} data-testid={testId}>
      {above}
      {isFramed ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">{lines}</Stack>
        </Paper>
      ) : (
        lines
      )}
    </Stack>
  );
}
