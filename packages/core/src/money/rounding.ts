/**
 * THE rounding helper: numerator ÷ denominator to the nearest integer, halves away from zero
 * (2.345 € → 2.35 €, −2.345 € → −2.35 €, 0.5 % → 1 %). Half away from zero is the rule of
 * bookmakers' receipts and of `Number.prototype.toFixed` as people expect it; it is symmetric,
 * so a loss and a win of the same size round to the same magnitude. Every rounding in core goes
 * through here, once, on exact integers (bigint), so no binary floating-point error creeps in.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  return sign * ((2n * n + d) / (2n * d));
}
