import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const HEADER =
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';

/** A StakeLab CSV export of won singles `from` … `from + count - 1`, ids prefixed by `prefix`. */
function stakelabCsv(prefix: string, count: number, from = 0): string {
  const leg =
    '"[{""SelectionName"":""Betis"",""Odds"":2.5,""EventName"":""Betis v Sevilla"",""MarketName"":""Match Odds"",""Sport"":""Football"",""Competition"":""LaLiga"",""Result"":""WON""}]"';
  const rows = Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const day = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString();
    return `${prefix}${String(i).padStart(6, '0')},manual,${day},${day},Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,Sencilla,Bet365,,,${leg}`;
  });
  return [HEADER, ...rows].join('\n');
}

// docs/decisions/020: quotas per user, refused whole before anything is written.
describeWithDatabase(`import quotas on ${testDialect}`, () => {
  describe('bets per history (MAX_BETS_PER_USER=10)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { MAX_BETS_PER_USER: '10' } });
    });
    afterAll(() => server.close());

    it('refuses an import that would go over, saying how many fit, and writes nothing', async () => {
      const user = await registerUser(server);
      const history = historyClient(server);

      const tooMany = await history.upload(user, 'upload-csv', stakelabCsv('Q', 12));
      expect(tooMany.status).toBe(403);
      expect(await bodyOf(tooMany)).toMatchObject({
        success: false,
        code: 'import.betsQuota',
        params: { max: 10, count: 0, incoming: 12, fit: 10 },
        message:
          'A history can hold at most 10 bets and yours has 0: only 10 of the 12 new bets of this import fit, so nothing was imported. Import a shorter date range, or delete bets you no longer need',
      });
      expect(await history.betsOf(user)).toEqual([]);

      const seven = await history.upload(user, 'upload-csv', stakelabCsv('Q', 7));
      expect(seven.status).toBe(200);
      expect(await bodyOf(seven)).toMatchObject({ inserted: 7 });

      // Bets 5…9: 5 to 6 are known, 7 to 9 would make 10 — and 5…11 would make 12.
      const overlapping = await history.upload(user, 'upload-csv', stakelabCsv('Q', 7, 5));
      expect(overlapping.status).toBe(403);
      expect(await bodyOf(overlapping)).toMatchObject({
        code: 'import.betsQuota',
        params: { max: 10, count: 7, incoming: 5, fit: 3 },
      });
      expect(await history.betsOf(user)).toHaveLength(7);

      // A re-import adds nothing: never refused.
      expect((await history.upload(user, 'upload-csv', stakelabCsv('Q', 7))).status).toBe(200);
      const upToTen = await history.upload(user, 'upload-csv', stakelabCsv('Q', 5, 5));
      expect(upToTen.status).toBe(200);
      expect(await bodyOf(upToTen)).toMatchObject({ inserted: 3 });
      expect(await history.betsOf(user)).toHaveLength(10);
    });
  });

  describe('megabytes uploaded per day (IMPORT_DAILY_MB=1)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { IMPORT_DAILY_MB: '1' } });
    });
    afterAll(() => server.close());

    // Three imports of 1,800 bets and a preview: over 20 s on a loaded 2-core machine.
    it("refuses the upload that would go over the day's volume, before reading it", async () => {
      const user = await registerUser(server);
      const other = await registerUser(server);
      const history = historyClient(server);
      // ~330 bytes a row: 1,800 rows are ~0.6 MB, two of them over 1 MB.
      const first = stakelabCsv('D', 1800);
      expect(first.length).toBeGreaterThan(550_000);
      expect(first.length).toBeLessThan(700_000);

      // A preview writes nothing and counts nothing.
      const preview = await history.upload(user, 'upload-csv', first, { dryRun: true });
      expect(preview.status).toBe(200);
      const written = await history.upload(user, 'upload-csv', first);
      expect(written.status).toBe(200);
      expect(await bodyOf(written)).toMatchObject({ inserted: 1800 });

      const second = await history.upload(user, 'upload-csv', stakelabCsv('E', 1800));
      expect(second.status).toBe(429);
      const seconds = Number(second.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(24 * 3600);
      const refusal = await bodyOf(second);
      expect(refusal).toMatchObject({ success: false, code: 'import.dailyQuota' });
      expect(refusal.params.maxMb).toBe(1);
      expect(refusal.params.usedMb).toBeGreaterThanOrEqual(0.5);
      expect(refusal.params.usedMb).toBeLessThanOrEqual(0.7);
      expect(refusal.params.sizeMb).toBeGreaterThanOrEqual(0.5);
      expect(refusal.message).toContain('You can upload at most 1 MB of histories a day');
      expect(await history.betsOf(user)).toHaveLength(1800);

      // A small one still fits; another user's day is their own.
      expect((await history.upload(user, 'upload-csv', stakelabCsv('F', 10))).status).toBe(200);
      expect((await history.upload(other, 'upload-csv', stakelabCsv('E', 1800))).status).toBe(200);
    }, 60_000);
  });
});
