import { atRiskCents, isOpenStatus } from '../bets/at-risk.ts';
import type { BetView } from '../contract/history.ts';
import { betAmountCents, centsToEuros } from '../money/cents.ts';
import { divideRounded } from '../money/rounding.ts';

/** The history screen's figures (docs/product.md §2 "Bet history screen", §9). */
export interface HistorySummary {
  /**
   * What the settled bets put at risk, euros (at most 2 decimals): the stake of a back bet, the
   * liability of a lay (docs/decisions/005-lay-bets-at-risk.md). Open bets are apart below.
   */
  totalStakeEuros: number;
  /** Sum of net returns, euros (at most 2 decimals); an open bet's is 0. */
  totalNetReturnEuros: number;
  /**
   * Net return ÷ total stake, a ratio rounded to 4 decimals (hundredths of a percent: the
   * screen shows the ROI to 2 decimals, −0.0222 → "-2.22%"); 0 when nothing was staked.
   */
  roiRatio: number;
  /** Every bet, open ones included. */
  betCount: number;
  wonCount: number;
  lostCount: number;
  /**
   * WON ÷ settled bets, a ratio rounded to 2 decimals (a whole percent, halves up); 0 with
   * none settled. An open bet has not lost, so it is not in the denominator.
   */
  wonRatio: number;
  /** Open (PENDING) bets: how many, and what they put at risk in euros ("open: 3 bets, €45"). */
  openBets: { count: number; stakeEuros: number };
}

/**
 * Settled bets make the stake, net and ROI; open bets are counted apart (their net is 0, and
 * their stake would pull the ROI toward 0 until they settle). Each bet counts what it put at
 * risk (a lay's liability). Sums in integer cents (euros → cents exactly, then back), so totals
 * carry no float dust;
 * the two ratios are each rounded once by divideRounded (halves away from zero), in integers,
 * then divided by a power of ten: the nearest double to a 4- or 2-decimal fraction, which Intl
 * formats back to the same digits. A tiny loss rounds to 0, never −0 (bigints have no −0).
 */
export function summarizeHistory(bets: readonly BetView[]): HistorySummary {
  // Sums of integer cents stay exact as numbers below 2^53 cents; bigints only for the ratios.
  let stakeCents = 0;
  let netCents = 0;
  let wonCount = 0;
  let lostCount = 0;
  let openCount = 0;
  let openCents = 0;
  bets.forEach((bet, i) => {
    const liability = bet.Liability === null ? null : betAmountCents(bet.Liability, 'Liability', i);
    const risked = atRiskCents(bet.Side, betAmountCents(bet.Stake, 'Stake', i), liability);
    if (isOpenStatus(bet.Status)) {
      openCount++;
      openCents += risked;
      return;
    }
    stakeCents += risked;
    netCents += betAmountCents(bet.NetReturn, 'NetReturn', i);
    const status = bet.Status.toUpperCase();
    if (status === 'WON') wonCount++;
    else if (status === 'LOST') lostCount++;
  });
  const settledCount = bets.length - openCount;
  return {
    totalStakeEuros: centsToEuros(stakeCents),
    totalNetReturnEuros: centsToEuros(netCents),
    // net / stake in ten-thousandths = net × 10000 / stake
    roiRatio:
      stakeCents === 0
        ? 0
        : Number(divideRounded(BigInt(netCents) * 10000n, BigInt(stakeCents))) / 10_000,
    betCount: bets.length,
    wonCount,
    lostCount,
    wonRatio:
      settledCount === 0
        ? 0
        : Number(divideRounded(BigInt(wonCount) * 100n, BigInt(settledCount))) / 100,
    openBets: { count: openCount, stakeEuros: centsToEuros(openCents) },
  };
}
