import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedDataDirCheck, probeDataDir } from '../services/data-dir-check.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

const HEADER =
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';

/** A StakeLab CSV export of `count` won singles, one selection each, ids prefixed by `prefix`. */
function stakelabCsv(prefix: string, count: number): string {
  const leg =
    '"[{""SelectionName"":""Betis"",""Odds"":2.5,""EventName"":""Betis v Sevilla"",""MarketName"":""Match Odds"",""Sport"":""Football"",""Competition"":""LaLiga"",""Result"":""WON""}]"';
  const rows = Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
    return `${prefix}${String(i).padStart(5, '0')},manual,${day},${day},Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,Sencilla,Bet365,,,${leg}`;
  });
  return [HEADER, ...rows].join('\n');
}

// The disk filling up under SQLite, without mounting anything: the writer connection is allowed
// no more pages than the file has (PRAGMA max_page_count), so the next page SQLite needs fails
// with SQLITE_FULL exactly as a full disk does. A mounted full disk is the fault script's part
// (tools/faults/disk-full.ts).
describe.skipIf(testDialect !== 'sqlite')('a full disk under SQLite', () => {
  let server: TestServer;
  let user: RegisteredUser;
  let probes = 0;
  const history = () => historyClient(server);
  const pageCount = async () =>
    (await sql<{ page_count: number }>`pragma page_count`.execute(server.database.db)).rows[0]
      ?.page_count ?? 0;
  const countRows = async (table: 'bets' | 'selections') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer({
      // A clock that stands still: health probes again only when something says so.
      dataDirCheck: cachedDataDirCheck({
        probe: () => {
          probes += 1;
          return probeDataDir(server.config.dataDir);
        },
        now: () => 0,
      }),
    });
    user = await registerUser(server);
    const first = await history().upload(user, 'upload-csv', stakelabCsv('FIRST', 3));
    expect(first.status).toBe(200);
  });
  afterAll(() => server.close());

  it('refuses an import with 507 naming the full disk, keeps nothing of it, and still serves reads', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
    const probesBefore = probes;
    // The same connection the app writes through (one SQLite writer).
    await sql.raw(`pragma max_page_count = ${await pageCount()}`).execute(server.database.db);
    try {
      const res = await history().upload(user, 'upload-csv', stakelabCsv('FULL', 400));
      expect(res.status).toBe(507);
      expect(await bodyOf(res)).toEqual({
        success: false,
        message: "The server's disk is full: nothing was saved. Try again later.",
        code: 'STORAGE_FULL',
      });
      // Nothing partial: the 3 bets and 3 selections of the first import, no more.
      expect(await countRows('bets')).toBe(3);
      expect(await countRows('selections')).toBe(3);
      const bets = await history().betsOf(user);
      expect(bets.map((b) => b.BetId).sort()).toEqual(['FIRST00000', 'FIRST00001', 'FIRST00002']);
      // The refusal sends health to look at DATA_DIR again (this one has room: 200).
      expect((await server.request('/api/health')).status).toBe(200);
      expect(probes).toBe(probesBefore + 1);
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(server.database.db);
    }
  });

  it('takes the same import once there is room again', async () => {
    const res = await history().upload(user, 'upload-csv', stakelabCsv('FULL', 400));
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toMatchObject({ inserted: 400, selections: 400 });
    expect(await countRows('bets')).toBe(403);
    expect(await countRows('selections')).toBe(403);
  });
});
