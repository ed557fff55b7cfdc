import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeSharedFixtures } from '../../../../tools/shared-fixtures.ts';
import type { BetRecord } from '../bets/bet-record.ts';
import { parseBetHistory } from './parse-import.ts';

/**
 * Real exports written by other people's tools (../shared/fixtures/real-world, see its
 * README): an optional suite (tools/shared-fixtures.ts). Every expected figure is worked out
 * here from the raw text with this file's own small CSV split and decimal arithmetic, which
 * share nothing with the importers.
 */

// ---------------------------------------------------------------------------------------------
// The test's own reading of the raw files

/** RFC 4180 records, the plain way: quotes toggle, "" is a quote, commas and newlines split. */
function splitCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** Rows as {column: cell}, with their line number (the header is line 1; no quoted newlines). */
function csvObjects(text: string): { line: number; cells: Record<string, string> }[] {
  const [header = [], ...rows] = splitCsv(text);
  return rows.map((row, i) => ({
    line: i + 2,
    cells: Object.fromEntries(header.map((name, j) => [name, row[j] ?? ''])),
  }));
}

/**
 * "21.696" → 2170 cents: whole and fraction digits as integers, the third decimal on rounds
 * the cents half away from zero (the sign apart).
 */
function cents(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const padded = fraction.padEnd(3, '0');
  let value = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) value += 1;
  return negative ? -value : value;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');

describeSharedFixtures('real-world exports', 'real-world', (dir) => {
  const FIRST = 'pikkit-jmahotiedu-transactions.csv';
  const LATER = 'pikkit-jmahotiedu-total_transactions.csv';

  it.each([FIRST, LATER])('%s: every bet, stakes and net to the cent, open bets open', (name) => {
    const text = read(dir, name);
    const rows = csvObjects(text);
    const parsed = parseBetHistory(text);
    expect(parsed.format).toBe('pikkit-csv');

    // Every row is a bet; the only problem is the one row with odds 0.84 (a warning).
    expect(parsed.bets).toHaveLength(rows.length);
    const odd = rows.filter((r) => r.cells['odds'] !== '' && Number(r.cells['odds']) < 1.01);
    expect(odd).toHaveLength(1);
    expect(parsed.problems.map((p) => [p.severity, p.code, p.row, p.field])).toEqual([
      ['warning', 'import.oddsBelowMinimum', odd[0]?.line, 'odds'],
    ]);

    const byId = new Map(parsed.bets.map((b) => [b.sourceBetId, b]));
    const open = rows.filter((r) => r.cells['status'] === 'PLACED');
    const parsedOpen = parsed.bets.filter((b) => b.status === 'PENDING');
    expect(parsedOpen.map((b) => b.sourceBetId).sort()).toEqual(
      open.map((r) => r.cells['bet_id']).sort(),
    );
    for (const bet of parsedOpen) {
      expect([bet.settledAt, bet.returnCents, bet.netReturnCents]).toEqual([null, 0, 0]);
    }

    // Stakes: each amount to the cent, once; net: the profits of settled, non-void bets.
    const stakeCents = sum(rows.map((r) => cents(r.cells['amount'] ?? '')));
    const voidOrOpen = new Set(['PLACED', 'SETTLED_VOID', 'SETTLED_PUSH']);
    const netCents = sum(
      rows.map((r) =>
        voidOrOpen.has(r.cells['status'] ?? '') ? 0 : cents(r.cells['profit'] ?? ''),
      ),
    );
    expect(sum(parsed.bets.map((b) => b.stakeCents))).toBe(stakeCents);
    expect(sum(parsed.bets.map((b) => b.netReturnCents))).toBe(netCents);

    // Three decimals are decimals: each such stake is within half a cent of its text.
    for (const row of rows.filter((r) => /\.\d{3,}$/.test(r.cells['amount'] ?? ''))) {
      const bet = byId.get(row.cells['bet_id'] ?? '');
      expect(
        Math.abs((bet?.stakeCents ?? 0) - Number(row.cells['amount']) * 100),
      ).toBeLessThanOrEqual(0.5);
    }
  });

  it('the first export: 1,858 bets, 22 open, 19,989.38 staked, net 1,446.31', () => {
    const parsed = parseBetHistory(read(dir, FIRST));
    expect(parsed.bets).toHaveLength(1858);
    expect(parsed.bets.filter((b) => b.status === 'PENDING')).toHaveLength(22);
    // Figures the issue quotes, checked against this file's own sums above.
    expect(sum(parsed.bets.map((b) => b.stakeCents))).toBe(1_998_938);
    expect(sum(parsed.bets.map((b) => b.netReturnCents))).toBe(144_631);
    // Row 1047: odds 0.84 with stake 10 and profit 8.40 is kept, without odds.
    const [problem] = parsed.problems;
    expect(problem).toMatchObject({ row: 1047, params: { odds: 0.84 } });
    expect(problem?.message).toBe(
      'Row 1047: the odds 0.84 are below 1.01; the bet was kept without odds',
    );
    // 21.696 is twenty-one euros seventy (not 21,696 €).
    const threeDecimals = parsed.bets.find(
      (b) => (b.raw as Record<string, string>)['amount'] === '21.696',
    );
    expect(threeDecimals?.stakeCents).toBe(2170);
  });

  it('the later export settles bets the first had open', () => {
    const firstRows = csvObjects(read(dir, FIRST));
    const laterRows = csvObjects(read(dir, LATER));
    const openBefore = new Set(
      firstRows.filter((r) => r.cells['status'] === 'PLACED').map((r) => r.cells['bet_id']),
    );
    const settledSince = laterRows.filter(
      (r) => openBefore.has(r.cells['bet_id']) && r.cells['status'] !== 'PLACED',
    );
    expect(settledSince).toHaveLength(21);
    const later = new Map(
      parseBetHistory(read(dir, LATER)).bets.map((b): [string, BetRecord] => [b.sourceBetId, b]),
    );
    for (const row of settledSince) {
      const bet = later.get(row.cells['bet_id'] ?? '');
      expect(bet?.status).not.toBe('PENDING');
      expect(bet?.settledAt).not.toBeNull();
    }
  });

  it('Pikkit fields: bookmaker, closing odds, expected value, parlay sports', () => {
    const text = read(dir, FIRST);
    const [first] = csvObjects(text);
    const parsed = parseBetHistory(text);
    expect(parsed.bets[0]).toMatchObject({
      sourceBetId: first?.cells['bet_id'],
      bookmaker: first?.cells['sportsbook'], // ProphetX
      closingOddsMilli: Math.round(Number(first?.cells['closing_line']) * 1000),
      expectedValueRatio: Number(first?.cells['ev']), // 0.0305: a ratio, not a percent
    });
    // No bet is left with an unknown sport when Pikkit names one.
    for (const bet of parsed.bets) expect(bet.sport).not.toBeNull();
  });

  // -------------------------------------------------------------------------------------------
  // Betfair Exchange API listClearedOrders (JSON-RPC)

  type Order = {
    betId: string;
    marketId: string;
    side: 'BACK' | 'LAY';
    orderType: string;
    priceMatched: number;
    sizeSettled: number;
    profit: number;
  };
  const orders = (name: string) =>
    (JSON.parse(read(dir, name)) as { result: { clearedOrders: Order[]; moreAvailable: boolean } })
      .result;
  /** Money as a JSON number → cents, through its text. */
  const numberCents = (value: number) => cents(String(value));
  /** A lay's liability: size × (price − 1), in thousandths of a cent, rounded once. */
  const liabilityCents = (o: Order) =>
    Math.round((numberCents(o.sizeSettled) * Math.round((o.priceMatched - 1) * 1000)) / 1000);

  it('limx0: every order, net, lay liability, the SP order, no more pages', () => {
    const name = 'betfair-api-jsonrpc-limx0-list_cleared_orders.json';
    const result = orders(name);
    const parsed = parseBetHistory(read(dir, name));
    expect(parsed).toMatchObject({ format: 'betfair-exchange-api-jsonrpc', morePages: false });
    expect(parsed.problems).toEqual([]);
    expect(parsed.bets).toHaveLength(result.clearedOrders.length);
    expect(sum(parsed.bets.map((b) => b.netReturnCents))).toBe(
      sum(result.clearedOrders.map((o) => numberCents(o.profit))),
    );
    const lays = result.clearedOrders.filter((o) => o.side === 'LAY');
    const parsedLays = parsed.bets.filter((b) => b.side === 'LAY');
    expect(parsedLays.map((b) => b.sourceBetId)).toEqual(lays.map((o) => o.betId));
    expect(parsedLays.map((b) => b.liabilityCents)).toEqual(lays.map(liabilityCents));

    const sp = result.clearedOrders.filter((o) => o.orderType === 'MARKET_AT_THE_CLOSE');
    expect(sp).toHaveLength(1);
    const spBet = parsed.bets.find((b) => b.sourceBetId === sp[0]?.betId);
    expect(spBet?.details).toMatchObject({ orderType: 'MARKET_ON_CLOSE', priceReduced: false });
  });

  it('limx0 with a 5 % commission rate: per market, on positive net winnings', () => {
    const name = 'betfair-api-jsonrpc-limx0-list_cleared_orders.json';
    const byMarket = new Map<string, number>();
    for (const o of orders(name).clearedOrders) {
      byMarket.set(o.marketId, (byMarket.get(o.marketId) ?? 0) + numberCents(o.profit));
    }
    // 5 % of each market's net when positive, halves up (no negative amounts here).
    const commission = sum(
      [...byMarket.values()].map((net) => (net > 0 ? Math.round(net * 0.05) : 0)),
    );
    expect(commission).toBeGreaterThan(0);
    const parsed = parseBetHistory(read(dir, name), { exchangeCommissionRatio: 0.05 });
    expect(sum(parsed.bets.map((b) => b.commissionCents ?? 0))).toBe(commission);
    const gross = sum([...byMarket.values()]);
    expect(sum(parsed.bets.map((b) => b.netReturnCents))).toBe(gross - commission);
    for (const bet of parsed.bets) {
      expect(bet.grossProfitCents).not.toBeNull();
      expect(bet.netReturnCents).toBe((bet.grossProfitCents ?? 0) - (bet.commissionCents ?? 0));
    }
  });

  it('betcode: one LAY order on a page that says more pages exist', () => {
    const name = 'betfair-api-jsonrpc-betcode-list_cleared_orders.json';
    const result = orders(name);
    expect(result.moreAvailable).toBe(true);
    const [order] = result.clearedOrders;
    if (!order) throw new Error('no order');
    const parsed = parseBetHistory(read(dir, name));
    expect(parsed.morePages).toBe(true);
    expect(parsed.bets).toMatchObject([
      {
        sourceBetId: order.betId,
        side: 'LAY',
        status: 'LOST',
        stakeCents: numberCents(order.sizeSettled),
        liabilityCents: liabilityCents(order), // 2.00 × 0.22 = 0.44
        netReturnCents: numberCents(order.profit),
      },
    ]);
  });

  it('limx0, the empty page: no bets, no more pages', () => {
    const parsed = parseBetHistory(
      read(dir, 'betfair-api-jsonrpc-limx0-list_cleared_orders_empty.json'),
    );
    expect(parsed).toMatchObject({ bets: [], problems: [], morePages: false });
  });
});
