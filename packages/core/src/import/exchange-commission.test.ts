import { describe, expect, it } from 'vitest';
import { type BetRecord, ImportFormatError } from '../bets/bet-record.ts';
import { parseBetfairJson } from './betfair-json.ts';
import { applyExchangeCommission, splitInProportion } from './exchange-commission.ts';

/** A settled listClearedOrders order (groupBy BET) in market `marketId` with this profit. */
const order = (betId: string, marketId: string, profit: number, side = 'BACK', price = 2) => ({
  betId,
  marketId,
  eventTypeId: '1',
  placedDate: '2025-05-01T10:00:00.000Z',
  settledDate: '2025-05-01T12:00:00.000Z',
  side,
  priceMatched: price,
  sizeSettled: side === 'LAY' ? 250 : Math.abs(profit) || 10,
  betOutcome: profit > 0 ? 'WON' : 'LOST',
  profit,
});
const rest = (orders: unknown[]) => JSON.stringify({ clearedOrders: orders, moreAvailable: false });
const byId = (bets: readonly BetRecord[]) =>
  Object.fromEntries(
    bets.map((b) => [b.sourceBetId, [b.grossProfitCents, b.commissionCents, b.netReturnCents]]),
  );

describe('splitInProportion: cent-exact shares, remainders to the largest, ties to the first', () => {
  it.each<[bigint, bigint[], bigint[]]>([
    // 950 × 250/300 = 791.67, 950 × 50/300 = 158.33: floors 949, the last cent to .67
    [950n, [25_000n, 5_000n], [792n, 158n]],
    // 10 × 1/3 = 3.33, 10 × 2/3 = 6.67: floors 9, the last cent to .67
    [10n, [1n, 2n], [3n, 7n]],
    // Three cents over four equal shares: the first three get one each
    [3n, [1n, 1n, 1n, 1n], [1n, 1n, 1n, 0n]],
    // A zero weight gets nothing
    [7n, [0n, 5n], [0n, 7n]],
    [0n, [4n, 6n], [0n, 0n]],
  ])('%s over %s → %s', (total, weights, shares) => {
    const split = splitInProportion(total, weights);
    expect(split).toEqual(shares);
    expect(split.reduce((a, b) => a + b, 0n)).toBe(total);
  });
});

describe('commission from the user rate: per market, on net winnings', () => {
  const orders = [
    // Market 1.1: +250 (a lay) +50 −20 −20 −20 −50 → net 190.00; 5 % = 9.50 (950 c),
    // split 792 / 158 as above; the losing bets pay nothing.
    order('a', '1.1', 250, 'LAY', 1.49),
    order('b', '1.1', 50),
    order('c', '1.1', -20),
    order('d', '1.1', -20),
    order('e', '1.1', -20),
    order('f', '1.1', -50),
    // Market 1.2: −20 only → no winnings, no commission.
    order('g', '1.2', -20),
    // Market 1.3: +0.80 −0.50 → net 0.30; 5 % = 1.5 c → 2 c (halves away from zero).
    order('h', '1.3', 0.8),
    order('i', '1.3', -0.5),
  ];

  it('takes it off the winning bets, keeps gross and commission', () => {
    const parsed = parseBetfairJson(rest(orders), { exchangeCommissionRatio: 0.05 });
    expect(byId(parsed.bets)).toEqual({
      a: [25_000, 792, 24_208],
      b: [5_000, 158, 4_842],
      c: [-2_000, 0, -2_000],
      d: [-2_000, 0, -2_000],
      e: [-2_000, 0, -2_000],
      f: [-5_000, 0, -5_000],
      g: [-2_000, 0, -2_000],
      h: [80, 2, 78],
      i: [-50, 0, -50],
    });
    // What came back is after commission: the lay risked 250 × 0.49 = 122.50, won 242.08.
    expect(parsed.bets[0]).toMatchObject({ liabilityCents: 12_250, returnCents: 36_458 });
  });

  it('no rate, no commission: gross and commission stay empty', () => {
    const parsed = parseBetfairJson(rest(orders));
    expect(
      parsed.bets.every((b) => b.commissionCents === null && b.grossProfitCents === null),
    ).toBe(true);
    expect(parsed.bets[0]?.netReturnCents).toBe(25_000);
  });

  it('pages put together: the same as one paste, and applying twice changes nothing', () => {
    const whole = parseBetfairJson(rest(orders), { exchangeCommissionRatio: 0.05 }).bets;
    const pages = [
      ...parseBetfairJson(rest(orders.slice(0, 4))).bets,
      ...parseBetfairJson(rest(orders.slice(4))).bets,
    ];
    const once = applyExchangeCommission(pages, { ratio: 0.05 }).bets;
    expect(byId(once)).toEqual(byId(whole));
    expect(byId(applyExchangeCommission(once, { ratio: 0.05 }).bets)).toEqual(byId(whole));
  });

  it('open and Sportsbook bets are not charged', () => {
    const [bet] = parseBetfairJson(rest([order('a', '1.1', 10)])).bets;
    if (!bet) throw new Error('no bet');
    const sportsbook = { ...bet, source: 'betfair-sportsbook' as const };
    const open = { ...bet, status: 'PENDING' as const };
    const { bets } = applyExchangeCommission([sportsbook, open], { ratio: 0.05 });
    expect(bets.map((b) => b.commissionCents)).toEqual([null, null]);
  });
});

describe('commission Betfair states: market roll-ups beside the bets', () => {
  const rollUp = (marketId: string, commission: number, profit: number) => ({
    eventTypeId: '1',
    eventId: '30000000',
    marketId,
    betCount: 3,
    commission,
    profit,
    settledDate: '2025-05-01T12:00:00.000Z',
  });
  const batch = (bets: unknown[], markets: unknown[]) =>
    JSON.stringify([
      { jsonrpc: '2.0', id: 1, result: { clearedOrders: bets, moreAvailable: false } },
      { jsonrpc: '2.0', id: 2, result: { clearedOrders: markets, moreAvailable: false } },
    ]);

  it('splits the stated commission over the market winners, and it wins over the rate', () => {
    // Market 1.1 charged 1.75 on +10 +30 −5: 175 × 10/40 = 43.75, 175 × 30/40 = 131.25 →
    // floors 43 + 131 = 174, the last cent to .75. Market 1.2 has no roll-up: the rate
    // (10 % of +20 = 2.00).
    const parsed = parseBetfairJson(
      batch(
        [
          order('a', '1.1', 10),
          order('b', '1.1', 30),
          order('c', '1.1', -5),
          order('d', '1.2', 20),
        ],
        [rollUp('1.1', 1.75, 35)],
      ),
      { exchangeCommissionRatio: 0.1 },
    );
    expect(parsed.problems).toEqual([]);
    expect(byId(parsed.bets)).toEqual({
      a: [1_000, 44, 956],
      b: [3_000, 131, 2_869],
      c: [-500, 0, -500],
      d: [2_000, 200, 1_800],
    });
  });

  it('a stated commission over what any bet may return is left out: the rate applies', () => {
    // 100,000,000,000.01 € (over amount-bounds' bound); 10 % of the market's net +5 = 0.50.
    const parsed = parseBetfairJson(
      batch([order('a', '1.1', 10), order('c', '1.1', -5)], [rollUp('1.1', 100_000_000_000.01, 5)]),
      { exchangeCommissionRatio: 0.1 },
    );
    expect(byId(parsed.bets)).toEqual({ a: [1_000, 50, 950], c: [-500, 0, -500] });
  });

  it('a stated commission with no winning bet of its market here: a warning, left out', () => {
    const parsed = parseBetfairJson(batch([order('a', '1.1', -5)], [rollUp('1.1', 0.4, 8)]));
    expect(parsed.bets[0]?.netReturnCents).toBe(-500);
    expect(parsed.problems).toMatchObject([
      {
        severity: 'warning',
        code: 'import.commissionUnassigned',
        row: 1,
        params: { market: '1.1', commission: 0.4 },
      },
    ]);
  });

  it.each([
    [rollUp('1.1', 1.75, 35), 'MARKET'],
    [{ eventTypeId: '1', eventId: '3', betCount: 7, commission: 2, profit: 40 }, 'EVENT'],
    [{ eventTypeId: '1', betCount: 7, commission: 2, profit: 40 }, 'EVENT_TYPE'],
    [{ eventTypeId: '1', marketId: '1.1', selectionId: 5, side: 'BACK', betCount: 2 }, 'SIDE'],
  ])('totals alone (groupBy %#) are refused by name, asking for groupBy BET', (record, level) => {
    let error: unknown;
    try {
      parseBetfairJson(rest([record, record]));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ImportFormatError);
    const err = error as ImportFormatError;
    expect([err.code, err.params]).toEqual(['import.betfairRollUp', { groupBy: level }]);
    expect(err.message).toBe(
      `This Betfair answer gives totals grouped by ${level}, not single bets: ask listClearedOrders again with groupBy: BET`,
    );
  });
});

describe('a listClearedOrders answer grouped by market', () => {
  // groupBy MARKET: a market of one bet is a line with that bet's id and the market's
  // commission; a market of several bets is one line of totals without an id.
  const oneBet = (betId: string, marketId: string, profit: number, commission: number) => ({
    ...order(betId, marketId, profit),
    betCount: 1,
    commission,
  });
  const severalBets = (marketId: string, betCount: number, profit: number) => ({
    eventTypeId: '1',
    eventId: '30000000',
    marketId,
    betCount,
    commission: 0.5,
    profit,
    settledDate: '2025-05-01T12:00:00.000Z',
  });

  it('takes a one-bet line as its bet, net of the commission Betfair states for its market', () => {
    // +0.20 gross − 0.03 = +0.17; +0.07 gross − 0.12 = −0.05: together +0.27 gross, +0.12 net.
    const parsed = parseBetfairJson(
      rest([oneBet('a', '1.1', 0.2, 0.03), oneBet('b', '1.2', 0.07, 0.12)]),
    );
    expect(parsed.problems).toEqual([]);
    expect(byId(parsed.bets)).toEqual({ a: [20, 3, 17], b: [7, 12, -5] });
    const net = parsed.bets.reduce((sum, b) => sum + b.netReturnCents, 0);
    expect(net).toBe(12);
  });

  it('sets a line of several bets aside by name, never drops it in silence', () => {
    const parsed = parseBetfairJson(
      rest([oneBet('a', '1.1', 0.2, 0.03), severalBets('1.2', 5, 3), severalBets('1.3', 10, -4)]),
    );
    expect(parsed.bets.map((b) => b.sourceBetId)).toEqual(['a']);
    expect(parsed.problems.map((p) => [p.severity, p.row, p.code, p.params['count']])).toEqual([
      ['unreadable', 2, 'import.betfairGroupedLine', '5'],
      ['unreadable', 3, 'import.betfairGroupedLine', '10'],
    ]);
    expect(parsed.problems[0]?.message).toBe(
      'Row 2: this line totals 5 bets of market 1.2, which cannot be told apart; ask Betfair for groupBy BET to import them',
    );
  });
});
