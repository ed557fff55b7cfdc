import { describe, expect, it } from 'vitest';
import { defaultStakePayout } from './stake-payout.ts';

describe('defaultStakePayout', () => {
  // A €12.50 stake at odds 3.2: potential winnings 12.50 × 3.2 = €40.00. Stake, winnings and
  // 0 all differ, so each result shows which amount it took.
  const stake = { stake_amount: 12.5, potential_winnings: 40 };

  it.each([
    ['won', 40], // the potential winnings
    ['void', 12.5], // the stake back
    ['lost', 0], // nothing
    ['cashed_out', null], // no default: the admin enters what the cash-out paid
  ] as const)('a %s stake pays %s', (result, payout) => {
    expect(defaultStakePayout(result, stake)).toBe(payout);
  });
});
