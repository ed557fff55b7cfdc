import type { MantineColor } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { resultColor } from '../../../lib/result-colors';

/**
 * Labels of the stake statuses and final results (docs/product.md §3, §4): the admin's five
 * outcomes and the start state, which the API spells IN_PROGRESS as a status and 'IN PROGRESS'
 * as a result.
 */
const LABEL_KEYS = {
  won: 'stakes.results.won',
  lost: 'stakes.results.lost',
  void: 'stakes.results.void',
  cashed_out: 'stakes.results.cashedOut',
  pending: 'stakes.results.pending',
  half_won: 'stakes.results.halfWon',
  half_lost: 'stakes.results.halfLost',
  in_progress: 'stakes.results.inProgress',
} as const satisfies Record<string, ParseKeys>;

/** 'IN PROGRESS', 'IN_PROGRESS', 'in_progress' → 'in_progress'. */
function normalise(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The translation key of a known status or result; others are shown as they came. */
export function stakeResultLabelKey(value: string): ParseKeys | undefined {
  const key = normalise(value);
  return Object.hasOwn(LABEL_KEYS, key) ? LABEL_KEYS[key as keyof typeof LABEL_KEYS] : undefined;
}

/**
 * The theme's result colour (docs/design.md: won green, lost red, cashed out blue, void and pending
 * grey); anything else, an open stake included, is grey.
 */
export function stakeResultColor(value: string): MantineColor {
  return resultColor(normalise(value).toUpperCase());
}
