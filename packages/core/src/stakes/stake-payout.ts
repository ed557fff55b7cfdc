import type { Stake, StakeSettledResult } from '../contract/stakes.ts';

/**
 * What a tipster stake pays when the admin settles it without entering an amount, in euros
 * (the stakes API counts euros): a win pays the potential winnings, a void gives the stake
 * back, a loss pays 0. A cash-out has no default (null): the settle request must say what it
 * paid. The amounts are copied, never computed, so nothing is rounded here.
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
  }
}
