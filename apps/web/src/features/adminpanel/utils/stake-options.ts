import type { MantineColor } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { resultColor } from '../../../lib/result-colors';

/**
 * Labels of the status and final-result options (docs/product.md §3: void, cashed_out, lost, won,
 * pending, plus the start state spelt IN_PROGRESS as a status and 'IN PROGRESS' as a result).
 */
const OPTION_KEYS = {
  in_progress: 'adminPanel.options.inProgress',
  void: 'adminPanel.options.void',
  cashed_out: 'adminPanel.options.cashedOut',
  lost: 'adminPanel.options.lost',
  won: 'adminPanel.options.won',
  pending: 'adminPanel.options.pending',
  half_won: 'adminPanel.options.halfWon',
  half_lost: 'adminPanel.options.halfLost',
} as const satisfies Record<string, ParseKeys>;

const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '_');

export function stakeOptionLabelKey(value: string): ParseKeys | undefined {
  const key = normalise(value);
  return Object.hasOwn(OPTION_KEYS, key) ? OPTION_KEYS[key as keyof typeof OPTION_KEYS] : undefined;
}

/** The theme's result colour (won green, lost red, cashed out blue); grey otherwise. */
export function stakeOptionColor(value: string): MantineColor {
  return resultColor(normalise(value).toUpperCase());
}
