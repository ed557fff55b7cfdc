import type { FeedEvent } from '../../contract/feed-events.ts';

/**
 * The closing line of one outcome of a market (issue 36), from the last pre-match prices of
 * all the market's outcomes.
 */
export interface ClosingLine {
  /** The outcome's last pre-match price, decimal odds. */
  closingOdds: number;
  /**
   * The outcome's chance once the book's margin is taken out of the whole market by the
   * proportional method: p_i = (1/o_i) ÷ Σ_j (1/o_j), so the fair probabilities add up to 1.
   */
  fairProbability: number;
  /** 1 ÷ fairProbability: the price with no margin. */
  fairOdds: number;
  /** Σ_j (1/o_j) − 1: the book's margin on the market (0.048 = 4.8 %). */
  overround: number;
}

/** A price a book can quote: a finite decimal above 1. */
const isPrice = (odds: number | null | undefined): odds is number =>
  typeof odds === 'number' && Number.isFinite(odds) && odds > 1;

/**
 * Fair probabilities of a market by the proportional method (margin removed in proportion to
 * each outcome's implied probability): p_i = (1/o_i) ÷ Σ_j (1/o_j). Null unless every outcome
 * has a price (a market missing one cannot be made fair: its margin is unknown) and there are
 * at least two.
 */
export function fairProbabilities(prices: readonly (number | null)[]): number[] | null {
  if (prices.length < 2 || !prices.every(isPrice)) return null;
  const implied = prices.map((odds) => 1 / odds);
  const total = implied.reduce((sum, p) => sum + p, 0);
  return implied.map((p) => p / total);
}

/**
 * The closing line of outcome `index` of a market whose last pre-match prices are `prices`
 * (every outcome of the market, e.g. 1, X, 2). Null when the market is not whole (see
 * fairProbabilities) or the index is out of it.
 */
export function closingLineOf(
  prices: readonly (number | null)[],
  index: number,
): ClosingLine | null {
  const fair = fairProbabilities(prices);
  const closingOdds = prices[index];
  const fairProbability = fair?.[index];
  if (!fair || !isPrice(closingOdds) || fairProbability === undefined) return null;
  const overround = prices.reduce<number>((sum, odds) => sum + 1 / (odds ?? 1), 0) - 1;
  return { closingOdds, fairProbability, fairOdds: 1 / fairProbability, overround };
}

/**
 * CLV against the closing odds, a ratio: my odds ÷ closing odds − 1. Took 2.20 on a price that
 * closed at 2.10: 2.20 ÷ 2.10 − 1 = +4.76 %. It says whether I beat the market's last price,
 * margin included.
 */
export function clvAgainstClose(myOdds: number, closingOdds: number): number {
  return myOdds / closingOdds - 1;
}

/**
 * CLV against the fair close, a ratio: my odds × fair closing probability − 1, the expected
 * return of a unit stake if the closing market (margin removed) was right. Took 2.20 on an
 * outcome whose fair closing probability is 0.4543: 2.20 × 0.4543 − 1 = −0.04 %: beating the
 * close by 4.76 % was not enough to beat the book's 4.8 % margin.
 */
export function clvAgainstFairClose(myOdds: number, fairProbability: number): number {
  return myOdds * fairProbability - 1;
}

/** The 1X2 (or 1-2) outcome of a feed event, by its label slot. */
export type FeedOutcome = '1' | 'X' | '2';

/**
 * The closing line of an outcome of a feed event that kicked off: from its last pre-match
 * prices (every outcome the event quotes: 1, X, 2 in football, 1 and 2 in tennis and
 * basketball). Null while the event is upcoming, with no pre-match price, or for an outcome
 * the event does not quote.
 */
export function feedClosingLine(event: FeedEvent, outcome: FeedOutcome): ClosingLine | null {
  if (event.State === 'upcoming') return null;
  const last = event.PreMatchPrices.at(-1);
  if (!last) return null;
  const slots: { outcome: FeedOutcome; label: string | null; odds: number | null }[] = [
    { outcome: '1', label: event.Outcome1_Label, odds: last.Outcome1_Odds },
    { outcome: 'X', label: event.OutcomeX_Label, odds: last.OutcomeX_Odds },
    { outcome: '2', label: event.Outcome2_Label, odds: last.Outcome2_Odds },
  ];
  const market = slots.filter((slot) => slot.label !== null);
  const index = market.findIndex((slot) => slot.outcome === outcome);
  if (index < 0) return null;
  return closingLineOf(
    market.map((slot) => slot.odds),
    index,
  );
}
