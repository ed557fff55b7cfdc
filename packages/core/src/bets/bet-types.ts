import { LABEL_CHARS } from './label-chars.ts';

/** The bet type groups of the dashboards' Bet Type Analysis (docs/product.md §9). */
export const BET_TYPE_GROUPS = [
  'Single',
  'Double',
  'Treble',
  'Bet Builder',
  'System / Multiple',
  'Other',
] as const;
export type BetTypeGroup = (typeof BET_TYPE_GROUPS)[number];

/**
 * Keyword rules, checked in this order on the lower-cased type with spaces and hyphens as "_".
 * docs/product.md §9's keywords: sgl/sencilla, dbl/doble, tbl/triple, bet_builder/sgm,
 * sistema/multiple. Added because imports carry them and they mean the same: single/simple
 * (Bet-Analytix), double, treble, crear_apuesta (the Sportsbook's Spanish bet builder),
 * combinada/combined, accumulators (ACC4…), parlay, system and "2/3"-style systems. Bet Builder is
 * checked first: a builder may carry a single's code.
 */
const RULES: readonly (readonly [BetTypeGroup, RegExp])[] = [
  ['Bet Builder', /bet_?builder|sgm|crear_apuesta|same_game/],
  ['Single', /sgl|sencilla|single|simple/],
  ['Double', /dbl|doble|double/],
  ['Treble', /tbl|triple|treble/],
  [
    'System / Multiple',
    /sistema|system|multiple|combinada|combined|accumulator|parlay|(?:^|_)acc\d*(?:_|$)|^\d+\/\d+$/,
  ],
];

/** The group of a bet type code or label (SGL, Doble, SGM, ACC4, 2/3, …); Other when none fits. */
export function betTypeGroup(betType: string | null | undefined): BetTypeGroup {
  if (betType === null || betType === undefined) return 'Other';
  const key = betType
    .slice(0, LABEL_CHARS)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return RULES.find(([, pattern]) => pattern.test(key))?.[0] ?? 'Other';
}
