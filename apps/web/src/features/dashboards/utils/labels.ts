import type { BetTypeGroup } from '@stakelab/core';
import type { ParseKeys } from 'i18next';

/** docs/product.md §9 bet type groups → their labels. */
export const BET_TYPE_KEYS = {
  Single: 'dashboards.betType.types.single',
  Double: 'dashboards.betType.types.double',
  Treble: 'dashboards.betType.types.treble',
  'Bet Builder': 'dashboards.betType.types.betBuilder',
  'System / Multiple': 'dashboards.betType.types.system',
  Other: 'dashboards.betType.types.other',
} as const satisfies Record<BetTypeGroup, ParseKeys>;
