import type { Stake } from '@stakelab/core';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { stakeView } from '../../../test/stake-views';

export const stake = stakeView;

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
