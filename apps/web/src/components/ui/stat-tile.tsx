import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The two sizes the statistics strips use: `lg` for a strip of six (/stakes), `md` where a
 * dozen tiles share the grid (/tipster, and its closing-line card beside them) and the large
 * figure would wrap sooner.
 */
const TILE_SIZES = {
  lg: { padding: 'md', labelSpacing: 0.4, valueSize: 24 },
  md: { padding: 'sm', labelSpacing: undefined, valueSize: 20 },
} as const;

interface StatTileProps {
  label: string;
  value: ReactNode;
  testId: string;
  /** The figure's colour (a profit green, a loss red); the text colour when undefined. */
  color?: string | undefined;
  size?: keyof typeof TILE_SIZES;
}

/**
 * One figure of a statistics strip: a bordered box with a small upper-case label and a big
 * figure, as a dt/dd pair for a surrounding `dl`.
 */
export function StatTile({ label, value, testId, color, size = 'lg' }: StatTileProps) {
  const { padding, labelSpacing, valueSize } = TILE_SIZES[size];
  return (
    <Paper withBorder radius="md" p={padding}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={labelSpacing} component="dt">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        mt={4}
        fz={valueSize}
        fw={700}
        c={color}
        // Figures line up from tile to tile, and a figure never breaks over two lines.
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Paper>
  );
}
