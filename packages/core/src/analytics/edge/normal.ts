/**
 * The standard normal distribution, for the luck-or-skill test's p-values (luck.ts). Written out
 * rather than taken from a library: core has no statistics dependency, and two short series
 * reach close to double precision, which an upper tail of 1e-9 ("1 time in a billion") needs:
 * an absolute error of 1e-7, enough near the middle, would be all error out there.
 *
 * erfc(x) for x ≥ 0:
 * - x < 2.5: 1 − erf(x), erf by its series of positive terms (Abramowitz & Stegun 7.1.6),
 *   erf(x) = 2/√π · e^(−x²) · Σ (2x²)ⁿ x / (1·3·…·(2n+1)). No cancellation inside the sum;
 *   1 − erf loses at most 4 digits at x = 2.5 (erfc(2.5) ≈ 4e-4), leaving ~1e-12 relative.
 * - x ≥ 2.5: the continued fraction (A&S 7.1.14), erfc(x) = e^(−x²)/√π ·
 *   1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …))))), evaluated by modified Lentz; it
 *   converges in a few dozen steps there and keeps full relative precision in the far tail.
 */

const TWO_OVER_SQRT_PI = 1.1283791670955126; // 2/√π
const ONE_OVER_SQRT_PI = 0.5641895835477563; // 1/√π
const SERIES_LIMIT = 2.5;
const EPSILON = 1e-16;
const TINY = 1e-300;

/** erf(x) by the positive series (see above), for 0 ≤ x < SERIES_LIMIT. */
function erfSeries(x: number): number {
  const twoXSquared = 2 * x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200 && term > EPSILON * sum; n += 1) {
    term *= twoXSquared / (2 * n + 1);
    sum += term;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x * x) * sum;
}

/** erfc(x) by the continued fraction (see above), for x ≥ SERIES_LIMIT. */
function erfcContinuedFraction(x: number): number {
  // K = 1/(x + a₁/(x + a₂/(x + …))), aₙ = n/2; modified Lentz on b₀ = 0, then 1/(x + …).
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n += 1) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < TINY ? TINY : d;
    c = x + a / c;
    c = Math.abs(c) < TINY ? TINY : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return (ONE_OVER_SQRT_PI * Math.exp(-x * x)) / f;
}

/** The complementary error function, erfc(x) = 1 − erf(x), for any real x. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x === Infinity) return 0;
  return x < SERIES_LIMIT ? 1 - erfSeries(x) : erfcContinuedFraction(x);
}

/** P(Z > z) for a standard normal Z, with full relative precision in the upper tail. */
export function normalUpperTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/** Φ(z) = P(Z ≤ z), the standard normal CDF. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** The z of a one-sided 5 % test: P(Z > 1.6448536…) = 0.05. */
export const Z_ONE_SIDED_5_PERCENT = 1.6448536269514722;

/** The z of a two-sided 95 % interval: P(|Z| ≤ 1.959963…) = 0.95. */
export const Z_TWO_SIDED_95_PERCENT = 1.959963984540054;
