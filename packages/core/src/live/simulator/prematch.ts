import { MAX_ODDS, MIN_ODDS } from './odds.ts';
import { createRandom } from './random.ts';
import type { MatchState } from './types.ts';

/** Pre-match prices move at most once per this many simulated seconds (5 minutes). */
export const PREMATCH_STEP_SECONDS = 300;
/** How far one step moves an outcome's implied probability, as a factor of e^±0.03. */
const STEP_SPREAD = 0.03;

type Prices = Pick<MatchState, 'Outcome1_Odds' | 'OutcomeX_Odds' | 'Outcome2_Odds'>;

/**
 * The prices of an announced match `secondsBefore` simulated seconds before its kick-off
 * (issue 36): the match's opening in-play prices with a random walk laid backwards from the
 * kick-off, so the prices drift while the match is upcoming and stand, in the last step before
 * the kick-off, at the prices it starts with: its closing price is its first in-play price. A
 * pure function of (`seed`, the step before kick-off): the same at every poll within a step.
 *
 * Each outcome's implied probability 1/odds is multiplied by e^walk, then all are scaled back to
 * the market's total, so the book's margin stays what it was; the prices are rounded to 2
 * decimals and held within [1.01, 50] like the in-play ones.
 */
export function prematchPrices(opening: Prices, seed: number, secondsBefore: number): Prices {
  const steps = Math.max(0, Math.floor(secondsBefore / PREMATCH_STEP_SECONDS));
  const quoted = [opening.Outcome1_Odds, opening.OutcomeX_Odds, opening.Outcome2_Odds];
  // At kick-off, or with nothing quoted (a market suspended): nothing to drift.
  if (steps === 0 || quoted.every((odds) => odds === null)) {
    const [Outcome1_Odds, OutcomeX_Odds, Outcome2_Odds] = quoted;
    return { Outcome1_Odds, OutcomeX_Odds, Outcome2_Odds } as Prices;
  }
  const walks = quoted.map(() => 0);
  const random = createRandom(seed);
  for (let step = 0; step < steps; step++) {
    for (let i = 0; i < walks.length; i++)
      walks[i] = (walks[i] ?? 0) + (random() * 2 - 1) * STEP_SPREAD;
  }
  const implied = quoted.map((odds) => (odds === null ? 0 : 1 / odds));
  const total = implied.reduce((a, b) => a + b, 0);
  const moved = implied.map((p, i) => p * Math.exp(walks[i] ?? 0));
  const movedTotal = moved.reduce((a, b) => a + b, 0);
  const price = (i: number): number | null => {
    if (quoted[i] === null) return null;
    const p = ((moved[i] ?? 0) * total) / movedTotal;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round((1 / p) * 100) / 100));
  };
  return { Outcome1_Odds: price(0), OutcomeX_Odds: price(1), Outcome2_Odds: price(2) };
}
