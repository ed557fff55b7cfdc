import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface StakesSectionProps {
  title: string;
  /** A line under the title. */
  description?: string;
  /** Beside the title: counters, a count. */
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A titled block of the stakes page (Today, History), named by its heading. */
export function StakesSection({ title, description, aside, testId, children }: StakesSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId} data-testid={testId}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}
