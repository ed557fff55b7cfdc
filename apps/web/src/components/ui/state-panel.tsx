import { EmptyState, Paper, type EmptyStateVariant, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatePanelProps {
  testId: string;
  icon: Icon;
  title: ReactNode;
  description?: ReactNode;
  /** `light` puts the icon on a tinted circle; without it the icon is dimmed. */
  variant?: EmptyStateVariant;
  color?: MantineColor;
  /** What to do next: the buttons under the text. */
  actions?: ReactNode;
}

/**
 * An empty, failed or locked state of a page (docs/design.md): an icon, a sentence and what next.
 */
export function StatePanel({
  testId,
  icon: IconComponent,
  title,
  description,
  variant,
  color,
  actions,
}: StatePanelProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <EmptyState
        icon={<IconComponent size={28} aria-hidden="true" />}
        variant={variant}
        color={color}
        title={title}
        description={description}
      >
        {actions !== undefined && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
