import { describe, expect, it } from 'vitest';
import {
  defaultStakePayout,
  stakeOutcomeFields,
  stakePaysOut,
  stakePotentialWinnings,
} from './stake-payout.ts';

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

describe('stakePotentialWinnings', () => {
  it.each([
    [20, 2.1, 42], // 20 × 2.1 = 42.00
    [10.05, 1.35, 13.57], // 13.5675 → 13.57 (halves away from zero)
    [12.5, 3.2, 40], // 40.00
    [0.01, 1.01, 0.01], // 0.0101 → 0.01
    [3.33, 1.125, 3.75], // 3.74625 → 3.75 (odds of 3 decimals)
  ])('%f at %f → %f', (stake, odds, winnings) => {
    expect(stakePotentialWinnings(stake, odds)).toBe(winnings);
  });

  it('is null while the stake or the odds are missing or unreadable', () => {
    expect(stakePotentialWinnings(undefined, 2)).toBeNull();
    expect(stakePotentialWinnings(10, undefined)).toBeNull();
    expect(stakePotentialWinnings(10, 1)).toBeNull(); // below 1.01
    expect(stakePotentialWinnings(Number.NaN, 2)).toBeNull();
  });
});

describe('stakeOutcomeFields: one Status select becomes status, final_result and payout', () => {
  // A €10 stake; 25 typed as the payout.
  it.each([
    ['IN_PROGRESS', 'IN PROGRESS', 0],
    ['pending', 'IN PROGRESS', 0],
    ['won', 'won', 25], // paid out: the amount typed
    ['cashed_out', 'cashed_out', 25],
    ['lost', 'lost', 0],
    ['void', 'void', 10], // the stake back
  ] as const)('%s → final_result %s, payout %f', (choice, finalResult, payout) => {
    expect(stakeOutcomeFields(choice, 10, 25)).toEqual({
      status: choice,
      final_result: finalResult,
      payout_amount: payout,
    });
    expect(stakePaysOut(choice)).toBe(choice === 'won' || choice === 'cashed_out');
  });
});

describe('defaultStakePayout of the split results', () => {
  it.each([
    // €20 at 2.1 (winnings €42): half won = 10 × 2.1 + 10 = 31.00; half lost = 10.00.
    [{ stake_amount: 20, potential_winnings: 42 }, 'half_won', 31],
    [{ stake_amount: 20, potential_winnings: 42 }, 'half_lost', 10],
    // €10.01 at 1.5 (winnings €15.02, rounded): (10.01 + 15.02) ÷ 2 = 12.515 → 12.52; 5.005 → 5.01.
    [{ stake_amount: 10.01, potential_winnings: 15.02 }, 'half_won', 12.52],
    [{ stake_amount: 10.01, potential_winnings: 15.02 }, 'half_lost', 5.01],
  ] as const)('%o %s pays %d', (stake, result, payout) => {
    expect(defaultStakePayout(result, stake)).toBe(payout);
  });
});
