import type { MantineColor } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { resultColor } from '../../../lib/result-colors';

const STATUS_LABEL_KEYS = {
  WON: 'history.statuses.WON',
  LOST: 'history.statuses.LOST',
  VOID: 'history.statuses.VOID',
  CASHED_OUT: 'history.statuses.CASHED_OUT',
  HALF_WON: 'history.statuses.HALF_WON',
  HALF_LOST: 'history.statuses.HALF_LOST',
  PLACED: 'history.statuses.PLACED',
  PENDING: 'history.statuses.PENDING',
} as const satisfies Record<string, ParseKeys>;

/** The translation key of a known status; imports may bring others, shown as they came. */
export function statusLabelKey(status: string): ParseKeys | undefined {
  return Object.hasOwn(STATUS_LABEL_KEYS, status)
    ? STATUS_LABEL_KEYS[status as keyof typeof STATUS_LABEL_KEYS]
    : undefined;
}

/**
 * docs/product.md §2: WON green, LOST red, neutral otherwise (the theme's one table
 * of result colours).
 */
export function statusColor(status: string): MantineColor {
  return resultColor(status);
}
