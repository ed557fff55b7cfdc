import type { BetSide, BetStatus } from './bet-record.ts';

/**
 * What a bet puts at risk, in cents: a lay's liability (what it pays if the selection wins),
 * else its stake. ROI and "total staked" are measured on this, so a lay at long odds is not
 * shown as a small bet with a huge return (docs/decisions/005-lay-bets-at-risk.md). A lay whose
 * liability is not known falls back to its stake.
 */
export function atRiskCents(
  side: BetSide | string | null | undefined,
  stakeCents: number,
  liabilityCents: number | null | undefined,
): number {
  return side === 'LAY' && liabilityCents !== null && liabilityCents !== undefined
    ? liabilityCents
    : stakeCents;
}

/** An open bet: not settled yet, so out of ROI and results (its own figure instead). */
export function isOpenStatus(status: BetStatus | string): boolean {
  return status.toUpperCase() === 'PENDING';
}
