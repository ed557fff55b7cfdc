import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatePanel } from './state-panel';

interface LoadErrorPanelProps {
  testId: string;
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Data that could not be loaded (docs/product.md §8: only logged): said in words, with a retry. */
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
      title={title}
      description={description}
      actions={
        <Button variant="default" onClick={onRetry} loading={isRetrying}>
          {retryLabel}
        </Button>
      }
    />
  );
}
