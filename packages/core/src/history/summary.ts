import type { BetView } from '../contract/history.ts';
import { centsToEuros, divideRounded, eurosToCents } from '../import/numbers.ts';

/** The history screen's figures (docs/product.md §2 "Bet history screen", §9). */
export interface HistorySummary {
  /** Sum of stakes, euros (at most 2 decimals). */
  totalStakeEuros: number;
  /** Sum of net returns, euros (at most 2 decimals). */
  totalNetReturnEuros: number;
  /**
   * Net return ÷ total stake, a ratio rounded to 4 decimals (hundredths of a percent: the
   * screen shows the ROI to 2 decimals, −0.0222 → "-2.22%"); 0 when nothing was staked.
   */
  roiRatio: number;
  betCount: number;
  wonCount: number;
  lostCount: number;
  /** WON ÷ all bets, a ratio rounded to 2 decimals (a whole percent, halves up); 0 with no bets. */
  wonRatio: number;
}

/**
 * Sums in integer cents (euros → cents exactly, then back), so totals carry no float dust;
 * the two ratios are each rounded once by divideRounded (halves away from zero), in integers,
 * then divided by a power of ten: the nearest double to a 4- or 2-decimal fraction, which Intl
 * formats back to the same digits. A tiny loss rounds to 0, never −0 (bigints have no −0).
 */
export function summarizeHistory(bets: readonly BetView[]): HistorySummary {
  let stakeCents = 0n;
  let netCents = 0n;
  let wonCount = 0;
  let lostCount = 0;
  bets.forEach((bet, i) => {
    stakeCents += BigInt(eurosToCents(bet.Stake, `bets[${i}].Stake`));
    netCents += BigInt(eurosToCents(bet.NetReturn, `bets[${i}].NetReturn`));
    const status = bet.Status.toUpperCase();
    if (status === 'WON') wonCount++;
    else if (status === 'LOST') lostCount++;
  });
  return {
    totalStakeEuros: centsToEuros(Number(stakeCents)),
    totalNetReturnEuros: centsToEuros(Number(netCents)),
    // net / stake in ten-thousandths = net × 10000 / stake
    roiRatio: stakeCents === 0n ? 0 : Number(divideRounded(netCents * 10000n, stakeCents)) / 10_000,
    betCount: bets.length,
    wonCount,
    lostCount,
    wonRatio:
      bets.length === 0
        ? 0
        : Number(divideRounded(BigInt(wonCount) * 100n, BigInt(bets.length))) / 100,
  };
}
