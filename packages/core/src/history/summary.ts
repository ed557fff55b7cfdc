import type { BetView } from '../contract/history.ts';
import { centsToEuros, divideRounded, eurosToCents } from '../import/numbers.ts';

/** The history screen's figures (docs/product.md §2 "Bet history screen", §9). */
export interface HistorySummary {
  /** Sum of stakes, euros (at most 2 decimals). */
  totalStakeEuros: number;
  /** Sum of net returns, euros (at most 2 decimals). */
  totalNetReturnEuros: number;
  /** Net return ÷ total stake × 100, 2 decimals ("-2.22"); "0.00" when nothing was staked. */
  roiPercent: string;
  betCount: number;
  wonCount: number;
  lostCount: number;
  /** WON ÷ all bets × 100 as a whole number (halves up); 0 with no bets. */
  winPercent: number;
}

/** Hundredths (of a percent) as text with 2 decimals: −222 → "-2.22"; never "-0.00". */
function hundredthsText(hundredths: bigint): string {
  const negative = hundredths < 0n;
  const magnitude = negative ? -hundredths : hundredths;
  const whole = magnitude / 100n;
  const fraction = String(magnitude % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * Sums in integer cents (euros → cents exactly, then back), so totals carry no float dust;
 * the ROI and win percent are each rounded once by divideRounded (halves away from zero).
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
    // net / stake × 100 in hundredths of a percent = net × 10000 / stake
    roiPercent:
      stakeCents === 0n ? '0.00' : hundredthsText(divideRounded(netCents * 10000n, stakeCents)),
    betCount: bets.length,
    wonCount,
    lostCount,
    winPercent:
      bets.length === 0 ? 0 : Number(divideRounded(BigInt(wonCount) * 100n, BigInt(bets.length))),
  };
}
