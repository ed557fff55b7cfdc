import {
  type BetView,
  centsToEuros,
  eurosToCents,
  parseOddsMilli,
  settledMoney,
  type SettleStatus,
} from '@stakelab/core';

export interface SettlePreview {
  returnEuros: number;
  netEuros: number;
}

/**
 * What the bet would return and net if settled so, by core's settledMoney (the rule the server
 * applies); null while it cannot be told (a cash-out without its amount, a win without odds).
 */
export function settlePreview(
  bet: BetView,
  status: SettleStatus,
  cashOutEuros: number | null,
): SettlePreview | null {
  try {
    const money = settledMoney({
      status,
      stakeCents: eurosToCents(bet.Stake, 'Stake'),
      oddsMilli: bet.Odds === null ? null : parseOddsMilli(bet.Odds, 'Odds'),
      side: bet.Side,
      liabilityCents: bet.Liability === null ? null : eurosToCents(bet.Liability, 'Liability'),
      cashOutCents: cashOutEuros === null ? null : eurosToCents(cashOutEuros, 'cashOut'),
      freeBet: bet.FreeBet === true,
    });
    return (
      money && {
        returnEuros: centsToEuros(money.returnCents),
        netEuros: centsToEuros(money.netReturnCents),
      }
    );
  } catch {
    // An amount with more than 2 decimals, odds below 1.01: no preview, the form says why.
    return null;
  }
}
