import { monthIndexOf, monthKeyOf } from '../../time/day-numbers.ts';
import { LocalDays } from '../../time/local-days.ts';
import { type EdgeBet, resultKindOf } from './edge-bet.ts';
import { roundCents } from '../../money/round-cents.ts';

/**
 * Closing-line value: did the bettor get better odds than the market's last price? Beating the
 * close over many bets is the best-known sign of an edge, long before profit can show one.
 */
export interface ClosingLineFigures {
  /** Bets with a CLV (see closingLineValue for which). */
  bets: number;
  /** Mean of the bets' CLV, a ratio (0.05 = odds 5 % better than the close); null with none. */
  averageClv: number | null;
  /** How many had CLV > 0 (a CLV of exactly 0 did not beat the close). */
  beatClose: number;
  /** beatClose ÷ bets; null with none. */
  beatCloseRatio: number | null;
  /** What those bets put at risk (a lay's liability), cents. */
  stakedCents: number;
  /**
   * The profit the CLV promises, cents: Σ stake × CLV (a lay: liability × its CLV), summed as
   * floats and rounded once, halves away from zero.
   */
  expectedProfitCents: number;
  /** What the same bets actually made, cents. */
  actualProfitCents: number;
}

export interface MonthClosingLine extends ClosingLineFigures {
  /** yyyy-mm of the placed date in the time zone asked for. */
  month: string;
}

/**
 * CLV against the fair close (issue 36): the bets whose fair closing probability the feed
 * captured. Fair close: the closing market's margin removed proportionally (fair-close.ts).
 */
export interface FairCloseFigures {
  /** Settled, non-void bets with odds and a fair closing probability. */
  bets: number;
  /**
   * Mean of odds × fair probability − 1 (a lay: backing "not" at L ÷ (L − 1) with 1 − p),
   * a ratio; null with none.
   */
  averageClv: number | null;
  /** How many had a fair CLV > 0: beat the close with its margin taken out. */
  beatFairClose: number;
}

export interface ClosingLineReport {
  overall: ClosingLineFigures;
  /** CLV against the fair close, where the feed captured one. */
  fairClose: FairCloseFigures;
  /** Months with at least one CLV bet, ascending; bets with an unreadable date are in none. */
  months: MonthClosingLine[];
  /** Settled, non-void bets left out for want of odds or closing odds. */
  withoutClosingOdds: number;
}

/**
 * One bet's CLV, a ratio, from odds taken and closing odds in thousandths.
 * - Back: odds ÷ closing − 1 (took 2.10, closed 2.00: +5 %).
 * - Lay: inverted. Laying at L is backing "not this selection" at L ÷ (L − 1), with the
 *   liability as stake, so the CLV is (L ÷ (L − 1)) ÷ (C ÷ (C − 1)) − 1 = (C − L) ÷ (C × (L − 1)):
 *   positive when the price drifted out past the lay (laid 3.00, closed 4.00: +12.5 %), and
 *   stake × (C − L) ÷ C in money once multiplied by the liability stake × (L − 1).
 */
export function clvOf(side: 'BACK' | 'LAY', oddsMilli: number, closingMilli: number): number {
  return side === 'BACK'
    ? (oddsMilli - closingMilli) / closingMilli
    : ((closingMilli - oddsMilli) * 1000) / (closingMilli * (oddsMilli - 1000));
}

/**
 * One bet's CLV against the fair close, a ratio: the expected return of a unit stake if the
 * closing market with its margin removed was right. Back: odds × p − 1 (2.20 on p = 204/449:
 * −0.04 %). Lay at L: backing "not this selection" at L ÷ (L − 1) with chance 1 − p, so
 * (L ÷ (L − 1)) × (1 − p) − 1.
 */
export function fairClvOf(
  side: 'BACK' | 'LAY',
  oddsMilli: number,
  fairProbability: number,
): number {
  return side === 'BACK'
    ? (oddsMilli / 1000) * fairProbability - 1
    : (oddsMilli / (oddsMilli - 1000)) * (1 - fairProbability) - 1;
}

interface Tally {
  bets: number;
  clvSum: number;
  beatClose: number;
  stakedCents: number;
  expectedCents: number;
  actualCents: number;
}

const newTally = (): Tally => ({
  bets: 0,
  clvSum: 0,
  beatClose: 0,
  stakedCents: 0,
  expectedCents: 0,
  actualCents: 0,
});

function add(tally: Tally, clv: number, stakedCents: number, actualCents: number): void {
  tally.bets += 1;
  tally.clvSum += clv;
  if (clv > 0) tally.beatClose += 1;
  tally.stakedCents += stakedCents;
  tally.expectedCents += stakedCents * clv;
  tally.actualCents += actualCents;
}

function figuresOf(tally: Tally): ClosingLineFigures {
  const none = tally.bets === 0;
  return {
    bets: tally.bets,
    averageClv: none ? null : tally.clvSum / tally.bets,
    beatClose: tally.beatClose,
    beatCloseRatio: none ? null : tally.beatClose / tally.bets,
    stakedCents: tally.stakedCents,
    expectedProfitCents: roundCents(tally.expectedCents),
    actualProfitCents: tally.actualCents,
  };
}

/**
 * Closing-line value of the settled bets that have both odds and closing odds, overall and by
 * the month they were placed in `timeZone` (an IANA name; an unknown one throws RangeError).
 *
 * Which bets: settled ones, so the expected profit stands beside an actual one; open bets wait
 * (docs/decisions/005-lay-bets-at-risk.md). Voids are left out: nothing ran, so their close
 * promised nothing. Every other result counts, cash-outs and half results included, with its
 * whole stake: the CLV is an expectation from before the result, so how the bet ended does
 * not change it. Lay bets are inverted (see clvOf) and weighted by their liability.
 */
export function closingLineValue(
  bets: readonly EdgeBet[],
  options: { timeZone: string },
): ClosingLineReport {
  const localDays = new LocalDays(options.timeZone);
  const overall = newTally();
  const months = new Map<number, Tally>();
  let withoutClosingOdds = 0;
  const fair = { bets: 0, sum: 0, beat: 0 };
  for (const bet of bets) {
    const kind = resultKindOf(bet.status);
    if (kind === 'open' || kind === 'void') continue;
    if (bet.oddsMilli !== null && bet.oddsMilli > 1000 && bet.fairCloseProbability !== null) {
      const fairClv = fairClvOf(bet.side, bet.oddsMilli, bet.fairCloseProbability);
      fair.bets += 1;
      fair.sum += fairClv;
      if (fairClv > 0) fair.beat += 1;
    }
    const stakeCents = bet.side === 'LAY' ? bet.liabilityCents : bet.stakeCents;
    if (bet.oddsMilli === null || bet.closingOddsMilli === null || stakeCents === null) {
      withoutClosingOdds += 1;
      continue;
    }
    const clv = clvOf(bet.side, bet.oddsMilli, bet.closingOddsMilli);
    add(overall, clv, stakeCents, bet.netCents);
    const day = localDays.ofText(bet.placedDate);
    if (Number.isNaN(day)) continue;
    const monthIndex = monthIndexOf(day);
    let month = months.get(monthIndex);
    if (month === undefined) {
      month = newTally();
      months.set(monthIndex, month);
    }
    add(month, clv, stakeCents, bet.netCents);
  }
  return {
    overall: figuresOf(overall),
    fairClose: {
      bets: fair.bets,
      averageClv: fair.bets === 0 ? null : fair.sum / fair.bets,
      beatFairClose: fair.beat,
    },
    months: [...months.entries()]
      .sort(([a], [b]) => a - b)
      .map(([monthIndex, tally]) => ({ month: monthKeyOf(monthIndex), ...figuresOf(tally) })),
    withoutClosingOdds,
  };
}
