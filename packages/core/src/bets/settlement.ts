import { divideRounded } from '../money/rounding.ts';
import { stakeTimesOddsCents } from '../money/stake-times-odds.ts';
import type { BetStatus } from './bet-record.ts';

/**
 * What a settled back bet returns (stake included), in cents, when the source does not say:
 * WON stake × odds; LOST 0; VOID the stake; HALF_WON half the stake at the odds plus half the
 * stake back; HALF_LOST half the stake back; PENDING 0 (nothing came back yet). Null when it
 * cannot be worked out (WON without odds, CASHED_OUT, an each-way PLACED): the importer must
 * then read it from the source. Each figure is rounded once, by divideRounded.
 */
export function settledReturnCents(
  status: BetStatus,
  stakeCents: number,
  oddsMilli: number | null,
): number | null {
  switch (status) {
    case 'WON':
      return oddsMilli === null ? null : stakeTimesOddsCents(stakeCents, oddsMilli);
    case 'LOST':
    case 'PENDING':
      return 0;
    case 'VOID':
      return stakeCents;
    case 'HALF_WON':
      // (stake/2 × odds) + stake/2 = stake × (odds + 1) / 2
      return oddsMilli === null
        ? null
        : Number(divideRounded(BigInt(stakeCents) * BigInt(oddsMilli + 1000), 2000n));
    case 'HALF_LOST':
      return Number(divideRounded(BigInt(stakeCents), 2n));
    case 'CASHED_OUT':
    case 'PLACED':
      return null;
  }
}

/**
 * Net return of a back bet in cents: return − stake, except for a PENDING bet, whose result
 * is not known yet and so counts 0 (not −stake) in totals until it settles.
 */
export function backBetNetCents(
  status: BetStatus,
  stakeCents: number,
  returnCents: number,
): number {
  return status === 'PENDING' ? 0 : returnCents - stakeCents;
}

/**
 * What a free bet (a bookmaker's token, BetRecord.freeBet) pays, in cents, when the source does
 * not say. None of the user's money was at risk, so what comes back is all profit: return and
 * net are the same figure.
 * - WON: the profit only, stake × (odds − 1) (10.00 at 3.00 pays 20.00, not 30.00);
 * - LOST: 0, and it cost nothing;
 * - VOID: 0 (the token may come back to the account; no money does);
 * - HALF_WON: half the stake wins at the odds, the other half is void: stake × (odds − 1) / 2;
 * - HALF_LOST: half loses (costs nothing), half is void: 0;
 * - PENDING: 0 until it settles;
 * - CASHED_OUT: the cash-out amount, all of it profit; null when not given (as PLACED and a win
 *   without odds: the source or the user must say).
 * Each figure is a cash bet's return less its stake, never below 0, so rounding is the same as
 * a cash bet's (settledReturnCents, rounded once).
 */
export function freeBetReturnCents(
  status: BetStatus,
  stakeCents: number,
  oddsMilli: number | null,
  cashOutCents: number | null = null,
): number | null {
  if (status === 'CASHED_OUT') return cashOutCents;
  if (status === 'PENDING') return 0;
  const cashReturn = settledReturnCents(status, stakeCents, oddsMilli);
  return cashReturn === null ? null : Math.max(0, cashReturn - stakeCents);
}

/** Leg count → bet type code when a source gives none (1 SGL, 2 DBL, 3 TBL, n ACCn). */
export function betTypeForLegCount(legs: number): string {
  if (legs <= 1) return 'SGL';
  if (legs === 2) return 'DBL';
  if (legs === 3) return 'TBL';
  return `ACC${legs}`;
}
