import fs from 'node:fs';
import path from 'node:path';
import type { BetView } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isOpen, readCsv, statusOf, textToCents } from '../../../../tools/pikkit-export.ts';
import { describeSharedFixtures } from '../../../../tools/shared-fixtures.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient, withoutIds } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * Real exports nobody on this team wrote (../shared/fixtures/real-world, see its README),
 * imported through the HTTP API. Every expected figure is worked out from the raw files with
 * our own reading (tools/pikkit-export.ts: a small RFC 4180 reader and decimal-text
 * arithmetic), never with the importers under test.
 */

const sumCents = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const cents = (euros: number) => Math.round(euros * 100);
const byBetId = (bets: readonly BetView[]) =>
  [...bets].sort((a, b) => (a.BetId < b.BetId ? -1 : a.BetId > b.BetId ? 1 : 0));

/** What a Pikkit row should become, by tools/pikkit-export.ts's reading of Pikkit's columns. */
function expectedPikkitBet(row: Record<string, string>) {
  return {
    status: statusOf(row),
    stakeCents: textToCents(row['amount'] ?? ''),
    // An open bet has made nothing yet (Pikkit writes 0.00 as its profit).
    netCents: isOpen(row) ? 0 : textToCents(row['profit'] || '0'),
  };
}

describeSharedFixtures('real-world exports over HTTP', 'real-world', (dir) => {
  const file = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  const PIKKIT_1 = 'pikkit-jmahotiedu-transactions.csv';
  const PIKKIT_2 = 'pikkit-jmahotiedu-total_transactions.csv';

  describeWithDatabase(`on ${testDialect}`, () => {
    let server: TestServer;
    let api: ReturnType<typeof historyClient>;
    beforeAll(async () => {
      server = await startTestServer();
      api = historyClient(server);
    });
    afterAll(() => server.close());

    const imported = async (user: RegisteredUser, name: string, choices = {}) => {
      const endpoint = name.endsWith('.csv') ? 'upload-csv' : 'upload-betfair-json';
      const res = await api.upload(user, endpoint, file(name), choices);
      const answer = await bodyOf(res);
      expect(res.status, JSON.stringify(answer).slice(0, 500)).toBe(200);
      return answer;
    };

    it(
      'previews Pikkit export 1 (the odds problem, 22 open), then imports it with the right numbers',
      { timeout: 120_000 },
      async () => {
        const rows = readCsv(file(PIKKIT_1));
        const expected = rows.map(expectedPikkitBet);
        // The one row whose odds (0.84) are below 1.01: its CSV line is its index + 2.
        const lowOddsIndex = rows.findIndex((r) => r['odds'] !== '' && Number(r['odds']) < 1.01);
        expect(lowOddsIndex).toBeGreaterThanOrEqual(0);
        const open = expected.filter((b) => b.status === 'PENDING').length;
        expect(open).toBe(22);

        const user = await registerUser(server);
        const preview = await imported(user, PIKKIT_1, { dryRun: true });
        expect(preview).toMatchObject({
          dryRun: true,
          format: 'pikkit-csv',
          inserted: rows.length,
          open: 22,
          unreadable: [],
        });
        expect(preview.warnings).toEqual([
          expect.objectContaining({
            severity: 'warning',
            row: lowOddsIndex + 2,
            field: 'odds',
            code: 'import.oddsBelowMinimum',
          }),
        ]);
        expect(await api.betsOf(user)).toEqual([]);

        expect(await imported(user, PIKKIT_1)).toMatchObject({
          inserted: rows.length,
          open: 22,
        });
        const bets = await api.betsOf(user);
        expect(bets).toHaveLength(rows.length);
        expect(bets.filter((b) => b.Status === 'PENDING')).toHaveLength(22);
        expect(sumCents(bets.map((b) => cents(b.Stake)))).toBe(
          sumCents(expected.map((b) => b.stakeCents)),
        );
        expect(sumCents(bets.map((b) => cents(b.NetReturn)))).toBe(
          sumCents(expected.map((b) => b.netCents)),
        );
        // Per bet: status, stake and net as the row says.
        const stored = new Map(bets.map((b) => [b.BetId, b]));
        const actual = rows.map((row) => {
          const bet = stored.get(row['bet_id'] ?? '');
          return (
            bet && {
              status: bet.Status,
              stakeCents: cents(bet.Stake),
              netCents: cents(bet.NetReturn),
            }
          );
        });
        expect(actual).toEqual(expected);
        // The bet with the exporter's odds mistake is kept, without odds.
        expect(stored.get(rows[lowOddsIndex]?.['bet_id'] ?? '')).toMatchObject({ Odds: null });
      },
    );

    it(
      'updates the 21 bets that settled when Pikkit export 2 comes on top, and leaves what export 2 alone leaves',
      { timeout: 180_000 },
      async () => {
        const first = readCsv(file(PIKKIT_1));
        const second = readCsv(file(PIKKIT_2));
        const later = new Map(second.map((r) => [r['bet_id'], r]));
        // Open in export 1, settled in export 2: the bets the second import must update.
        const settledSince = first
          .filter((r) => r['status'] === 'PLACED')
          .map((r) => later.get(r['bet_id']))
          .filter((r) => r !== undefined && r['status'] !== 'PLACED');
        expect(settledSince).toHaveLength(21);
        const byStatus: Record<string, number> = {};
        for (const r of settledSince) {
          const status = expectedPikkitBet(r ?? {}).status ?? '?';
          byStatus[status] = (byStatus[status] ?? 0) + 1;
        }
        const newBets = second.length - first.length; // export 2 is a superset of export 1

        const both = await registerUser(server);
        await imported(both, PIKKIT_1);
        const answer = await imported(both, PIKKIT_2);
        expect(answer).toMatchObject({
          inserted: newBets,
          updated: 21,
          updatedByStatus: byStatus,
          conflicts: 0,
          unchanged: first.length - 21,
          open: second.filter((r) => r['status'] === 'PLACED').length,
        });
        const bets = new Map((await api.betsOf(both)).map((b) => [b.BetId, b]));
        for (const row of settledSince) {
          const want = expectedPikkitBet(row ?? {});
          expect(bets.get(row?.['bet_id'] ?? '')).toMatchObject({
            Status: want.status,
            NetReturn: want.netCents / 100,
          });
        }

        const secondOnly = await registerUser(server);
        await imported(secondOnly, PIKKIT_2);
        expect(withoutIds(byBetId(await api.betsOf(both)))).toEqual(
          withoutIds(byBetId(await api.betsOf(secondOnly))),
        );
      },
    );

    it('says that a Betfair page with moreAvailable is one page of several', async () => {
      const raw = JSON.parse(file('betfair-api-jsonrpc-betcode-list_cleared_orders.json'));
      const orders = raw.result.clearedOrders as Array<{ profit: number }>;
      const user = await registerUser(server);
      const answer = await imported(user, 'betfair-api-jsonrpc-betcode-list_cleared_orders.json');
      expect(answer).toMatchObject({ inserted: orders.length, morePages: true });
      // One LAY order at 1.22 for 2.00 that lost: −0.44 (no commission on a loss).
      expect((await api.betsOf(user))[0]).toMatchObject({ Side: 'LAY', NetReturn: -0.44 });
    });

    it('imports the 14 Exchange API orders with the profit Betfair states, and an empty page', async () => {
      const raw = JSON.parse(file('betfair-api-jsonrpc-limx0-list_cleared_orders.json'));
      const orders = raw.result.clearedOrders as Array<{ profit: number }>;
      const user = await registerUser(server);
      expect(
        await imported(user, 'betfair-api-jsonrpc-limx0-list_cleared_orders.json'),
      ).toMatchObject({ inserted: 14, morePages: false });
      const bets = await api.betsOf(user);
      expect(bets).toHaveLength(orders.length);
      // No commission rate on the profile and none in the data: net is Betfair's profit.
      expect(sumCents(bets.map((b) => cents(b.NetReturn)))).toBe(
        sumCents(orders.map((o) => textToCents(String(o.profit)))),
      );
      expect(
        await imported(user, 'betfair-api-jsonrpc-limx0-list_cleared_orders_empty.json'),
      ).toMatchObject({ inserted: 0, skipped: 0 });
    });

    it('takes the commission rate on the profile off each market’s net winnings', async () => {
      const raw = JSON.parse(file('betfair-api-jsonrpc-limx0-list_cleared_orders.json'));
      const orders = raw.result.clearedOrders as Array<{ marketId: string; profit: number }>;
      // Per market: the sum of its orders' profits; when positive, 5 % of it to the cent,
      // halves up (away from zero for a positive amount): 0.49 € → 2.45 cents → 2 cents.
      const byMarket = new Map<string, number>();
      for (const o of orders) {
        const profit = textToCents(String(o.profit));
        byMarket.set(o.marketId, (byMarket.get(o.marketId) ?? 0) + profit);
      }
      const commission = sumCents(
        [...byMarket.values()].map((net) => (net > 0 ? Math.round((net * 500) / 10_000) : 0)),
      );
      const user = await registerUser(server);
      const profile = await server.request('/api/auth/update-profile', {
        json: { first_name: 'Lucia', last_name: 'Fernandez', exchange_commission_ratio: 0.05 },
        headers: { cookie: user.cookie },
      });
      expect(profile.status).toBe(200);
      await imported(user, 'betfair-api-jsonrpc-limx0-list_cleared_orders.json');
      const bets = await api.betsOf(user);
      expect(sumCents(bets.map((b) => cents(b.Commission ?? 0)))).toBe(commission);
      expect(sumCents(bets.map((b) => cents(b.NetReturn)))).toBe(
        sumCents(orders.map((o) => textToCents(String(o.profit)))) - commission,
      );
    });
  });
});
