import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FigureProps {
  label: string;
  children: ReactNode;
  testId: string;
}

/** One labelled figure (odds, stake, return…) of a card: a dt/dd pair for a surrounding `dl`. */
export function Figure({ label, children, testId }: FigureProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={600}
        size="sm"
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {children}
      </Text>
    </div>
  );
}
