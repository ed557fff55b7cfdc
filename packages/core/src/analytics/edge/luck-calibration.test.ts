import { describe, expect, it } from 'vitest';
import type { EdgeBet } from './edge-bet.ts';
import { luckOrSkill } from './luck.ts';

/** mulberry32: a small seeded generator of floats in [0, 1), so the run is the same every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HISTORIES = 2000;
const BETS_PER_HISTORY = 100;

/**
 * A bettor with no edge: odds 1.20 to 6.00, stakes 1 to 100 €, one bet in five a lay; each
 * selection wins with exactly 1/odds, so every bet's expected profit is 0.
 */
function noEdgeHistory(random: () => number): EdgeBet[] {
  return Array.from({ length: BETS_PER_HISTORY }, () => {
    const oddsMilli = 1200 + Math.floor(random() * 4801);
    const stakeCents = 100 + Math.floor(random() * 9901);
    const selectionWins = random() < 1000 / oddsMilli;
    const lay = random() < 0.2;
    const winCents = Math.round((stakeCents * (oddsMilli - 1000)) / 1000);
    const liabilityCents = lay ? winCents : null;
    // a back wins stake × (odds − 1) or loses the stake; a lay the other way round
    const netCents =
      lay === selectionWins ? -(lay ? winCents : stakeCents) : lay ? stakeCents : winCents;
    return {
      status: netCents > 0 ? 'WON' : 'LOST',
      side: lay ? 'LAY' : 'BACK',
      stakeCents,
      liabilityCents,
      atRiskCents: liabilityCents ?? stakeCents,
      freeBet: false,
      netCents,
      oddsMilli,
      closingOddsMilli: null,
      fairCloseProbability: null,
      placedDate: '2025-01-01T12:00:00.000Z',
      settledDate: '2025-01-01T12:00:00.000Z',
    };
  });
}

describe('luck or skill: calibration', () => {
  it('no-edge histories get roughly uniform p-values', () => {
    const random = seededRandom(20_250_601);
    const pValues = Array.from(
      { length: HISTORIES },
      () => luckOrSkill(noEdgeHistory(random)).pValue,
    );
    const shareUnder = (level: number) =>
      pValues.filter((p) => p !== null && p < level).length / HISTORIES;
    // Uniform p-values: 5 % of them under 0.05, half under 0.5, 90 % under 0.9 (the bands are
    // about 4 standard errors of a share of 2000 wide: √(0.05 × 0.95 ÷ 2000) = 0.005).
    expect(shareUnder(0.05)).toBeGreaterThanOrEqual(0.03);
    expect(shareUnder(0.05)).toBeLessThanOrEqual(0.07);
    expect(shareUnder(0.5)).toBeGreaterThanOrEqual(0.45);
    expect(shareUnder(0.5)).toBeLessThanOrEqual(0.55);
    expect(shareUnder(0.9)).toBeGreaterThanOrEqual(0.87);
    expect(shareUnder(0.9)).toBeLessThanOrEqual(0.93);
  });
});
