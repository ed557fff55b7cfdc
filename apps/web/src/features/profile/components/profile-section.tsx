import { DataList, Group, Title, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  /** The heading's id, which names the section. */
  id: string;
  /** A button beside the heading (Edit). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled part of the profile: Account, Personal details, Location. */
export function ProfileSection({ title, id, action, children }: ProfileSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="sm" gap="sm" mih={36}>
        <Title order={2} size="h5" id={id} tt="uppercase" c="dimmed" fw={700} lts={0.5}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  );
}

/**
 * Label and value pairs: side by side on wide screens, label above value on phones, and long
 * values (an e-mail) wrap instead of pushing the page sideways.
 */
export function ProfileDataList({ children }: { children: ReactNode }) {
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <DataList
      withDivider
      orientation={orientation}
      labelWidth={170}
      gap="sm"
      styles={{ itemValue: { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      {children}
    </DataList>
  );
}
