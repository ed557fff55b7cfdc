import { type BetView, betViewSchema } from '@stakelab/core';

/**
 * Bets checked between two pauses: 500 take the worker ~10 ms, the longest a screen's question
 * (the first rows, a keystroke) waits behind them; 2,000 held it ~35 ms.
 */
const SLICE = 500;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Checks bets against core's BetView schema a slice at a time, pausing between slices so the
 * page's questions (a filter, a page) are answered meanwhile; throws at the first bad one.
 */
export async function validateBetsInSlices(bets: readonly unknown[]): Promise<BetView[]> {
  const valid: BetView[] = [];
  for (let start = 0; start < bets.length; start += SLICE) {
    if (start > 0) await pause();
    for (let i = start; i < Math.min(start + SLICE, bets.length); i += 1) {
      const checked = betViewSchema.safeParse(bets[i]);
      if (!checked.success)
        throw new Error(`bets[${i}] is not a BetView: ${checked.error.message}`);
      valid.push(checked.data);
    }
  }
  return valid;
}
