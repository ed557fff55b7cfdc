import type { MantineColor } from '@mantine/core';

/** Bet and stake results keep the same colour everywhere: tables, cards, charts, badges. */
export const resultColors = {
  WON: 'green',
  LOST: 'red',
  VOID: 'gray',
  PENDING: 'gray',
  CASHED_OUT: 'blue',
} as const satisfies Record<string, MantineColor>;

/**
 * The colour of a result spelt as the table's keys (`WON`, `CASHED_OUT`); anything else (an open
 * bet or stake, an imported status the table does not know) is grey.
 */
export function resultColor(key: string): MantineColor {
  return Object.hasOwn(resultColors, key) ? resultColors[key as keyof typeof resultColors] : 'gray';
}
