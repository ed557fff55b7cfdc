import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOdds, normalCdf, poissonDistribution } from './odds.ts';

/** What a book's prices imply in all: Σ 1/odds. Above 1 by the book's margin. */
const overround = (prices: number[]) => prices.reduce((sum, price) => sum + 1 / price, 0);

describe('decimalOdds', () => {
  it.each([
    // 1 / (0.5 × 1.05) = 1.90476… → 1.90
    { probability: 0.5, odds: 1.9 },
    // 1 / (0.25 × 1.05) = 3.80952… → 3.81
    { probability: 0.25, odds: 3.81 },
    // 1 / (0.02 × 1.05) = 47.619… → 47.62, still quoted as it is
    { probability: 0.02, odds: 47.62 },
    // 1 / (0.019 × 1.05) = 50.125… → 50.13 → capped: books quote no more than 50 in play
    { probability: 0.019, odds: 50 },
    // 1 / (0.001 × 1.05) = 952.38… → 50, not 952.38
    { probability: 0.001, odds: 50 },
    // 1 / 1.05 = 0.952 → never below 1.01
    { probability: 1, odds: 1.01 },
    { probability: 0.95, odds: 1.01 },
    // 1 / (0.9 × 1.05) = 1.0582… → 1.06
    { probability: 0.9, odds: 1.06 },
    // practically impossible: capped at 50, never 1000 or infinite
    { probability: 0.00001, odds: 50 },
    { probability: 0, odds: 50 },
  ])('prices probability $probability at $odds', ({ probability, odds }) => {
    expect(decimalOdds(probability)).toBe(odds);
  });

  it.each([
    // Even money both ways: 1.90 and 1.90 imply 2 / 1.90 = 1.0526: the 5 % margin.
    { probabilities: [0.5, 0.5], prices: [1.9, 1.9], implied: 1.0526 },
    // 1X2 of 0.5 / 0.25 / 0.25: 1.90, 3.81, 3.81 → 0.5263 + 0.2625 + 0.2625 = 1.0513.
    { probabilities: [0.5, 0.25, 0.25], prices: [1.9, 3.81, 3.81], implied: 1.0513 },
    // A decided match: 1.01 and 50 → 0.9901 + 0.02 = 1.0101, still more than 1.
    { probabilities: [1, 0], prices: [1.01, 50], implied: 1.0101 },
    // Three goals up late: 1.01, 50, 50 → 0.9901 + 0.02 + 0.02 = 1.0301.
    { probabilities: [0.995, 0.004, 0.001], prices: [1.01, 50, 50], implied: 1.0301 },
  ])(
    'keeps a book margin on $probabilities: $prices, implying $implied',
    ({ probabilities, prices, implied }) => {
      const quoted = probabilities.map(decimalOdds);
      expect(quoted).toEqual(prices);
      expect(overround(quoted)).toBeCloseTo(implied, 4);
    },
  );

  it('prices any market within 1.01 and 50 with a margin between 1 % and 8 %', () => {
    // Lower bound: a favourite floored at 1.01 implies 0.990 and any other outcome at least
    // 0.02 (capped at 50) or its chance × 1.05, so the total is at least 1.0101. Upper bound:
    // each price implies at most its chance × 1.05 plus half a cent of rounding, or 0.02 when
    // capped; 1.05 + 0.02 + rounding stays under 1.08.
    const market = fc
      .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 })
      .filter((weights) => weights.reduce((a, b) => a + b, 0) > 0)
      .map((weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        return weights.map((weight) => weight / total);
      });
    fc.assert(
      fc.property(market, (probabilities) => {
        const prices = probabilities.map(decimalOdds);
        expect(Math.min(...prices)).toBeGreaterThanOrEqual(1.01);
        expect(Math.max(...prices)).toBeLessThanOrEqual(50);
        expect(overround(prices)).toBeGreaterThanOrEqual(1.01);
        expect(overround(prices)).toBeLessThan(1.08);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('poissonDistribution', () => {
  it('gives e^-m m^k / k! and lumps the tail into the last entry', () => {
    // mean 1: e^-1 = 0.36788, 0.36788, 0.18394, tail 1 − 0.91970 = 0.08030
    const [p0, p1, p2, tail] = poissonDistribution(1, 3);
    expect(p0).toBeCloseTo(0.36788, 5);
    expect(p1).toBeCloseTo(0.36788, 5);
    expect(p2).toBeCloseTo(0.18394, 5);
    expect(tail).toBeCloseTo(0.0803, 4);
  });

  it('is all at zero for a mean of zero', () => {
    expect(poissonDistribution(0, 2)).toEqual([1, 0, 0]);
  });
});

describe('normalCdf', () => {
  it.each([
    { x: 0, p: 0.5 },
    { x: 1, p: 0.841345 },
    { x: -1, p: 0.158655 },
    { x: 1.959964, p: 0.975 },
    { x: -3, p: 0.00135 },
  ])('Φ($x) ≈ $p', ({ x, p }) => {
    expect(normalCdf(x)).toBeCloseTo(p, 5);
  });
});
