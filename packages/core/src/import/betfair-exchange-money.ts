import { type BetSide, type BetStatus } from '../bets/bet-record.ts';
import { layLiabilityCents } from '../money/stake-times-odds.ts';

/** Money and status of an Exchange bet, read the same from the website and the API. */

export const VOIDING_STATUSES = new Set(['VOIDED', 'VOID', 'LAPSED', 'CANCELLED', 'CANCELED']);

/**
 * Exchange money (both website and API): net = the profit Betfair reports; what a bet risks
 * is its stake (BACK) or liability (LAY), and what came back is that plus the profit, never
 * below 0 (an open bet: 0). A LAY bet keeps its side and liability = stake × (odds − 1).
 */
export function exchangeMoney(
  side: BetSide | null,
  stakeCents: number,
  oddsMilli: number | null,
  netReturnCents: number,
  givenLiabilityCents: number | null,
  status: BetStatus,
) {
  const liabilityCents =
    side === 'LAY'
      ? (givenLiabilityCents ??
        (oddsMilli === null ? null : layLiabilityCents(stakeCents, oddsMilli)))
      : null;
  const risked = side === 'LAY' ? (liabilityCents ?? stakeCents) : stakeCents;
  const returnCents = status === 'PENDING' ? 0 : Math.max(0, risked + netReturnCents);
  return { liabilityCents, returnCents };
}

export function statusFromProfit(netCents: number): BetStatus {
  if (netCents > 0) return 'WON';
  if (netCents < 0) return 'LOST';
  return 'VOID';
}
