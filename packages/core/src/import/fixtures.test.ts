import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  describeImportFixtures,
  type FixtureFile,
  flagged,
  refusedWhole,
} from './import-fixtures.test-support.ts';

/**
 * The repository's own import fixtures (packages/core/test/fixtures/import): one file per
 * format in ok/, one per way of being wrong in not-ok/. spec-fixtures.test.ts runs the same
 * assertions over the specification's examples when they are present.
 */

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/import');
const folder = (dir: string): FixtureFile[] =>
  readdirSync(dir)
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')] as const);

/**
 * Money as the fixtures write it → cents, the test's own reading: a number, or text such as
 * "€12.00", "10,00" or "1.300,00" (with a comma, the comma is the decimal mark and dots group).
 */
function cents(value: number | string | undefined): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const text = (value ?? '').replace(/[€\s]/g, '');
  return Math.round(
    Number(text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text) * 100,
  );
}

/** Decimal odds text ("2,75") → thousandths. */
const milli = (odds: string) => Math.round(Number(odds.replace(',', '.')) * 1000);

/** Cells of a quoted ";"-separated line: "a";"b" → [a, b]. */
const quotedCells = (line: string) => line.trim().slice(1, -1).split('";"');

/** Data lines of a CSV text (header dropped). */
const dataLines = (text: string) => text.trim().split(/\r?\n/).slice(1);

describeImportFixtures(
  'own',
  { ok: folder(join(FIXTURES, 'ok')), notOk: folder(join(FIXTURES, 'not-ok')) },
  {
    fromRaw: {
      // Sportsbook: net = what came back − the cash stake (rawStake, else the stake text).
      'betfair-sportsbook-settled.json': (text) => {
        type Bet = { rawStake?: number; stake: string; returnCash: number | string };
        const bets = (JSON.parse(text) as { bets: Bet[] }).bets;
        return {
          count: bets.length,
          netCents: bets.reduce(
            (s, b) => s + cents(b.returnCash) - cents(b.rawStake ?? b.stake),
            0,
          ),
        };
      },
      // Exchange website: net = grossProfit, 0 for a voided bet.
      'betfair-exchange-web-settled.json': (text) => {
        const bets = (JSON.parse(text) as { bets: { grossProfit: string; status: string }[] }).bets;
        return {
          count: bets.length,
          netCents: bets.reduce(
            (s, b) => s + (b.status === 'VOIDED' ? 0 : cents(b.grossProfit)),
            0,
          ),
        };
      },
      // Exchange API: net = profit.
      'betfair-api-cleared-orders-rest.json': (text) => {
        const orders = (JSON.parse(text) as { clearedOrders: { profit: number }[] }).clearedOrders;
        return { count: orders.length, netCents: orders.reduce((s, o) => s + cents(o.profit), 0) };
      },
      // A batch of JSON-RPC answers: every answer's orders, net = profit.
      'betfair-api-cleared-orders-jsonrpc.json': (text) => {
        type Answer = { result: { clearedOrders: { profit: number }[] } };
        const orders = (JSON.parse(text) as Answer[]).flatMap((a) => a.result.clearedOrders);
        return { count: orders.length, netCents: orders.reduce((s, o) => s + cents(o.profit), 0) };
      },
      // Bet-Analytix: a row with a Date is a bet (rows without one are its selections).
      // W: stake × odds − stake; L: −stake; V: 0; C: cash-out − stake;
      // HW: half the stake at the odds and half back, − stake.
      'bet-analytix-export.csv': (text) => {
        let count = 0;
        let netCents = 0;
        for (const cells of dataLines(text).map(quotedCells)) {
          const [date = '', , , , odds = '', stake = '', state = ''] = cells;
          if (date === '') continue;
          count++;
          const s = cents(stake);
          const o = milli(odds);
          const cashout = cells[18] ?? '';
          if (state === 'W') netCents += Math.round((s * o) / 1000) - s;
          if (state === 'L') netCents -= s;
          if (state === 'C') netCents += cents(cashout) - s;
          if (state === 'HW') netCents += Math.round((s * (o + 1000)) / 2000) - s;
        }
        return { count, netCents };
      },
      // Pikkit: net = profit; an empty profit (a pending bet) is 0.
      'pikkit-export.csv': (text) => {
        const rows = dataLines(text).map((line) => line.split(','));
        return {
          count: rows.length,
          netCents: rows.reduce((s, cells) => s + cents(cells[8] || '0'), 0),
        };
      },
      // StakeLab's export: net = NetReturn (the 12th column, before the JSON selections).
      'stakelab-export.csv': (text) => {
        const rows = dataLines(text).map((line) => line.split(','));
        return { count: rows.length, netCents: rows.reduce((s, c) => s + cents(c[11]), 0) };
      },
    },
    byHand: [
      // Returns 21.50 + 17.55 + 21 + 9 + 42 + 20 + 9.60 + 11 + 14.50 + 1,300 = 1,466.15;
      // stakes 12 + 10 + 5 + 4 + 2.50 + 6 + 10 + 6 + 20 + 15 + 8 + 10 + 25 = 133.50;
      // 1,466.15 − 133.50 = 1,332.65
      ['betfair-sportsbook-settled.json', 'betfair-sportsbook', 13, 133_265],
      // 21 − 8 + 20 − 15 + 0 (void) + 18 + 6 = 42.00
      ['betfair-exchange-web-settled.json', 'betfair-exchange-web', 7, 4_200],
      // 16.20 − 11 − 30 + 2 + 34 = 11.20
      ['betfair-api-cleared-orders-rest.json', 'betfair-exchange-api-rest', 5, 1_120],
      // 12 − 20 + 20.80 + 0 (void) = 12.80
      ['betfair-api-cleared-orders-jsonrpc.json', 'betfair-exchange-api-jsonrpc', 4, 1_280],
      // 10 × 1.75 = 17.50; −5; 6 × 2.10 = 12.60; void 0; cash-out 14.30 − 20 = −5.70;
      // half won 8 × 0.96 / 2 = 3.84 → 23.24
      ['bet-analytix-export.csv', 'bet-analytix-csv', 6, 2_324],
      // 32.50 − 10 + 10 + 0 (push) + 0 (pending) = 32.50
      ['pikkit-export.csv', 'pikkit-csv', 5, 3_250],
      // 15 − 12 + 0 (void) = 3.00
      ['stakelab-export.csv', 'stakelab-csv', 3, 300],
    ],
    refusals: {
      'jsonrpc-error.json': refusedWhole((err) => {
        expect(err.where).toBe('error');
        expect(err.code).toBe('import.betfairError');
        expect(err.params).toEqual({ errorCode: 'INVALID_APP_KEY' });
        expect(err.message).toContain('the X-Application header is missing');
      }),
      // One line, cut inside a string: the position is the end of the text.
      'truncated.json': refusedWhole((err, text) => {
        expect(err.message).toMatch(
          /not valid JSON: the text ends inside a string \(truncated\?\)/,
        );
        expect(err.message).toContain(`position ${text.length}`);
        expect(err.where).toContain(`line 1, column ${text.length + 1}`);
        expect([err.code, err.params]).toEqual([
          'import.truncated',
          { line: 1, column: text.length + 1 },
        ]);
      }),
      // The bet with a negative stake is left out; the other one ("10,00" → 10.00) is read.
      'negative-stake.json': flagged((parsed) => {
        expect(parsed.bets.map((b) => [b.sourceBetId, b.stakeCents])).toEqual([
          ['352100000201', 1000],
        ]);
        expect(parsed.problems).toMatchObject([
          {
            severity: 'unreadable',
            row: 2,
            field: 'stake',
            code: 'import.amountNegative',
            message: 'Row 2: stake must not be negative (it is "-5,00")',
          },
        ]);
      }),
      // 1.005 has three decimals: read exactly, it is below 1.01 (not rounded up to it). The
      // bet's return is known, so it is kept without odds.
      'odds-below-one.json': flagged((parsed) => {
        expect(parsed.bets).toMatchObject([{ sourceBetId: 'O/48130001/0000001', oddsMilli: null }]);
        expect(parsed.problems).toMatchObject([
          {
            severity: 'warning',
            row: 1,
            field: 'originalOdds.decimal',
            code: 'import.oddsBelowMinimum',
            params: { odds: 1.005, min: 1.01 },
          },
        ]);
      }),
      'unknown-shape.json': refusedWhole((err) => {
        expect(err.tried).toEqual([
          'betfair-sportsbook',
          'betfair-exchange-web',
          'betfair-exchange-api-rest',
          'betfair-exchange-api-jsonrpc',
        ]);
        expect(err.code).toBe('import.unknownFormat');
        expect(err.message).toContain('found an object with keys wagers, count');
        expect(err.message).toMatch(/Tried: Betfair Sportsbook/);
      }),
      // June has 30 days: the row (header is row 1) and the column are named.
      'unreadable-date.csv': flagged((parsed, text) => {
        expect(parsed.bets.map((b) => b.sourceBetId)).toEqual(['pk-c3d09a11']);
        expect(parsed.problems).toEqual([
          {
            severity: 'unreadable',
            row: 3,
            field: 'time_placed_iso',
            code: 'import.notADate',
            params: { row: 3, field: 'time_placed_iso', value: '"2025-06-31T18:10:00Z"' },
            message: 'Row 3: time_placed_iso "2025-06-31T18:10:00Z" is not a date',
            source: text.trim().split('\n')[2],
          },
        ]);
      }),
    },
  },
);
