import type { DrawdownRule, StakingPlan } from '../contract/stake-discipline.ts';
import { roundCents } from '../money/round-cents.ts';
import { drawdownRuleState, type DrawdownRuleState } from './drawdown-rule.ts';
import { fractionalKellyShare } from './kelly.ts';

export interface StakeInputs {
  /** The bankroll's current balance, cents. */
  balanceCents: number;
  /** Its peak as bankrollFigures moves it (deposits and withdrawals move it too), cents. */
  peakCents: number;
  /** The user's unit size, cents; null: none (a UNITS plan then suggests nothing). */
  unitCents: number | null;
  /** The bet's decimal odds; null: not typed yet (a KELLY plan then suggests nothing). */
  odds: number | null;
  /** The user's probability of winning (0–1); null: not given. */
  probability: number | null;
  /** The fair closing probability, where known; used when the user gives none. */
  fairClosingProbability?: number | null;
}

export type StakeSuggestion =
  | { kind: 'stake'; stakeCents: number; drawdown: DrawdownRuleState }
  /** The plan needs what is missing: a unit size, the odds or a probability. */
  | { kind: 'missing'; missing: 'unit' | 'odds' | 'probability' }
  /** Kelly finds no edge at these odds (f* ≤ 0): no bet. */
  | { kind: 'noEdge' }
  /** The drawdown rule says stop. */
  | { kind: 'stopped'; drawdown: DrawdownRuleState };

/** The plan's stake before the drawdown rule, cents (float), or why there is none. */
function planStake(
  plan: StakingPlan,
  inputs: StakeInputs,
): number | Exclude<StakeSuggestion, { kind: 'stake' | 'stopped' }> {
  const balance = Math.max(inputs.balanceCents, 0);
  switch (plan.kind) {
    case 'FIXED':
      return plan.stake * 100;
    case 'UNITS':
      if (inputs.unitCents === null || inputs.unitCents <= 0) {
        return { kind: 'missing', missing: 'unit' };
      }
      return plan.units * inputs.unitCents;
    case 'PERCENT':
      return (balance * plan.percent) / 100;
    case 'KELLY': {
      if (inputs.odds === null) return { kind: 'missing', missing: 'odds' };
      const p = inputs.probability ?? inputs.fairClosingProbability ?? null;
      if (p === null) return { kind: 'missing', missing: 'probability' };
      const share = fractionalKellyShare(inputs.odds, p, plan.fraction, plan.maxPercent / 100);
      if (share === null) return { kind: 'missing', missing: 'probability' };
      if (share === 0) return { kind: 'noEdge' };
      return balance * share;
    }
  }
}

/**
 * The stake a bankroll's plan suggests, rounded to cents (halves away from zero), after its
 * drawdown rule: STOP suggests none while the rule is crossed, CUT multiplies the stake by its
 * factor. A share of the balance is of the balance as it stands (never below 0).
 */
export function suggestStake(
  plan: StakingPlan,
  rule: DrawdownRule | null,
  inputs: StakeInputs,
): StakeSuggestion {
  const drawdown = drawdownRuleState(rule, inputs.balanceCents, inputs.peakCents);
  if (drawdown.crossed && rule?.action === 'STOP') return { kind: 'stopped', drawdown };
  const raw = planStake(plan, inputs);
  if (typeof raw !== 'number') return raw;
  const factor = drawdown.crossed ? (rule?.cutFactor ?? 1) : 1;
  return { kind: 'stake', stakeCents: roundCents(raw * factor), drawdown };
}
