import { atRiskCents, isOpenStatus } from '../bets/at-risk.ts';
import type { BetView } from '../contract/history.ts';
import { betAmountCents } from '../money/cents.ts';
import { divideRounded } from '../money/rounding.ts';
import { DEFAULT_CURRENCY } from '../money/currency.ts';

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
 *
 * Money never adds two currencies (issue 33): `currencies` has each currency's own figures,
 * and the money fields here (stakedCents, netCents, roiRatio, open.stakedCents) are those of
 * the set's one currency, or 0 when it holds several (`currency` null): a screen then shows
 * each currency's figures (formatHeadline), or a total converted at stated rates (fx-rates.ts).
 */
export interface HeadlineFigures {
  /** The currency of every bet in the set; null when it holds several (or none). */
  currency: string | null;
  /** Each currency's money figures, most bets first (then by code); empty with no bets. */
  currencies: CurrencyFigures[];
  /** Every bet in the set, open ones included. */
  bets: number;
  /** Settled bets (every bet but the open ones): what the money figures below are over. */
  settled: number;
  /** What the settled bets put at risk, cents: the stake, a lay's liability (decision 005). */
  stakedCents: number;
  /** The settled bets' net return, cents. */
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
   * Money 0 when the set holds several currencies (each currency's is in `currencies`).
   */
  freeBets: FreeBetFigures;
}

export interface FreeBetFigures {
  bets: number;
  stakeCents: number;
  netCents: number;
}

/** The money figures of the bets of one currency (see HeadlineFigures). */
export interface CurrencyFigures {
  currency: string;
  /** Bets of this currency, open ones included. */
  bets: number;
  settled: number;
  stakedCents: number;
  netCents: number;
  /** net ÷ staked of this currency's settled bets, as HeadlineFigures.roiRatio. */
  roiRatio: number;
  open: { bets: number; stakedCents: number };
  freeBets: FreeBetFigures;
}

interface CurrencyTally {
  settled: number;
  stakedCents: number;
  netCents: number;
  openBets: number;
  openCents: number;
  freeBets: number;
  freeStakeCents: number;
  freeNetCents: number;
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
  #won = 0;
  #lost = 0;
  #void = 0;
  #openBets = 0;
  readonly #byCurrency = new Map<string, CurrencyTally>();
  // The last bet's currency and tally: a history is mostly in one, so the map is rarely read.
  #lastCurrency = '';
  #last: CurrencyTally | null = null;

  #tallyOf(currency: string): CurrencyTally {
    if (currency === this.#lastCurrency && this.#last !== null) return this.#last;
    let tally = this.#byCurrency.get(currency);
    if (tally === undefined) {
      tally = {
        settled: 0,
        stakedCents: 0,
        netCents: 0,
        openBets: 0,
        openCents: 0,
        freeBets: 0,
        freeStakeCents: 0,
        freeNetCents: 0,
      };
      this.#byCurrency.set(currency, tally);
    }
    this.#lastCurrency = currency;
    this.#last = tally;
    return tally;
  }

  /**
   * An open bet. `freeStake`: a free bet's stake (its atRisk is then 0), null for a cash bet.
   */
  addOpen(
    atRisk: number,
    currency: string = DEFAULT_CURRENCY,
    freeStake: number | null = null,
  ): void {
    this.#openBets += 1;
    const tally = this.#tallyOf(currency);
    tally.openBets += 1;
    tally.openCents += atRisk;
    if (freeStake !== null) tally.freeBets += 1;
  }

  /**
   * A settled bet. `freeStake`: a free bet's stake, kept apart (its atRisk is then 0), null for
   * a cash bet.
   */
  addSettled(
    status: 'WON' | 'LOST' | 'VOID' | 'OTHER',
    atRisk: number,
    netCents: number,
    currency: string = DEFAULT_CURRENCY,
    freeStake: number | null = null,
  ): void {
    this.#settled += 1;
    const tally = this.#tallyOf(currency);
    tally.settled += 1;
    tally.stakedCents += atRisk;
    tally.netCents += netCents;
    if (freeStake !== null) {
      tally.freeBets += 1;
      tally.freeStakeCents += freeStake;
      tally.freeNetCents += netCents;
    }
    if (status === 'WON') this.#won += 1;
    else if (status === 'LOST') this.#lost += 1;
    else if (status === 'VOID') this.#void += 1;
  }

  figures(): HeadlineFigures {
    const currencies: CurrencyFigures[] = [...this.#byCurrency]
      .map(([currency, t]) => ({
        currency,
        bets: t.settled + t.openBets,
        settled: t.settled,
        stakedCents: t.stakedCents,
        netCents: t.netCents,
        roiRatio: roiRatioOf(t.netCents, t.stakedCents),
        open: { bets: t.openBets, stakedCents: t.openCents },
        freeBets: { bets: t.freeBets, stakeCents: t.freeStakeCents, netCents: t.freeNetCents },
      }))
      .sort((a, b) => b.bets - a.bets || (a.currency < b.currency ? -1 : 1));
    // One currency: its money is the set's. Several: no sum across them (see HeadlineFigures).
    const only = currencies.length === 1 ? currencies[0] : undefined;
    return {
      currency: only?.currency ?? null,
      currencies,
      bets: this.#settled + this.#openBets,
      settled: this.#settled,
      stakedCents: only?.stakedCents ?? 0,
      netCents: only?.netCents ?? 0,
      roiRatio: only?.roiRatio ?? 0,
      won: this.#won,
      lost: this.#lost,
      void: this.#void,
      winRatio: roundedRatio(this.#won, this.#won + this.#lost, 3),
      wonRatio: roundedRatio(this.#won, this.#settled, 2),
      open: { bets: this.#openBets, stakedCents: only?.open.stakedCents ?? 0 },
      freeBets: {
        bets: currencies.reduce((sum, c) => sum + c.freeBets.bets, 0),
        stakeCents: only?.freeBets.stakeCents ?? 0,
        netCents: only?.freeBets.netCents ?? 0,
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
    const currency = bet.Currency ?? DEFAULT_CURRENCY;
    if (isOpenStatus(bet.Status)) tally.addOpen(risked, currency, freeStake);
    else
      tally.addSettled(
        settledKindOf(bet.Status),
        risked,
        betAmountCents(bet.NetReturn, 'NetReturn', i),
        currency,
        freeStake,
      );
  });
  return tally.figures();
}
