import { Badge, Group } from '@mantine/core';
import type { BetView } from '@stakelab/core';

/** A bet's tags as small badges (nothing without tags). */
export function BetTags({ bet }: { bet: BetView }) {
  const tags = bet.Tags ?? [];
  if (tags.length === 0) return null;
  return (
    <Group gap={4} mt={4} data-testid="bet-tags-shown">
      {tags.map((tag) => (
        <Badge key={tag} size="xs" variant="light" color="gray" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
