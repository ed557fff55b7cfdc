import { atRiskCents, isOpenStatus } from '../../bets/at-risk.ts';
import type { BetView } from '../../contract/history.ts';
import { MIN_ODDS_MILLI } from '../../import/numbers.ts';
import { amountCents } from '../../money/cents.ts';
import { layLiabilityCents } from '../../money/stake-times-odds.ts';

/**
 * A bet as the edge statistics read it: integer cents and odds in integer thousandths, read
 * once from the API's BetView (euros, decimal odds) so every figure below sums exact integers.
 */
export interface EdgeBet {
  /** The status upper-cased ('WON', 'HALF_LOST', 'PENDING', …). */
  status: string;
  /** A bet without a side (bookmakers) is a back bet. */
  side: 'BACK' | 'LAY';
  /** The stake as the source writes it (a lay's is the backer's stake). */
  stakeCents: number;
  /**
   * A lay's liability: the source's, else stake × (odds − 1) when the odds are known; null for
   * a back bet or when neither is known.
   */
  liabilityCents: number | null;
  /**
   * What it put at risk (docs/decisions/005-lay-bets-at-risk.md): a lay's liability, else the
   * stake; 0 for a free bet (none of the user's money: a bankroll's turnover leaves it out).
   */
  atRiskCents: number;
  /** A free bet (BetView.FreeBet): its loss costs nothing, its win pays the profit only. */
  freeBet: boolean;
  netCents: number;
  /** Decimal odds taken, in thousandths; null when missing, not a number or below 1.01. */
  oddsMilli: number | null;
  closingOddsMilli: number | null;
  /**
   * The chance of the bet's outcome at the fair close (issue 36): the product of its legs'
   * fair closing probabilities taken from the feed (legs independent), when every leg has one;
   * else null.
   */
  fairCloseProbability: number | null;
  placedDate: string;
  /** When it settled: SettledDate, else PlacedDate (sources without one settle on the day). */
  settledDate: string;
}

/** Decimal odds → thousandths, or null when they are not odds StakeLab accepts (≥ 1.01). */
export function oddsMilliOf(odds: number | null | undefined): number | null {
  if (typeof odds !== 'number' || !Number.isFinite(odds)) return null;
  const milli = Math.round(odds * 1000);
  return milli < MIN_ODDS_MILLI ? null : milli;
}

/** The product of the legs' fair closing probabilities, when every leg has one. */
function fairCloseOf(bet: BetView): number | null {
  if (bet.Selections.length === 0) return null;
  let product = 1;
  for (const leg of bet.Selections) {
    const p = leg.FairCloseProbability;
    if (typeof p !== 'number' || !(p > 0 && p < 1)) return null;
    product *= p;
  }
  return product;
}

/** A BetView as an EdgeBet; `index` only names the bet when an amount cannot be read. */
export function edgeBetOf(bet: BetView, index = 0): EdgeBet {
  const where = `bets[${index}]`;
  const side = bet.Side === 'LAY' ? 'LAY' : 'BACK';
  const stakeCents = amountCents(bet.Stake, `${where}.Stake`);
  const oddsMilli = oddsMilliOf(bet.Odds);
  const knownLiability =
    bet.Liability === null ? null : amountCents(bet.Liability, `${where}.Liability`);
  const liabilityCents =
    side === 'BACK'
      ? null
      : (knownLiability ?? (oddsMilli === null ? null : layLiabilityCents(stakeCents, oddsMilli)));
  return {
    status: bet.Status.toUpperCase(),
    side,
    stakeCents,
    liabilityCents,
    atRiskCents: bet.FreeBet === true ? 0 : atRiskCents(side, stakeCents, knownLiability),
    freeBet: bet.FreeBet === true,
    netCents: amountCents(bet.NetReturn, `${where}.NetReturn`),
    oddsMilli,
    closingOddsMilli: oddsMilliOf(bet.ClosingOdds),
    fairCloseProbability: fairCloseOf(bet),
    placedDate: bet.PlacedDate,
    settledDate: bet.SettledDate ?? bet.PlacedDate,
  };
}

/** Every BetView as an EdgeBet, in order. */
export function edgeBetsOf(bets: readonly BetView[]): EdgeBet[] {
  return bets.map((bet, index) => edgeBetOf(bet, index));
}

/**
 * How a settled result counts in the edge statistics:
 * - 'full': WON, LOST: the whole stake ran at the odds.
 * - 'half': HALF_WON, HALF_LOST (Asian quarter lines): half the stake ran at the odds, the
 *   other half was refunded, so it counts as a bet of half the stake.
 * - 'void': VOID: nothing ran (the stake came back).
 * - 'open': PENDING: no result yet.
 * - 'other': CASHED_OUT, an each-way PLACED, anything else: ended at a price that is not the
 *   odds', so no win-or-lose model fits it.
 */
export type ResultKind = 'full' | 'half' | 'void' | 'open' | 'other';

export function resultKindOf(status: string): ResultKind {
  if (isOpenStatus(status)) return 'open';
  switch (status.toUpperCase()) {
    case 'WON':
    case 'LOST':
      return 'full';
    case 'HALF_WON':
    case 'HALF_LOST':
      return 'half';
    case 'VOID':
      return 'void';
    default:
      return 'other';
  }
}
