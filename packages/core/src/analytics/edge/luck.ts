import { type EdgeBet, resultKindOf } from './edge-bet.ts';
import { normalUpperTail, Z_ONE_SIDED_5_PERCENT, Z_TWO_SIDED_95_PERCENT } from './normal.ts';
import { roundCents } from '../../money/round-cents.ts';

/**
 * Luck or skill: how likely a bettor with no edge, placing the same bets at the same odds,
 * would be to do at least this well.
 *
 * The null model, per bet of stake s at decimal odds o won with probability p:
 *   profit X = s × (o − 1) with probability p, −s with probability 1 − p;
 *   E[X] = p·s(o − 1) − (1 − p)·s = s × (p·o − 1);
 *   X is two-point with outcomes s·o apart, so Var[X] = (s·o)² × p × (1 − p).
 * With p = 1/o (no edge at the odds taken) E[X] = 0 and Var[X] = s²·o²·(1/o)(1 − 1/o)
 * = s² × (o − 1): 10 € at 2.00 has a standard deviation of 10 €.
 * Bets are independent, so expectations and variances add; the total profit is compared with
 * a normal of that mean and variance (z-score), and the one-sided p-value is P(Z ≥ z).
 *
 * How results count (resultKindOf):
 * - WON, LOST: the stake at the odds.
 * - HALF_WON, HALF_LOST: half the stake at the odds (the other half was refunded, a void).
 * - VOID: left out, nothing ran. PENDING: left out, no result yet.
 * - CASHED_OUT, each-way PLACED and other results: left out, they ended at a price other than
 *   the odds, which no win-or-lose model fits. Each left-out kind is counted in `excluded`.
 * - Bets without usable odds (missing or below 1.01): left out, counted apart.
 * - A lay at odds L is a back of "not this selection" at L ÷ (L − 1) staking the liability
 *   s × (L − 1), won with probability 1 − p: its variance is s² × (L − 1), as for a back bet.
 * - The actual profit is the bet's NetReturn as recorded (after an exchange's commission).
 */

/**
 * Where the no-edge win probability came from:
 * - 'margin-not-removed': implied probability 1/odds taken, so a no-edge bettor breaks even
 *   at the odds taken (used whenever the odds of every outcome are not known for every bet).
 * - 'margin-removed': the fair probability of the bet's selection from the closing odds of
 *   every outcome of its market (see fairProbabilityOf), so a no-edge bettor pays the margin.
 */
export type ProbabilityAssumption = 'margin-not-removed' | 'margin-removed';

export interface LuckOptions {
  /**
   * The fair probability of the bet's selection (see fairProbabilityOf), when the odds of every
   * outcome of its market are known; null when not. Only when it answers for every counted bet
   * is the margin removed; otherwise every bet uses 1/odds.
   */
  fairProbabilityOf?: (bet: EdgeBet, index: number) => number | null;
}

export interface LuckReport {
  assumption: ProbabilityAssumption;
  /** Bets in the test. */
  bets: number;
  excluded: { open: number; void: number; other: number; withoutOdds: number };
  /** What ran: the stakes (a lay's liability, half of a half result), cents, rounded once. */
  stakedCents: number;
  profitCents: number;
  /** The null's expected profit, cents, rounded once (0 when the margin is not removed). */
  expectedProfitCents: number;
  /** The null's standard deviation of profit, cents (unrounded). */
  profitSdCents: number;
  /** (profit − expected) ÷ sd; null without bets (sd 0). */
  z: number | null;
  /** P(Z ≥ z), one-sided: the share of no-edge bettors doing at least this well; null as z. */
  pValue: number | null;
  /** profit ÷ staked; 0 when nothing ran. */
  roiRatio: number;
  /** ROI ± 1.96 × sd ÷ staked: a 95 % normal interval from the spread at those odds. */
  roiInterval95: { low: number; high: number } | null;
  /**
   * How many bets in all, at this result per bet (same average stake, odds and excess over the
   * null), reach p ≤ 0.05: the smallest N with √N × excess ÷ √(variance per bet) ≥ 1.6449;
   * null when the result is not above the null's (more bets would never get there).
   */
  betsForSignificance: number | null;
  /** betsForSignificance − bets, at least 0; null likewise. */
  moreBetsForSignificance: number | null;
}

/**
 * The fair probability of an outcome from the odds of every outcome of its market (the bet's
 * own first), margin removed proportionally: (1/o₀) ÷ Σ 1/oᵢ. Null with fewer than two
 * outcomes or any odds not above 1.
 */
export function fairProbabilityOf(outcomeOdds: readonly number[]): number | null {
  if (outcomeOdds.length < 2 || outcomeOdds.some((odds) => !(odds > 1))) return null;
  const book = outcomeOdds.reduce((sum, odds) => sum + 1 / odds, 0);
  return 1 / (outcomeOdds[0] as number) / book;
}

/** A counted bet as a back bet: stake (cents), decimal odds, the probability it wins. */
interface BinaryBet {
  stake: number;
  odds: number;
  /** The bet's probability under 1/odds, or the fair one; for a lay, of its selection. */
  selectionProbability: number | null;
  side: 'BACK' | 'LAY';
  netCents: number;
}

/** Luck-or-skill figures for the settled bets (see the top of this file). */
export function luckOrSkill(bets: readonly EdgeBet[], options: LuckOptions = {}): LuckReport {
  const excluded = { open: 0, void: 0, other: 0, withoutOdds: 0 };
  const counted: BinaryBet[] = [];
  bets.forEach((bet, index) => {
    const kind = resultKindOf(bet.status);
    if (kind === 'open' || kind === 'void' || kind === 'other') {
      excluded[kind] += 1;
      return;
    }
    const stake = bet.side === 'LAY' ? bet.liabilityCents : bet.stakeCents;
    if (bet.oddsMilli === null || stake === null) {
      excluded.withoutOdds += 1;
      return;
    }
    counted.push({
      stake: kind === 'half' ? stake / 2 : stake,
      odds: bet.oddsMilli / 1000,
      selectionProbability: options.fairProbabilityOf?.(bet, index) ?? null,
      side: bet.side,
      netCents: bet.netCents,
    });
  });

  const marginRemoved =
    options.fairProbabilityOf !== undefined &&
    counted.length > 0 &&
    counted.every((bet) => bet.selectionProbability !== null);
  let staked = 0;
  let profit = 0;
  let expected = 0;
  let variance = 0;
  for (const bet of counted) {
    const selectionP = marginRemoved ? (bet.selectionProbability as number) : 1 / bet.odds;
    // A lay backs the other outcomes: at L ÷ (L − 1), staking the liability, won with 1 − p.
    const odds = bet.side === 'LAY' ? bet.odds / (bet.odds - 1) : bet.odds;
    const p = bet.side === 'LAY' ? 1 - selectionP : selectionP;
    staked += bet.stake;
    profit += bet.netCents;
    expected += bet.stake * (p * odds - 1);
    variance += (bet.stake * odds) ** 2 * p * (1 - p);
  }

  const n = counted.length;
  const sd = Math.sqrt(variance);
  const z = sd > 0 ? (profit - expected) / sd : null;
  const roiRatio = staked > 0 ? profit / staked : 0;
  const excessPerBet = n > 0 ? (profit - expected) / n : 0;
  // N ≥ z₅² × (variance per bet) ÷ excess²; 1e-9 keeps float dust from adding a bet.
  const needed =
    excessPerBet > 0 && sd > 0
      ? Math.ceil((Z_ONE_SIDED_5_PERCENT ** 2 * (variance / n)) / excessPerBet ** 2 - 1e-9)
      : null;
  return {
    assumption: marginRemoved ? 'margin-removed' : 'margin-not-removed',
    bets: n,
    excluded,
    stakedCents: roundCents(staked),
    profitCents: profit,
    expectedProfitCents: roundCents(expected),
    profitSdCents: sd,
    z,
    pValue: z === null ? null : normalUpperTail(z),
    roiRatio,
    roiInterval95:
      staked > 0 && sd > 0
        ? {
            low: roiRatio - (Z_TWO_SIDED_95_PERCENT * sd) / staked,
            high: roiRatio + (Z_TWO_SIDED_95_PERCENT * sd) / staked,
          }
        : null,
    betsForSignificance: needed,
    moreBetsForSignificance: needed === null ? null : Math.max(0, needed - n),
  };
}
