import fs from 'node:fs';
import path from 'node:path';
import type { BetView } from '@stakelab/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCsv, textToCents } from '../../../../tools/pikkit-export.ts';
import { describeSharedFixtures } from '../../../../tools/shared-fixtures.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * Betfair Exchange's website downloads of one account (../shared/fixtures/real-world, see its
 * README), in Portuguese, imported through the HTTP API. Expected figures come from our own
 * reading of the raw text (column positions, brackets for losses), not from the importer.
 */

const PNL = 'betfair-web-pnl-bets-ptbr-viniverk.csv';
const SETTLED = 'betfair-web-settled-ptbr-viniverk-early.csv';

/** "(19.13)" → −1913, " 20.00 " → 2000. */
const bracketCents = (text: string) => {
  const t = text.trim();
  return t.startsWith('(') ? -textToCents(t.slice(1, -1)) : textToCents(t);
};
const cents = (euros: number) => Math.round(euros * 100);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describeSharedFixtures('Betfair website downloads over HTTP', 'real-world', (dir) => {
  const file = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  // By position: the header's first cell carries the file's byte-order mark.
  const rowsOf = (name: string) => readCsv(file(name)).map((r) => Object.values(r));
  // P&L: 3 = bet id, 8 = stake, 11 = profit/loss. Settled: 2 = description, 5 = stake, 7 = P/L.
  const pnl = rowsOf(PNL).map((r) => ({
    id: r[3] ?? '',
    stake: bracketCents(r[8] ?? ''),
    net: bracketCents(r[11] ?? ''),
    lay: r[2] === 'Contra',
  }));
  const settled = rowsOf(SETTLED).map((r) => ({
    id: /Betfair 1:(\d+)/.exec(r[2] ?? '')?.[1] ?? '',
    stake: bracketCents(r[5] ?? ''),
    net: bracketCents(r[7] ?? ''),
  }));

  describeWithDatabase(`on ${testDialect}`, () => {
    let server: TestServer;
    let api: ReturnType<typeof historyClient>;
    beforeAll(async () => {
      server = await startTestServer();
      api = historyClient(server);
    });
    afterAll(() => server.close());

    const imported = async (user: RegisteredUser, name: string) => {
      const res = await api.upload(user, 'upload-csv', file(name), {});
      const answer = await bodyOf(res);
      expect(res.status, JSON.stringify(answer).slice(0, 500)).toBe(200);
      return answer;
    };
    const totals = (bets: readonly BetView[]) => ({
      bets: bets.length,
      stake: sum(bets.map((b) => cents(b.Stake))),
      net: sum(bets.map((b) => cents(b.NetReturn))),
    });

    it('imports Betting P&L by bet: 1,070 bets, backs and lays, losses in brackets', async () => {
      const user = await registerUser(server);
      expect(await imported(user, PNL)).toMatchObject({ inserted: pnl.length, skipped: 0 });
      const bets = await api.betsOf(user);
      expect(totals(bets)).toEqual({
        bets: 1070,
        stake: sum(pnl.map((b) => b.stake)),
        net: sum(pnl.map((b) => b.net)),
      });
      expect(bets.filter((b) => b.Side === 'LAY')).toHaveLength(pnl.filter((b) => b.lay).length);
      expect(await imported(user, PNL)).toMatchObject({ inserted: 0, updated: 0 });
    });

    it('imports the settled-bets download: the bet id from its description', async () => {
      const user = await registerUser(server);
      expect(await imported(user, SETTLED)).toMatchObject({ inserted: settled.length });
      const bets = await api.betsOf(user);
      expect(totals(bets)).toEqual({
        bets: 1000,
        stake: sum(settled.map((b) => b.stake)),
        net: sum(settled.map((b) => b.net)),
      });
      expect(new Set(bets.map((b) => b.BetId))).toEqual(new Set(settled.map((b) => b.id)));
    });

    it.each([
      [PNL, SETTLED],
      [SETTLED, PNL],
    ])('both downloads of one account count each bet once (%s first)', async (first, second) => {
      const ids = new Set([...pnl.map((b) => b.id), ...settled.map((b) => b.id)]);
      const byId = new Map([...settled, ...pnl].map((b) => [b.id, b]));
      const user = await registerUser(server);
      await imported(user, first);
      await imported(user, second);
      const bets = await api.betsOf(user);
      expect(totals(bets)).toEqual({
        bets: ids.size, // 1,070: the settled file's 1,000 are among them
        stake: sum([...byId.values()].map((b) => b.stake)),
        net: sum([...byId.values()].map((b) => b.net)),
      });
      // Each bet whole: the P&L's market and selection, the settled file's settle time.
      const common = bets.filter((b) => settled.some((s) => s.id === b.BetId));
      expect(common.every((b) => b.SettledDate !== null && b.Selections.length === 1)).toBe(true);
      // Again, in either order: nothing changes.
      expect(await imported(user, first)).toMatchObject({ inserted: 0, updated: 0 });
      expect(await imported(user, second)).toMatchObject({ inserted: 0, updated: 0 });
    });
  });
});
