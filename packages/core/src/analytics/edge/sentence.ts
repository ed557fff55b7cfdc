import { roundRatio } from '../headline.ts';
import type { LuckReport } from './luck.ts';

/**
 * The figures of the plain-words verdict the web writes in the user's language, e.g.
 * "+7.4 % ROI over 1,836 bets: a bettor with no edge does this well about 1 time in 40".
 * Core gives the numbers and which sentence fits; the words are the web's.
 */
export interface EdgeSentence {
  /**
   * - 'no-bets': nothing to judge.
   * - 'better-than-no-edge': p < 0.5; "a bettor with no edge does this well about 1 time in
   *   {oneIn}" (or "fewer than 1 time in {oneIn}" when `beyondOneIn`).
   * - 'no-better-than-no-edge': p ≥ 0.5, at or below what a no-edge bettor makes at these
   *   odds; "1 time in 2" would be a strange way to say so.
   */
  kind: 'no-bets' | 'better-than-no-edge' | 'no-better-than-no-edge';
  /** The test's ROI, rounded to 4 decimals (a percent to 2, as every ROI is shown). */
  roiRatio: number;
  bets: number;
  pValue: number | null;
  /** The friendly 1/p (see friendlyOneIn); null unless kind is 'better-than-no-edge'. */
  oneIn: number | null;
  /** 1/p is beyond FRIENDLY_ONE_IN_CAP: say "fewer than 1 time in {oneIn}". */
  beyondOneIn: boolean;
  /** p ≤ 0.05: the edge is significant at the 5 % level (one-sided). */
  significant: boolean;
}

/** "1 time in a million" is as far as the sentence goes. */
export const FRIENDLY_ONE_IN_CAP = 1_000_000;

/**
 * 1/p rounded to a number people say, halves up:
 * - below 9.5: the nearest whole number (6.3 → 6, 6.5 → 7), at least 2;
 * - from 9.5: two significant figures with the second 0 or 5, i.e. the nearest multiple of
 *   5 × 10^(d − 2) for a d-digit whole part (9.5 to 10 counts as 2 digits: → 10): 43.96 → 45, 41 → 40, 157 → 150, 1,234 → 1,000,
 *   1,300 → 1,500; a rounding that reaches the next power of ten is that power (97.6 → 100).
 * - past FRIENDLY_ONE_IN_CAP: the cap (the sentence then says "fewer than").
 * `inverseP` is 1/p, so at least 1; p ≥ 0.5 has no friendly form here (see EdgeSentence).
 */
export function friendlyOneIn(inverseP: number): number {
  if (inverseP >= FRIENDLY_ONE_IN_CAP) return FRIENDLY_ONE_IN_CAP;
  if (inverseP < 9.5) return Math.max(2, Math.floor(inverseP + 0.5));
  // Digits of the whole part, counted on its text: log10 can land a hair under a power of ten.
  const digits = Math.max(2, String(Math.floor(inverseP)).length);
  const step = 5 * 10 ** (digits - 2);
  return Math.min(FRIENDLY_ONE_IN_CAP, Math.floor(inverseP / step + 0.5) * step);
}

/** The verdict's figures from a luck-or-skill report. */
export function edgeSentence(report: LuckReport): EdgeSentence {
  const base = {
    // Rounded once, to the 4 decimals every ROI is shown from (headline.ts roiRatioOf).
    roiRatio: roundRatio(report.roiRatio, 4),
    bets: report.bets,
    pValue: report.pValue,
    oneIn: null,
    beyondOneIn: false,
    significant: report.pValue !== null && report.pValue <= 0.05,
  };
  if (report.bets === 0 || report.pValue === null) return { ...base, kind: 'no-bets' };
  if (report.pValue >= 0.5) return { ...base, kind: 'no-better-than-no-edge' };
  const inverseP = 1 / report.pValue;
  return {
    ...base,
    kind: 'better-than-no-edge',
    oneIn: friendlyOneIn(inverseP),
    beyondOneIn: inverseP >= FRIENDLY_ONE_IN_CAP,
  };
}
