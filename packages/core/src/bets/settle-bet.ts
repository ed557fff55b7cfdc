import type { SETTLE_STATUSES } from '../contract/history.ts';
import { exactFraction } from '../import/numbers.ts';
import { divideRounded } from '../money/rounding.ts';
import type { BetSide } from './bet-record.ts';
import { freeBetReturnCents, settledReturnCents } from './settlement.ts';

export type SettleStatus = (typeof SETTLE_STATUSES)[number];

export interface SettleInput {
  status: SettleStatus;
  stakeCents: number;
  /** Decimal odds × 1000; null when the bet has none. */
  oddsMilli: number | null;
  side: BetSide | null;
  /** A lay's liability in cents (null: stake × (odds − 1)). */
  liabilityCents: number | null;
  /** What came back on a cash-out, in cents (CASHED_OUT only). */
  cashOutCents: number | null;
  /** A free bet (back only): it pays its profit only and a loss costs nothing. */
  freeBet?: boolean;
}

export interface SettledMoney {
  returnCents: number;
  netReturnCents: number;
}

/**
 * The money of a bet settled by hand, in cents; null when it cannot be worked out (a win
 * without odds, a cash-out without its amount).
 * - A back bet returns what settledReturnCents says (won stake × odds, lost 0, void the stake,
 *   half won stake × (odds + 1) / 2, half lost stake / 2) or the cash-out amount; net =
 *   return − stake.
 * - A lay risks its liability: won (the selection lost) nets +stake, lost −liability, void 0,
 *   half won +stake / 2, half lost −liability / 2, cashed out amount − liability; what came
 *   back is liability + net, never below 0 (as the Betfair importers store lays).
 * - A free back bet pays what freeBetReturnCents says (won stake × (odds − 1), lost, void and
 *   half lost 0, half won stake × (odds − 1) / 2, cashed out the amount): all of it profit, so
 *   net = return. Exchanges have no free bets: a lay flagged free settles as a lay.
 * Each half is rounded once, by divideRounded (halves away from zero).
 */
export function settledMoney(input: SettleInput): SettledMoney | null {
  const { status, stakeCents, oddsMilli, cashOutCents } = input;
  if (status === 'CASHED_OUT' && cashOutCents === null) return null;
  if (input.freeBet === true && input.side !== 'LAY') {
    const paid = freeBetReturnCents(status, stakeCents, oddsMilli, cashOutCents);
    return paid === null ? null : { returnCents: paid, netReturnCents: paid };
  }
  if (input.side === 'LAY') {
    const liabilityCents =
      input.liabilityCents ??
      (oddsMilli === null
        ? null
        : Number(divideRounded(BigInt(stakeCents) * BigInt(oddsMilli - 1000), 1000n)));
    if (liabilityCents === null) return null;
    const net = layNetCents(status, stakeCents, liabilityCents, cashOutCents ?? 0);
    return { returnCents: Math.max(0, liabilityCents + net), netReturnCents: net };
  }
  const returnCents =
    status === 'CASHED_OUT' ? cashOutCents : settledReturnCents(status, stakeCents, oddsMilli);
  if (returnCents === null) return null;
  return { returnCents, netReturnCents: returnCents - stakeCents };
}

function layNetCents(
  status: SettleStatus,
  stakeCents: number,
  liabilityCents: number,
  cashOutCents: number,
): number {
  switch (status) {
    case 'WON':
      return stakeCents;
    case 'LOST':
      return -liabilityCents;
    case 'VOID':
      return 0;
    case 'HALF_WON':
      return Number(divideRounded(BigInt(stakeCents), 2n));
    case 'HALF_LOST':
      return -Number(divideRounded(BigInt(liabilityCents), 2n));
    case 'CASHED_OUT':
      return cashOutCents - liabilityCents;
  }
}

export interface SettledExchangeMoney extends SettledMoney {
  grossProfitCents: number | null;
  commissionCents: number | null;
}

/**
 * An exchange bet settled by hand pays commission as an imported one does (core
 * applyExchangeCommission), the bet standing alone for its market: the user's rate on a
 * positive net, rounded once (halves away from zero), nothing on a loss or a void. What came
 * back falls by the same amount. Without a rate the hand settlement states the money itself:
 * no gross and commission split is kept.
 */
export function withHandCommission(
  money: SettledMoney,
  ratio: number | null,
): SettledExchangeMoney {
  if (ratio === null || ratio <= 0) {
    return { ...money, grossProfitCents: null, commissionCents: null };
  }
  const rate = exactFraction(ratio, 'exchangeCommissionRatio');
  const gross = money.netReturnCents;
  const commission =
    gross > 0 ? Number(divideRounded(BigInt(gross) * rate.numerator, rate.denominator)) : 0;
  return {
    returnCents: Math.max(0, money.returnCents - commission),
    netReturnCents: gross - commission,
    grossProfitCents: gross,
    commissionCents: commission,
  };
}
