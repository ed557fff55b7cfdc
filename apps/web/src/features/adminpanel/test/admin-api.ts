import type { Stake } from '@stakelab/core';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { stakeView } from '../../../test/stake-views';

/** The name the fake upload gives every image (the server's shape: 32 hex + extension). */
export const UPLOADED_NAME = '0123456789abcdef0123456789abcdef.png';

export const adminStake = stakeView;

/**
 * The admin side of the stakes API over an in-memory list: upload, insert, list, settle (with
 * the server's default payouts) and void with a reason. `extra` replaces any route.
 */
export function adminApi(initial: Stake[] = [], extra: Record<string, StubHandler> = {}) {
  let stakes = [...initial];
  const handlers: Record<string, StubHandler> = {
    'POST /api/history/upload-stake-image': () =>
      jsonResponse({ success: true, path: UPLOADED_NAME }),
    'POST /api/history/admin-insert-stake': ({ body }) => {
      const request = body as Record<string, unknown>;
      const inserted = adminStake({
        event_description: String(request.bet_description),
        bookmaker: String(request.bookmarker),
        image_path: typeof request.image_path === 'string' ? request.image_path : null,
      });
      stakes = [inserted, ...stakes];
      return jsonResponse({ success: true, stake: inserted });
    },
    'GET /api/admin/stakes': () => jsonResponse(stakes),
    'GET /api/admin/catalogue': () =>
      jsonResponse({
        success: true,
        sports: [],
        competitions: [],
        shared_sports: [],
        shared_competitions: [],
      }),
    ...extra,
  };
  for (const { stake_id: id } of initial) {
    handlers[`PATCH /api/admin/stakes/${id}`] ??= ({ body }) => {
      const request = body as { final_result: string; payout_amount?: number };
      const existing = stakes.find((s) => s.stake_id === id);
      if (!existing) return jsonResponse({ success: false, message: 'No such stake.' }, 404);
      const result = request.final_result;
      const payout =
        request.payout_amount ??
        (result === 'won'
          ? existing.potential_winnings
          : result === 'void'
            ? existing.stake_amount
            : 0);
      const changed: Stake = {
        ...existing,
        status: result,
        final_result: result,
        payout_amount: payout,
        settled_at: '2025-06-25T21:00:00.000Z',
      };
      stakes = stakes.map((s) => (s.stake_id === id ? changed : s));
      return jsonResponse({ success: true, stake: changed });
    };
    handlers[`POST /api/admin/stakes/${id}/void`] ??= ({ body }) => {
      const existing = stakes.find((s) => s.stake_id === id);
      if (!existing) return jsonResponse({ success: false, message: 'No such stake.' }, 404);
      const changed: Stake = {
        ...existing,
        status: 'void',
        final_result: 'void',
        payout_amount: existing.stake_amount,
        void_reason: (body as { reason: string }).reason,
        settled_at: '2025-06-25T22:00:00.000Z',
      };
      stakes = stakes.map((s) => (s.stake_id === id ? changed : s));
      return jsonResponse({ success: true, stake: changed });
    };
  }
  return handlers;
}
