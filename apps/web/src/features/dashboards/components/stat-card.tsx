import { Paper, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dashboards.module.css';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** The figure's colour (gains green, losses red); body colour when absent. */
  color?: MantineColor | undefined;
  /** A line under the figure that puts it in context. */
  hint?: ReactNode;
  icon: ReactNode;
  testId: string;
  /** The headline card of a row: a larger figure. */
  emphasis?: boolean;
}

/** One figure of the dashboards: label, value, and a line of context. */
export function StatCard({ label, value, color, hint, icon, testId, emphasis }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="div">
      {/* A <dl>'s item holds only <dt> and <dd>: the icon sits inside the term. */}
      <Text
        component="dt"
        size="xs"
        c="dimmed"
        tt="uppercase"
        fw={700}
        lts={0.4}
        className={classes.statTerm}
      >
        <span>{label}</span>
        <ThemeIcon variant="light" color={color ?? 'gray'} size={28} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Text>
      <Text
        component="dd"
        mt={6}
        mb={0}
        ml={0}
        fz={emphasis ? 28 : 24}
        fw={700}
        lh={1.2}
        c={color}
        className={classes.figure}
        data-testid={testId}
      >
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" component="dd" mt={4} mb={0} ml={0} className={classes.figure}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
