import { describe, expect, it } from 'vitest';
import { emptyStakeValues, potentialWinningsOf } from './stake-form';

describe('the admin form’s worked-out potential winnings', () => {
  it.each<[number | string, number | string, number | null]>([
    // 20 × 2.1 = 42.00, whether the NumberInput hands a number or the text typed so far.
    [20, 2.1, 42],
    ['20', '2.10', 42],
    // 12.5 × 1.85 = 23.125 → 23.13 (to the cent, halves up).
    ['12.5', 1.85, 23.13],
    ['', '2.10', null],
    [20, '2.', 40],
    [20, 'abc', null],
  ])('stake %s at odds %s → %s', (stake, odds, winnings) => {
    const values = { ...emptyStakeValues(), stake_amount: stake, total_odds: odds };
    expect(potentialWinningsOf(values)).toBe(winnings);
  });
});
