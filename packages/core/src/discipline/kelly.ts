/**
 * The Kelly share of a bankroll for a back bet at decimal `odds` won with probability `p`:
 * f* = (b·p − q) / b, b = odds − 1 (the net gain per unit staked), q = 1 − p. It maximises the
 * expected logarithm of the bankroll; a negative f* means the bet has no edge at these odds,
 * and the answer is 0 (no bet), never a negative stake. null when the odds or the probability
 * cannot be read (odds ≤ 1, p outside (0, 1)).
 */
export function kellyShare(odds: number, p: number): number | null {
  if (!Number.isFinite(odds) || odds <= 1) return null;
  if (!Number.isFinite(p) || p <= 0 || p >= 1) return null;
  const b = odds - 1;
  const share = (b * p - (1 - p)) / b;
  return share > 0 ? share : 0;
}

/**
 * Fractional Kelly: `fraction` × the Kelly share, at most `maxShare` (both ratios: ¼ Kelly is
 * 0.25, a 5 % cap 0.05). A full Kelly stake swings the bankroll hard and any error in p makes
 * it overbet; a fraction and a cap keep a wrong estimate from costing much.
 */
export function fractionalKellyShare(
  odds: number,
  p: number,
  fraction: number,
  maxShare: number,
): number | null {
  const full = kellyShare(odds, p);
  if (full === null) return null;
  return Math.min(full * fraction, maxShare);
}
