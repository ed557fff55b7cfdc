import type { BetRecord, ImportProblem } from '../bets/bet-record.ts';
import { asText, isJsonObject } from './fields.ts';
import { exactFraction } from './numbers.ts';
import { divideRounded } from '../money/rounding.ts';

/**
 * Betfair Exchange commission, as Betfair charges it: per market, on the user's net winnings in
 * that market (the sum of the profits of all their bets in it), nothing when that sum is not
 * positive. The market's commission is then split back to its winning bets in proportion to
 * their winnings, in whole cents: each gets the floor of its exact share, and the cents left
 * (fewer than the winning bets) go one each to the largest remainders, ties to the earlier bet.
 * A winning bet never pays more than the rate of its own winnings, since the market's net is at
 * most the sum of its winnings.
 *
 * A bet keeps its profit before commission (grossProfitCents) and its share (commissionCents);
 * netReturnCents becomes gross − share and returnCents what was risked (stake, or a lay's
 * liability) + net, never below 0. Bets that already carry a commission are left as they are,
 * so the function can run again over pages put together (the cURL import follows pages).
 */

/** The market a bet belongs to: Betfair's marketId, else its event and market names. */
export function exchangeMarketKey(bet: BetRecord): string | null {
  const raw = isJsonObject(bet.raw) ? bet.raw : {};
  const id = asText(raw['marketId']);
  if (id !== null) return id;
  const market = bet.selections[0]?.marketName ?? null;
  return bet.eventDescription !== null && market !== null
    ? `${bet.eventDescription} / ${market}`
    : null;
}

/** Bets from the Betfair Exchange: the ones that pay commission. */
export function isExchangeSource(source: string): boolean {
  return source === 'betfair-exchange-web' || source === 'betfair-exchange-api';
}

function isExchangeBet(bet: BetRecord): boolean {
  return isExchangeSource(bet.source) && bet.status !== 'PENDING';
}

/**
 * `total` cents split in proportion to `weights` (all ≥ 0, not all 0), cent-exact: floors,
 * then the remaining cents to the largest remainders, ties to the lower index.
 */
export function splitInProportion(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum <= 0n) throw new RangeError('weights must have a positive sum');
  const shares = weights.map((w) => (total * w) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

function withCommission(bet: BetRecord, commissionCents: number): BetRecord {
  const gross = bet.netReturnCents;
  const net = gross - commissionCents;
  const risked = bet.side === 'LAY' ? (bet.liabilityCents ?? bet.stakeCents) : bet.stakeCents;
  return {
    ...bet,
    grossProfitCents: gross,
    commissionCents,
    netReturnCents: net,
    returnCents: Math.max(0, risked + net),
  };
}

export interface CommissionOptions {
  /** The user's commission rate (0.05 = 5 %); null, undefined or 0: none. */
  ratio?: number | null;
  /** Commission Betfair stated per market (market roll-ups), in cents, by market key. */
  byMarket?: ReadonlyMap<string, number>;
  /** Where each bet came from, for a problem about its market (row and source text). */
  locate?: (bet: BetRecord, index: number) => { row: number; source: string };
  /** Builds the warning when a market's stated commission has no winning bet to go to. */
  unassigned?: (
    market: string,
    commissionCents: number,
    row: number,
    source: string,
  ) => ImportProblem;
}

/**
 * Takes commission off Exchange bets: a market's stated commission where `byMarket` has it,
 * else `ratio` × the market's positive net. Returns the bets (same order) and any warnings.
 */
export function applyExchangeCommission(
  bets: readonly BetRecord[],
  options: CommissionOptions,
): { bets: BetRecord[]; problems: ImportProblem[] } {
  const ratio = options.ratio ?? 0;
  const byMarket = options.byMarket ?? new Map<string, number>();
  const rate = ratio > 0 ? exactFraction(ratio, 'exchangeCommissionRatio') : null;
  if (rate === null && byMarket.size === 0) return { bets: [...bets], problems: [] };

  // Bets to charge, grouped by market; a bet without a market is a market of its own.
  const markets = new Map<string, number[]>();
  bets.forEach((bet, i) => {
    if (!isExchangeBet(bet) || bet.commissionCents !== null) return;
    const key = exchangeMarketKey(bet) ?? `bet ${i}`;
    const group = markets.get(key);
    if (group) group.push(i);
    else markets.set(key, [i]);
  });

  const result = [...bets];
  const problems: ImportProblem[] = [];
  for (const [key, indexes] of markets) {
    const profits = indexes.map((i) => BigInt(bets[i]?.netReturnCents ?? 0));
    const stated = byMarket.get(key);
    let commission: bigint;
    if (stated !== undefined) {
      commission = BigInt(stated);
    } else if (rate !== null) {
      const net = profits.reduce((a, b) => a + b, 0n);
      // Rounded once, halves away from zero: 5 % of 0.30 € = 1.5 c → 2 c.
      commission = net > 0n ? divideRounded(net * rate.numerator, rate.denominator) : 0n;
    } else {
      continue;
    }
    const winnings = profits.map((p) => (p > 0n ? p : 0n));
    const hasWinnings = winnings.some((w) => w > 0n);
    const shares = hasWinnings ? splitInProportion(commission, winnings) : winnings.map(() => 0n);
    if (!hasWinnings && commission > 0n && options.unassigned) {
      const first = indexes[0] ?? 0;
      const where = options.locate?.(result[first] as BetRecord, first) ?? { row: 0, source: '' };
      problems.push(options.unassigned(key, Number(commission), where.row, where.source));
    }
    indexes.forEach((i, k) => {
      const bet = result[i];
      if (bet) result[i] = withCommission(bet, Number(shares[k] ?? 0n));
    });
  }
  return { bets: result, problems };
}
