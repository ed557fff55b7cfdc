import { atRiskCents, isOpenStatus } from '../bets/at-risk.ts';
import type { BetView } from '../contract/history.ts';
import { betAmountCents } from '../money/cents.ts';
import { divideRounded } from '../money/rounding.ts';

/**
 * The headline figures of a set of bets (issue 32): the one computation behind the History
 * summary and strip, the dashboards' Overall cards and every other card that shows bets,
 * staked, net, ROI, win rate or open bets. Two screens given the same bets show the same
 * figures; a card over another set (the Edge tab's bets with closing odds, the luck test's
 * bets with odds) says which set in its label.
 *
 * Open bets (PENDING) are in `bets` and in `open`, in no other figure: they have no result
 * yet, and their stake would pull the ROI toward 0 until they settle.
 *
 * Free bets (BetView.FreeBet, issue 33) put none of the user's money at risk: their stake is
 * in no staked figure (staked is cash staked, and the ROI is over it), their net (the profit a
 * won one paid; 0 for a lost one) is in the net like any bet's, and in `freeBets` besides, so
 * screens can show the free-bet profit as its own figure and say the ROI is over cash staked.
 */
export interface HeadlineFigures {
  /** Every bet in the set, open ones included. */
  bets: number;
  /** Settled bets (every bet but the open ones): what the money figures below are over. */
  settled: number;
  /**
   * What the settled bets put at risk, cents: the stake, a lay's liability (decision 005);
   * free bets' stakes left out (cash staked).
   */
  stakedCents: number;
  /** The settled bets' net return, cents, free bets' profit included. */
  netCents: number;
  /**
   * net ÷ staked, a ratio rounded once to 4 decimals (hundredths of a percent, the 2 decimals
   * docs/product.md §9 gives the ROI), halves away from zero; 0 when nothing was staked.
   */
  roiRatio: number;
  won: number;
  lost: number;
  void: number;
  /**
   * The dashboards' win rate (docs/product.md §9): won ÷ (won + lost), voids and other
   * results left out, rounded to 3 decimals (a percent to 1); 0 when none won or lost.
   */
  winRatio: number;
  /**
   * The history's % WON (docs/product.md §9): won ÷ settled bets, rounded to 2 decimals (a
   * whole percent); 0 with none settled.
   */
  wonRatio: number;
  open: { bets: number; stakedCents: number };
  /**
   * The free bets among them: how many (open ones included), the stakes they used (settled ones;
   * not in stakedCents) and their net (settled ones; in netCents too): the free-bet profit.
   */
  freeBets: { bets: number; stakeCents: number; netCents: number };
}

/** numerator ÷ denominator rounded to `decimals` decimals, halves away from zero; 0 over 0. */
export function roundedRatio(numerator: number, denominator: number, decimals: number): number {
  if (denominator === 0) return 0;
  const scale = 10 ** decimals;
  if (Number.isInteger(numerator) && Number.isInteger(denominator)) {
    // Exact: integers through bigint, one rounding. A tiny loss rounds to 0, never −0.
    return Number(divideRounded(BigInt(numerator) * BigInt(scale), BigInt(denominator))) / scale;
  }
  // Half cents (the luck test's half stakes): rounded once, in floats.
  const scaled = (numerator * scale) / denominator;
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded / scale;
}

/**
 * A ratio already divided (the luck test's, over half stakes) to `decimals` decimals, halves
 * away from zero, never −0: the rounding roundedRatio gives exact integers, in floats.
 */
export function roundRatio(ratio: number, decimals: number): number {
  return roundedRatio(ratio, 1, decimals);
}

/** ROI as every screen shows it: net ÷ staked rounded to 4 decimals (see roiRatio above). */
export function roiRatioOf(netCents: number, stakedCents: number): number {
  return roundedRatio(netCents, stakedCents, 4);
}

/**
 * The tally behind HeadlineFigures, bet by bet: analyzeBets adds to one inside its single pass
 * over the bets, headlineFigures() for a plain list. Statuses upper-cased.
 */
export class HeadlineTally {
  #settled = 0;
  #stakedCents = 0;
  #netCents = 0;
  #won = 0;
  #lost = 0;
  #void = 0;
  #openBets = 0;
  #openCents = 0;
  #freeBets = 0;
  #freeStakeCents = 0;
  #freeNetCents = 0;

  /**
   * An open bet. `freeStake`: a free bet's stake (its atRisk is then 0), null for a cash bet.
   */
  addOpen(atRisk: number, freeStake: number | null = null): void {
    this.#openBets += 1;
    this.#openCents += atRisk;
    if (freeStake !== null) this.#freeBets += 1;
  }

  /**
   * A settled bet. `freeStake`: a free bet's stake, kept apart (its atRisk is then 0), null for
   * a cash bet.
   */
  addSettled(
    status: 'WON' | 'LOST' | 'VOID' | 'OTHER',
    atRisk: number,
    netCents: number,
    freeStake: number | null = null,
  ): void {
    this.#settled += 1;
    this.#stakedCents += atRisk;
    this.#netCents += netCents;
    if (freeStake !== null) {
      this.#freeBets += 1;
      this.#freeStakeCents += freeStake;
      this.#freeNetCents += netCents;
    }
    if (status === 'WON') this.#won += 1;
    else if (status === 'LOST') this.#lost += 1;
    else if (status === 'VOID') this.#void += 1;
  }

  figures(): HeadlineFigures {
    return {
      bets: this.#settled + this.#openBets,
      settled: this.#settled,
      stakedCents: this.#stakedCents,
      netCents: this.#netCents,
      roiRatio: roiRatioOf(this.#netCents, this.#stakedCents),
      won: this.#won,
      lost: this.#lost,
      void: this.#void,
      winRatio: roundedRatio(this.#won, this.#won + this.#lost, 3),
      wonRatio: roundedRatio(this.#won, this.#settled, 2),
      open: { bets: this.#openBets, stakedCents: this.#openCents },
      freeBets: {
        bets: this.#freeBets,
        stakeCents: this.#freeStakeCents,
        netCents: this.#freeNetCents,
      },
    };
  }
}

/** WON, LOST, VOID or any other settled result, from a status as written (any case). */
export function settledKindOf(status: string): 'WON' | 'LOST' | 'VOID' | 'OTHER' {
  const upper = status.toUpperCase();
  return upper === 'WON' || upper === 'LOST' || upper === 'VOID' ? upper : 'OTHER';
}

/** The headline figures of these bets (see HeadlineFigures). */
export function headlineFigures(bets: readonly BetView[]): HeadlineFigures {
  const tally = new HeadlineTally();
  bets.forEach((bet, i) => {
    const liability = bet.Liability === null ? null : betAmountCents(bet.Liability, 'Liability', i);
    const stake = betAmountCents(bet.Stake, 'Stake', i);
    // A free bet risks none of the user's money: its stake is kept apart.
    const free = bet.FreeBet === true;
    const risked = free ? 0 : atRiskCents(bet.Side, stake, liability);
    const freeStake = free ? stake : null;
    if (isOpenStatus(bet.Status)) tally.addOpen(risked, freeStake);
    else
      tally.addSettled(
        settledKindOf(bet.Status),
        risked,
        betAmountCents(bet.NetReturn, 'NetReturn', i),
        freeStake,
      );
  });
  return tally.figures();
}
