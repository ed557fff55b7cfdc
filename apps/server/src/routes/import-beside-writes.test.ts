import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { createImportPool } from '../services/import-pool.ts';

const HEADER =
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';

/** A StakeLab CSV export of `count` won singles, one selection each, ids prefixed by `prefix`. */
function stakelabCsv(prefix: string, count: number): string {
  const leg =
    '"[{""SelectionName"":""Betis"",""Odds"":2.5,""EventName"":""Betis v Sevilla"",""MarketName"":""Match Odds"",""Sport"":""Football"",""Competition"":""LaLiga"",""Result"":""WON""}]"';
  const rows = Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
    return `${prefix}${String(i).padStart(6, '0')},manual,${day},${day},Football,LaLiga,Betis v Sevilla,2.5,WON,10.00,25.00,15.00,Sencilla,Bet365,,,${leg}`;
  });
  return [HEADER, ...rows].join('\n');
}

/** Enough bets that today's one-transaction import held SQLite's writer for seconds. */
const IMPORT_BETS = 30_000;

/** The other user's write, timed. */
interface TimedWrite {
  kind: 'add-bet' | 'login';
  startedAt: number;
  ms: number;
  /** Whether the importer's bets were still invisible when it answered. */
  beforeImportShown: boolean;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

// docs/decisions/020: one user's large import must not hold another user's writes. On SQLite
// the import is staged in short transactions; on PostgreSQL row locks let others write beside
// its one transaction. Either way another user adds bets and logs in while it is written.
describeWithDatabase(`another user's writes during a large import on ${testDialect}`, () => {
  let server: TestServer;
  /** Resolves when the import's parse is done: from then on it is writing. */
  let parsed!: Promise<number>;
  beforeAll(async () => {
    const pool = createImportPool();
    const parse = pool.parse.bind(pool);
    let parseDone!: (at: number) => void;
    parsed = new Promise((resolve) => (parseDone = resolve));
    pool.parse = async (userId, task) => {
      const answer = await parse(userId, task);
      parseDone(performance.now());
      return answer;
    };
    server = await startTestServer({ importPool: pool });
  });
  afterAll(() => server.close());

  it('add-bet and login answer while the import is written, each well under a second', async () => {
    const importer = await registerUser(server);
    const other: RegisteredUser = await registerUser(server);
    const history = historyClient(server);
    const importerBets = async () =>
      Number(
        (
          await server.database.reader
            .selectFrom('bets')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', importer.userId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    let importAnswered = false;
    const importing = history
      .upload(importer, 'upload-csv', stakelabCsv('BIG', IMPORT_BETS))
      .then(async (res) => {
        importAnswered = true;
        return { status: res.status, body: await bodyOf(res) };
      });
    const writingFrom = await parsed;

    // The other user writes one after another until the import has answered.
    const writes: TimedWrite[] = [];
    for (let i = 0; !importAnswered; i += 1) {
      const kind = i % 4 === 3 ? 'login' : 'add-bet';
      const startedAt = performance.now();
      const res =
        kind === 'login'
          ? await login(server, other.email, other.password)
          : await history.addBet(other, {
              placedDate: '2026-05-04T10:00:00.000Z',
              sportName: 'Football',
              competitionName: 'LaLiga',
              originalOdds_decimal: 2,
              status: 'LOST',
              eventDescription: `During the import ${i}`,
              selections: [{ SelectionName: 'Betis', Odds: 2 }],
              stake: 5,
            });
      const ms = performance.now() - startedAt;
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      writes.push({ kind, startedAt, ms, beforeImportShown: (await importerBets()) === 0 });
    }
    const imported = await importing;
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ inserted: IMPORT_BETS });

    // Writes made once the import was writing and that answered before it was shown: with the
    // import holding SQLite's writer in one transaction there were none (each waited for its
    // commit: 0 of 1 here, that one answered after 1.5 s).
    const duringImport = writes.filter((w) => w.startedAt >= writingFrom && w.beforeImportShown);
    const latencies = writes.filter((w) => w.startedAt >= writingFrom).map((w) => w.ms);
    console.info(
      `${testDialect}: ${duringImport.length} of ${latencies.length} writes answered before the import was shown; ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
    );
    expect(duringImport.length).toBeGreaterThanOrEqual(3);
    expect(duringImport.some((w) => w.kind === 'login')).toBe(true);
    // The target, ~200 ms at the 95th percentile, is the bench's (bench/import-stall-bench.ts:
    // 55 ms there). These bounds only catch a write held for seconds and leave room for a busy
    // 2-core machine: a login hashes a password (~100 ms of CPU alone), and the writes that
    // arrive during the final copy wait for it (~250 ms for 30,000 bets, up to ~850 ms seen
    // under load; docs/decisions/020).
    expect(percentile(latencies, 95)).toBeLessThan(1000);
    expect(Math.max(...latencies)).toBeLessThan(3000);
  }, 180_000);
});
