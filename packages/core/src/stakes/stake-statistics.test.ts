import { describe, expect, it } from 'vitest';
import type { Stake } from '../contract/stakes.ts';
import { stakeStatistics } from './stake-statistics.ts';

let nextId = 1;
function stake(
  final_result: string,
  stake_amount: number,
  payout_amount: number | null,
  day: number,
): Stake {
  return {
    stake_id: nextId++,
    tipster_name: 'StakeLab Tipster',
    event_description: 'A v B',
    bookmaker: 'Bet365',
    bet_placed_at: new Date(Date.UTC(2026, 0, day, 12)).toISOString(),
    status: final_result,
    bet_details: null,
    total_odds: 2,
    stake_amount,
    potential_winnings: stake_amount * 2,
    payout_amount,
    final_result,
    image_path: null,
    settled_at: null,
  };
}

describe('stakeStatistics', () => {
  it('is all zeros without stakes', () => {
    expect(stakeStatistics([])).toEqual({
      totalBets: 0,
      won: 0,
      lost: 0,
      winRatio: 0,
      totalProfit: 0,
      bestStreak: 0,
      currentStreak: null,
      averageStake: 0,
    });
  });

  it('counts, profits, streaks and averages a worked example', () => {
    // In placement order (given shuffled):
    // day 1 won  10 → 19.50  profit  +9.50
    // day 2 won  20 → 37.00  profit +17.00
    // day 3 void 15 → 15.00  profit   0     (does not break the run of wins)
    // day 4 won   5 →  9.10  profit  +4.10  → best streak 3
    // day 5 lost 25          profit −25.00
    // day 6 cashed_out 10 → 6.40 profit −3.60 (ignored by streaks)
    // day 7 lost 10          profit −10.00  → current streak: 2 losses
    const stakes = [
      stake('lost', 10, 0, 7),
      stake('won', 10, 19.5, 1),
      stake('void', 15, 15, 3),
      stake('cashed_out', 10, 6.4, 6),
      stake('won', 20, 37, 2),
      stake('lost', 25, null, 5),
      stake('won', 5, 9.1, 4),
    ];
    expect(stakeStatistics(stakes)).toEqual({
      totalBets: 7,
      won: 3,
      lost: 2,
      winRatio: 0.6, // 3 ÷ (3 + 2); void and cash-out excluded
      totalProfit: -8, // 9.50 + 17 + 0 + 4.10 − 25 − 3.60 − 10 = −8.00
      bestStreak: 3,
      currentStreak: { result: 'lost', length: 2 },
      averageStake: 13.57, // (10 + 20 + 15 + 5 + 25 + 10 + 10) = 95 ÷ 7 = 13.571…
    });
  });

  it('sums profits in cents, without float dust', () => {
    // 0.1 + 0.2 in euros would be 0.30000000000000004
    const stats = stakeStatistics([stake('won', 1, 1.1, 1), stake('won', 1, 1.2, 2)]);
    expect(stats.totalProfit).toBe(0.3);
    expect(stats.currentStreak).toEqual({ result: 'won', length: 2 });
  });
});
