import type { DrawdownRule } from '../contract/stake-discipline.ts';

export interface DrawdownRuleState {
  /** How far the balance is below its peak, cents (0 at or above it). */
  fallCents: number;
  /** fall ÷ peak; null when the peak is not above 0. */
  fallRatio: number | null;
  /** Whether the rule applies now: fall ≥ its threshold (false without a rule). */
  crossed: boolean;
}

/**
 * Whether a drawdown rule is crossed: the balance lies `thresholdPercent` % or more below its
 * peak. The peak is bankrollFigures' (analytics/edge/bankroll.ts): only a bet sets a new one
 * and deposits and withdrawals move it with the balance, so topping up does not end a drawdown
 * and taking money out does not start one. Reaching the threshold exactly crosses it (a rule
 * "stop at 20 %" stops at 20 %). A peak of 0 or less has no share to fall by: never crossed.
 */
export function drawdownRuleState(
  rule: DrawdownRule | null,
  balanceCents: number,
  peakCents: number,
): DrawdownRuleState {
  const fallCents = Math.max(peakCents - balanceCents, 0);
  const fallRatio = peakCents > 0 ? fallCents / peakCents : null;
  // fall ÷ peak ≥ t ÷ 100 compared as integers (t in hundredths of a percent), so 20 % of
  // 1,000 € is exactly 200 € and no float error moves the boundary.
  const crossed =
    rule !== null &&
    peakCents > 0 &&
    fallCents * 10_000 >= Math.round(rule.thresholdPercent * 100) * peakCents;
  return { fallCents, fallRatio, crossed };
}
