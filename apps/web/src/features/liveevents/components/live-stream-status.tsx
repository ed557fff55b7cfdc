import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveStreamState } from '../hooks/use-live-events';

const COLORS = { open: 'green', connecting: 'gray', down: 'orange' } as const;

/** Whether the page is following the feed live, or refreshing every 15 s until it is again. */
export function LiveStreamStatus({ state }: { state: LiveStreamState }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={COLORS[state]}
      size="lg"
      radius="sm"
      tt="none"
      fw={500}
      role="status"
      data-testid="live-stream-status"
      data-state={state}
    >
      {t(`liveEvents.stream.${state}`)}
    </Badge>
  );
}
