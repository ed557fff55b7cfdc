import type { Stake } from '@stakelab/core';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';

let nextId = 500;

/** A stake as the API sends it: an open one placed today unless told otherwise. */
export function stake(overrides: Partial<Stake> = {}): Stake {
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

/** A settled stake: won pays the potential winnings, lost 0, void the stake back. */
export function settled(
  result: 'won' | 'lost' | 'void' | 'cashed_out',
  overrides: Partial<Stake> = {},
): Stake {
  const base = stake(overrides);
  const payout =
    result === 'won' ? base.potential_winnings : result === 'void' ? base.stake_amount : 0;
  return {
    ...base,
    status: result,
    final_result: result,
    payout_amount: overrides.payout_amount ?? payout,
    settled_at: overrides.settled_at ?? '2025-06-25T22:00:00.000Z',
  };
}

/** GET today and history answering the given lists (history as sent: newest first). */
export function stakesApi(
  today: Stake[],
  history: Stake[],
  extra: Record<string, StubHandler> = {},
): Record<string, StubHandler> {
  return {
    'GET /api/history/stakes/today': () => jsonResponse(today),
    'GET /api/history/stakes/history': () => jsonResponse(history),
    ...extra,
  };
}
