/**
 * A float amount of cents (a sum of expectations) to whole cents, halves away from zero: the
 * rule of docs/product.md §9, which divideRounded applies to exact integers; these sums are
 * not exact to begin with, so they are rounded once, here, at the end. Never −0.
 */
export function roundCents(cents: number): number {
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : rounded;
}
