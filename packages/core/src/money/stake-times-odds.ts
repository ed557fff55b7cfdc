import { divideRounded } from './rounding.ts';

/**
 * What a stake returns at these odds, in cents: stake × odds, rounded once by divideRounded
 * (10.05 € at 1.333 → 13.39665 € → 13.40 €).
 */
export function stakeTimesOddsCents(stakeCents: number, oddsMilli: number): number {
  return Number(divideRounded(BigInt(stakeCents) * BigInt(oddsMilli), 1000n));
}

/** What a LAY bet risks: stake × (odds − 1), in cents, rounded once by divideRounded. */
export function layLiabilityCents(stakeCents: number, oddsMilli: number): number {
  return Number(divideRounded(BigInt(stakeCents) * BigInt(oddsMilli - 1000), 1000n));
}
