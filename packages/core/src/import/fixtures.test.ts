import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportFormatError, type ParsedImport } from '../bets/bet-record.ts';
import { parseBetfairJson } from './betfair-json.ts';
import { parseCsvImport } from './csv.ts';
import { parseBetHistory } from './parse-import.ts';

// shared/ sits beside the repository: packages/core/src/import → ../../../../../shared
const FIXTURES = join(import.meta.dirname, '../../../../../shared/fixtures/import');
const read = (dir: string, name: string) => readFileSync(join(FIXTURES, dir, name), 'utf8');
const parse = (name: string, text: string): ParsedImport =>
  name.endsWith('.csv') ? parseCsvImport(text) : parseBetfairJson(text);

/** Euros (number or "10.00" text) → cents, the test's own arithmetic. */
const cents = (euros: number | string) => Math.round(Number(euros) * 100);

/**
 * Each fixture's bet count and total net return in cents, worked out from the raw file with
 * plain arithmetic that shares nothing with the importers.
 */
const expectations: Record<string, (text: string) => { count: number; netCents: number }> = {
  // Sportsbook: net = returnCash − stake, per bet.
  'betfair-sportsbook-settled.json': (text) => {
    const bets = (JSON.parse(text) as { bets: { returnCash: number; rawStake: number }[] }).bets;
    return {
      count: bets.length,
      netCents: bets.reduce((sum, b) => sum + cents(b.returnCash) - cents(b.rawStake), 0),
    };
  },
  // Exchange website: net = grossProfit (text).
  'betfair-exchange-web-settled.json': (text) => {
    const bets = (JSON.parse(text) as { bets: { grossProfit: string }[] }).bets;
    return { count: bets.length, netCents: bets.reduce((s, b) => s + cents(b.grossProfit), 0) };
  },
  // Exchange API: net = profit.
  'betfair-api-cleared-orders-rest.json': (text) => {
    const orders = (JSON.parse(text) as { clearedOrders: { profit: number }[] }).clearedOrders;
    return { count: orders.length, netCents: orders.reduce((s, o) => s + cents(o.profit), 0) };
  },
  'betfair-api-cleared-orders-jsonrpc.json': (text) => {
    const orders = (JSON.parse(text) as { result: { clearedOrders: { profit: number }[] } }).result
      .clearedOrders;
    return { count: orders.length, netCents: orders.reduce((s, o) => s + cents(o.profit), 0) };
  },
  // Bet-Analytix: a row with a Date is a bet; W → stake × (odds − 1), L → −stake, V → 0.
  'bet-analytix-export.csv': (text) => {
    const rows = text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().slice(1, -1).split('";"'));
    let count = 0;
    let netCents = 0;
    for (const [date = '', , , , odds = '', stake = '', state = ''] of rows) {
      if (date === '') continue;
      count++;
      const s = Number(stake.replace(',', '.'));
      const o = Number(odds.replace(',', '.'));
      if (state === 'W') netCents += Math.round(s * o * 100) - Math.round(s * 100);
      if (state === 'L') netCents -= Math.round(s * 100);
    }
    return { count, netCents };
  },
};

describe('fixtures that must import (shared/fixtures/import/ok)', () => {
  const files = readdirSync(join(FIXTURES, 'ok'));

  it('has an expectation for every fixture', () => {
    expect(files.sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(files)('%s: right count and total net return', (name) => {
    const text = read('ok', name);
    const expected = expectations[name]?.(text);
    const parsed = parse(name, text);
    expect(parsed.bets).toHaveLength(expected?.count ?? -1);
    expect(parsed.bets.reduce((s, b) => s + b.netReturnCents, 0)).toBe(expected?.netCents);
    // The same text through the one entry point that picks JSON or CSV.
    expect(parseBetHistory(text).bets).toHaveLength(parsed.bets.length);
  });

  it.each([
    // 12 bets: returns 5,429.65 − stakes 270.00 = 5,159.65
    ['betfair-sportsbook-settled.json', 'betfair-sportsbook', 12, 515_965],
    // −6 + 20.46 − 34 − 26.40 + 32 + 37 + 73.60 − 18 = 78.66
    ['betfair-exchange-web-settled.json', 'betfair-exchange-web', 8, 7_866],
    // −34 − 48 − 27 − 27 + 91.80 + 192.57 − 57 + 106.20 = 197.57
    ['betfair-api-cleared-orders-rest.json', 'betfair-exchange-api-rest', 8, 19_757],
    // −33 − 24 − 11 + 43.82 − 21 − 242.48 = −287.66
    ['betfair-api-cleared-orders-jsonrpc.json', 'betfair-exchange-api-jsonrpc', 6, -28_766],
    // 20 × 0.45 = +9.00; −10.00; void 0 → −1.00
    ['bet-analytix-export.csv', 'bet-analytix-csv', 3, -100],
  ])('%s is %s with %i bets netting %i cents (worked by hand)', (name, format, count, net) => {
    const parsed = parse(name, read('ok', name));
    expect(parsed.format).toBe(format);
    expect(parsed.bets).toHaveLength(count);
    expect(parsed.bets.reduce((s, b) => s + b.netReturnCents, 0)).toBe(net);
  });

  it('every imported bet keeps its raw record, a source id and valid figures', () => {
    for (const name of files) {
      for (const bet of parse(name, read('ok', name)).bets) {
        expect(bet.raw).toBeDefined();
        expect(bet.sourceBetId).not.toBe('');
        expect(Number.isSafeInteger(bet.stakeCents) && bet.stakeCents >= 0).toBe(true);
        expect(bet.oddsMilli === null || bet.oddsMilli >= 1010).toBe(true);
        expect(bet.placedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      }
    }
  });
});

describe('fixtures that must be refused (shared/fixtures/import/not-ok)', () => {
  const refusal = (name: string): ImportFormatError => {
    try {
      parseBetfairJson(read('not-ok', name));
    } catch (err) {
      if (err instanceof ImportFormatError) return err;
      throw err;
    }
    throw new Error(`${name} was imported`);
  };

  it('refuses every not-ok fixture with an ImportFormatError', () => {
    for (const name of readdirSync(join(FIXTURES, 'not-ok'))) {
      expect(refusal(name)).toBeInstanceOf(ImportFormatError);
    }
  });

  it('a JSON-RPC error envelope: the message carries its errorCode', () => {
    const err = refusal('jsonrpc-error.json');
    expect(err.message).toContain('INVALID_SESSION_INFORMATION');
    expect(err.message).toContain('session expired');
  });

  it('truncated JSON: says so, with the position', () => {
    const err = refusal('truncated.json');
    const length = read('not-ok', 'truncated.json').length;
    expect(err.message).toMatch(/not valid JSON/);
    expect(err.message).toContain(`position ${length}`);
    expect(err.where).toContain(`column ${length + 1}`);
  });

  it('a negative stake: names the bet (row) and the field', () => {
    const err = refusal('negative-stake.json');
    expect(err.where).toBe('bets[1].rawStake');
    expect(err.message).toMatch(/bets\[1\]\.rawStake: a stake must not be negative \(got -10\)/);
    expect(err.message).toContain('O/23351001/0000001');
  });

  it('odds below 1.01: names the order (row) and the field', () => {
    const err = refusal('odds-below-one.json');
    expect(err.where).toBe('clearedOrders[2].priceMatched');
    expect(err.message).toMatch(/at least 1\.01 \(got 0\.5\)/);
  });

  it('an unknown shape: names the formats tried', () => {
    const err = refusal('unknown-shape.json');
    expect(err.tried).toEqual([
      'betfair-sportsbook',
      'betfair-exchange-web',
      'betfair-exchange-api-rest',
      'betfair-exchange-api-jsonrpc',
    ]);
    expect(err.message).toMatch(/Tried: Betfair Sportsbook/);
    expect(err.message).toContain('keys data');
  });
});
