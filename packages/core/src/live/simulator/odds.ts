/** The bookmaker's margin the simulated prices carry: the implied probabilities add up to 1.05. */
export const BOOK_MARGIN = 0.05;
/** The shortest price a book quotes; a near-certain outcome is still offered at 1.01. */
export const MIN_ODDS = 1.01;
/**
 * The longest price a sportsbook quotes on a match result in play: an outcome the model gives
 * next to no chance (a side three goals down at 85') is offered at 50, never at 500 or 1000.
 */
export const MAX_ODDS = 50;

/**
 * Decimal odds for an outcome of probability `probability` (a fraction, 0–1): the fair price
 * 1/p shortened by the margin, 1 / (p × (1 + margin)). Rounded once, here, to 2 decimals
 * (how books show decimal odds), then clamped to [1.01, 50] as books quote them.
 *
 * Clamping keeps the book's margin: a price capped at 50 implies more than the model's chance
 * (0.02 ≥ p × 1.05), and a favourite floored at 1.01 (implied 0.990) leaves every other outcome
 * at least 0.02, so the implied probabilities of a market always add up to more than 1.
 */
export function decimalOdds(probability: number): number {
  const fair = probability > 0 ? 1 / (probability * (1 + BOOK_MARGIN)) : MAX_ODDS;
  const rounded = Math.round(fair * 100) / 100;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, rounded));
}

/** P(N = k) for k = 0…kMax of a Poisson variable with the given mean (the last entry takes the tail). */
export function poissonDistribution(mean: number, kMax: number): number[] {
  const probabilities: number[] = [];
  let term = Math.exp(-mean);
  let total = 0;
  for (let k = 0; k < kMax; k++) {
    probabilities.push(term);
    total += term;
    term = (term * mean) / (k + 1);
  }
  probabilities.push(Math.max(0, 1 - total));
  return probabilities;
}

/**
 * Standard normal CDF Φ(x), from the Abramowitz–Stegun 7.1.26 approximation of erf
 * (absolute error below 1.5e-7: far finer than a price rounded to 2 decimals).
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
