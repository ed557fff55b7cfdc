import {
  isSettledStakeResult,
  type Stake,
  type StakeFinalResult,
  type StakeSettledResult,
  type StakeStatus,
} from '../contract/stakes.ts';
import { parseOddsMilli } from '../import/numbers.ts';
import { centsToEuros, eurosToCents } from '../money/cents.ts';
import { divideRounded } from '../money/rounding.ts';
import { stakeTimesOddsCents } from '../money/stake-times-odds.ts';

/**
 * What a tipster stake pays when the admin settles it without entering an amount, in euros
 * (the stakes API counts euros): a win pays the potential winnings, a void gives the stake
 * back, a loss pays 0. A cash-out has no default (null): the settle request must say what it
 * paid. Those amounts are copied, never computed. A half win pays half the stake back and half
 * the potential winnings, (stake + winnings) ÷ 2; a half loss half the stake: both rounded to
 * the cent once, halves away from zero (€10.01 half lost → €5.005 → €5.01).
 */
export function defaultStakePayout(
  result: StakeSettledResult,
  stake: Pick<Stake, 'stake_amount' | 'potential_winnings'>,
): number | null {
  switch (result) {
    case 'won':
      return stake.potential_winnings;
    case 'void':
      return stake.stake_amount;
    case 'lost':
      return 0;
    case 'cashed_out':
      return null;
    case 'half_won':
      return halfOfCents(stake.stake_amount, stake.potential_winnings);
    case 'half_lost':
      return halfOfCents(stake.stake_amount, 0);
  }
}

function halfOfCents(a: number, b: number): number {
  const cents = BigInt(eurosToCents(a, 'stake_amount') + eurosToCents(b, 'potential_winnings'));
  return centsToEuros(Number(divideRounded(cents, 2n)));
}

/**
 * A stake's potential winnings in euros: stake × odds, rounded to the cent once (halves away
 * from zero: €10.05 at 1.35 = 13.5675 → €13.57). The admin form shows it instead of asking
 * (issue 32). null while either is missing or unreadable (not a number, odds below 1.01):
 * the form's own checks name those.
 */
export function stakePotentialWinnings(
  stakeAmount: number | undefined,
  totalOdds: number | undefined,
): number | null {
  if (stakeAmount === undefined || totalOdds === undefined) return null;
  try {
    const cents = stakeTimesOddsCents(
      eurosToCents(stakeAmount, 'stake_amount'),
      parseOddsMilli(totalOdds, 'total_odds'),
    );
    return centsToEuros(cents);
  } catch {
    return null;
  }
}

/** The choices of the admin form's one Status select: the start state, then the outcomes. */
export type StakeOutcomeChoice = StakeStatus;

/** Whether a stake with this status has paid out, so the admin must say how much. */
export function stakePaysOut(choice: StakeOutcomeChoice): boolean {
  return choice === 'won' || choice === 'cashed_out';
}

/**
 * The payload's status, final_result and payout_amount for one choice of the admin form's
 * Status select (issue 32: one select, not two that could disagree). A settled outcome is both
 * the status and the final result, as PATCH /api/admin/stakes/:id settles; an open stake
 * (IN_PROGRESS, pending) keeps the final result 'IN PROGRESS'. The payout is the amount typed
 * for one that paid out (won, cashed out), the stake back for a void and 0 otherwise.
 */
export function stakeOutcomeFields(
  choice: StakeOutcomeChoice,
  stakeAmount: number | undefined,
  payoutTyped: number | undefined,
): { status: StakeStatus; final_result: StakeFinalResult; payout_amount: number | undefined } {
  const final_result: StakeFinalResult = isSettledStakeResult(choice) ? choice : 'IN PROGRESS';
  const payout_amount = stakePaysOut(choice) ? payoutTyped : choice === 'void' ? stakeAmount : 0;
  return { status: choice, final_result, payout_amount };
}
