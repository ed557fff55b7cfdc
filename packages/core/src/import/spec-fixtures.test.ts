import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { describeSharedFixtures } from '../../../../tools/shared-fixtures.ts';
import {
  describeImportFixtures,
  type FixtureFile,
  flagged,
  refusedWhole,
} from './import-fixtures.test-support.ts';

/**
 * The product specification's example files, kept outside the repository: an optional suite
 * (tools/shared-fixtures.ts says where it looks and when it is skipped). The same assertions
 * as the repository's own fixtures (fixtures.test.ts), with this folder's own arithmetic.
 */

const folder = (dir: string): FixtureFile[] =>
  readdirSync(dir)
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')] as const);

/** Euros (number or "10.00" text) → cents, the test's own arithmetic. */
const cents = (euros: number | string) => Math.round(Number(euros) * 100);

describeSharedFixtures('spec import fixtures', 'import', (dir) => {
  describeImportFixtures(
    'spec',
    { ok: folder(join(dir, 'ok')), notOk: folder(join(dir, 'not-ok')) },
    {
      fromRaw: {
        // Sportsbook: net = returnCash − stake, per bet.
        'betfair-sportsbook-settled.json': (text) => {
          const bets = (JSON.parse(text) as { bets: { returnCash: number; rawStake: number }[] })
            .bets;
          return {
            count: bets.length,
            netCents: bets.reduce((sum, b) => sum + cents(b.returnCash) - cents(b.rawStake), 0),
          };
        },
        // Exchange website: net = grossProfit (text).
        'betfair-exchange-web-settled.json': (text) => {
          const bets = (JSON.parse(text) as { bets: { grossProfit: string }[] }).bets;
          return {
            count: bets.length,
            netCents: bets.reduce((s, b) => s + cents(b.grossProfit), 0),
          };
        },
        // Exchange API: net = profit.
        'betfair-api-cleared-orders-rest.json': (text) => {
          const orders = (JSON.parse(text) as { clearedOrders: { profit: number }[] })
            .clearedOrders;
          return {
            count: orders.length,
            netCents: orders.reduce((s, o) => s + cents(o.profit), 0),
          };
        },
        'betfair-api-cleared-orders-jsonrpc.json': (text) => {
          const orders = (JSON.parse(text) as { result: { clearedOrders: { profit: number }[] } })
            .result.clearedOrders;
          return {
            count: orders.length,
            netCents: orders.reduce((s, o) => s + cents(o.profit), 0),
          };
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
      },
      byHand: [
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
      ],
      refusals: {
        // A JSON-RPC error envelope: the message carries its errorCode.
        'jsonrpc-error.json': refusedWhole((err) => {
          expect(err.code).toBe('import.betfairError');
          expect(err.message).toContain('INVALID_SESSION_INFORMATION');
          expect(err.message).toContain('session expired');
        }),
        // Truncated JSON: says so, with the position.
        'truncated.json': refusedWhole((err, text) => {
          expect(err.message).toMatch(/not valid JSON/);
          expect(err.message).toContain(`position ${text.length}`);
          expect(err.where).toContain(`column ${text.length + 1}`);
          expect(err.code).toBe('import.truncated');
        }),
        // A negative stake: that bet (row 2) is left out, naming the field.
        'negative-stake.json': flagged((parsed) => {
          expect(parsed.bets.map((b) => b.sourceBetId)).not.toContain('O/23351001/0000001');
          expect(parsed.problems).toMatchObject([
            { severity: 'unreadable', row: 2, field: 'rawStake', code: 'import.amountNegative' },
          ]);
          expect(parsed.problems[0]?.source).toContain('O/23351001/0000001');
        }),
        // Odds below 1.01 on an order whose profit is known: kept without odds, with a warning.
        'odds-below-one.json': flagged((parsed) => {
          expect(parsed.bets).toHaveLength(3);
          expect(parsed.bets[2]?.oddsMilli).toBeNull();
          expect(parsed.problems).toMatchObject([
            {
              severity: 'warning',
              row: 3,
              field: 'priceMatched',
              code: 'import.oddsBelowMinimum',
              params: { odds: 0.5, min: 1.01 },
            },
          ]);
        }),
        // An unknown shape: names the formats tried.
        'unknown-shape.json': refusedWhole((err) => {
          expect(err.tried).toEqual([
            'betfair-sportsbook',
            'betfair-exchange-web',
            'betfair-exchange-api-rest',
            'betfair-exchange-api-jsonrpc',
          ]);
          expect(err.message).toMatch(/Tried: Betfair Sportsbook/);
          expect(err.message).toContain('keys data');
        }),
      },
    },
  );
});
