import type { Stake } from '@stakelab/core';

let nextId = 500;

/** A stake as the API sends it: an open one unless told otherwise (ids never repeat). */
export function stakeView(overrides: Partial<Stake> = {}): Stake {
  nextId += 1;
  return {
    stake_id: nextId,
    tipster_name: 'StakeLab Tipster',
    event_description: 'Real Madrid v Barcelona',
    bookmaker: 'Bet365',
    bet_placed_at: '2025-06-25T10:30:00.000Z',
    status: 'IN_PROGRESS',
    bet_details: null,
    total_odds: 2.1,
    stake_amount: 20,
    potential_winnings: 42,
    payout_amount: 0,
    final_result: 'IN PROGRESS',
    image_path: null,
    settled_at: null,
    ...overrides,
  };
}
