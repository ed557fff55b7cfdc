import { describe, expect, it } from 'vitest';
import {
  erfc,
  normalCdf,
  normalUpperTail,
  Z_ONE_SIDED_5_PERCENT,
  Z_TWO_SIDED_95_PERCENT,
} from './normal.ts';

// Reference values: the standard normal table (Abramowitz & Stegun, table 26.1) and erfc to 16
// digits, as printed in tables and by any double-precision library (e.g. Python's math.erfc).
describe('standard normal distribution', () => {
  it.each([
    // z, Φ(z)
    [0, 0.5],
    [0.5, 0.691_462_461_274_013],
    [1, 0.841_344_746_068_542_9],
    [1.2, 0.884_930_329_778_291_7],
    [1.96, 0.975_002_104_851_779_5],
    [2, 0.977_249_868_051_820_8],
    [2.5, 0.993_790_334_674_224],
    [3, 0.998_650_101_968_369_9],
    [-1, 0.158_655_253_931_457_05],
    [-2, 0.022_750_131_948_179_21],
  ])('Φ(%d) = %d within 1e-12', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected)).toBeLessThan(1e-12);
  });

  it.each([
    // z, P(Z > z): relative accuracy matters in the tail ("1 time in a billion")
    [2, 0.022_750_131_948_179_21],
    [3, 0.001_349_898_031_630_095],
    [4, 3.167_124_183_311_992e-5],
    [5, 2.866_515_718_791_939e-7],
    [6, 9.865_876_450_376_946e-10],
    [8, 6.220_960_574_271_784e-16],
    [10, 7.619_853_024_160_527e-24],
  ])('P(Z > %d) = %d within 1e-10 relative', (z, expected) => {
    expect(Math.abs(normalUpperTail(z) / expected - 1)).toBeLessThan(1e-10);
  });

  it('the upper tail and the CDF add up to 1, and mirror each other', () => {
    for (const z of [-4, -1.3, 0, 0.7, 2.49, 2.51, 3.3]) {
      expect(normalCdf(z) + normalUpperTail(z)).toBeCloseTo(1, 15);
      expect(normalUpperTail(-z)).toBeCloseTo(normalCdf(z), 15);
    }
  });

  it.each([
    // erfc around the switch from the series to the continued fraction (2.5)
    [0.1, 0.887_537_083_981_715],
    [1, 0.157_299_207_050_285_1],
    [2.4999, 4.071_699_003_334_514e-4],
    [2.5, 4.069_520_174_449_589e-4],
    [5, 1.537_459_794_428_035e-12],
  ])('erfc(%d) = %d within 1e-11 relative', (x, expected) => {
    expect(Math.abs(erfc(x) / expected - 1)).toBeLessThan(1e-11);
  });

  it('handles the ends: erfc(−∞) = 2, erfc(∞) = 0, NaN stays NaN', () => {
    expect(erfc(-Infinity)).toBe(2);
    expect(erfc(Infinity)).toBe(0);
    expect(normalUpperTail(40)).toBeGreaterThanOrEqual(0);
    expect(erfc(Number.NaN)).toBeNaN();
  });

  it('its critical values give 5 % one-sided and 95 % two-sided', () => {
    expect(normalUpperTail(Z_ONE_SIDED_5_PERCENT)).toBeCloseTo(0.05, 12);
    expect(normalCdf(Z_TWO_SIDED_95_PERCENT) - normalCdf(-Z_TWO_SIDED_95_PERCENT)).toBeCloseTo(
      0.95,
      12,
    );
  });
});
