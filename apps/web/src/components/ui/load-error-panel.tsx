import { Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatePanel } from './state-panel';

interface LoadErrorPanelProps {
  testId: string;
  /** What could not be loaded: in red (docs/product.md §8) and announced as soon as it shows. */
  title: string;
  description?: string;
  retryLabel: string;
  /** Loads again: a query's `refetch` fits as it is. */
  onRetry: () => Promise<unknown>;
  isRetrying: boolean;
}

/**
 * Data that could not be loaded (docs/product.md §8: only logged, never a toast): said in words, with a
 * retry. Every page's load error is this one panel.
 */
export function LoadErrorPanel({
  testId,
  title,
  description,
  retryLabel,
  onRetry,
  isRetrying,
}: LoadErrorPanelProps) {
  return (
    <StatePanel
      testId={testId}
      icon={IconAlertTriangle}
      variant="light"
      color="red"
      title={
        <Text span inherit c="red" role="alert">
          {title}
        </Text>
      }
      description={description}
      actions={
        // Fire and forget: a refetch resolves even when it fails again, and the query's state
        // (isRetrying, then this panel or the data) is what shows the outcome.
        <Button variant="default" onClick={() => void onRetry()} loading={isRetrying}>
          {retryLabel}
        </Button>
      }
    />
  );
}
