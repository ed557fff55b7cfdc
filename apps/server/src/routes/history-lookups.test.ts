import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBets } from '../repositories/bet-inserts.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect, type TestDatabase } from '../test/database.ts';
import { betRecord } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * The history's reads that would go through every bet of the user (issue 30): the pickers'
 * labels and the newest bets of a first visit. One account asking for them in a loop must
 * not cost the database (on SQLite, the event loop) a pass over its history each time.
 */

const LABELS = '/api/history/bet-labels';
const NEWEST = '/api/history/user-bets/newest';
const CHANGES = '/api/history/user-bets/changes';

/** The SQL of every statement the app runs, as it runs it. */
function countingStatements(database: TestDatabase) {
  const statements: string[] = [];
  const compiled: CompiledQuery[] = [];
  const counter = (kysely: TestDatabase['db']): KyselyPlugin => ({
    transformQuery({ node, queryId }) {
      const query = kysely.getExecutor().compileQuery(node, queryId);
      compiled.push(query);
      statements.push(query.sql.toLowerCase());
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return {
    statements,
    compiled,
    connect: () => ({
      ...database,
      db: database.db.withPlugin(counter(database.db)),
      reader: database.reader.withPlugin(counter(database.reader)),
      // The test server drops the database itself.
      destroy: async () => undefined,
    }),
  };
}

/** Statements since `from` that read one of the user's columns over all their bets. */
const scans = (statements: readonly string[], from: number) =>
  statements
    .slice(from)
    .filter((text) => /select distinct|count\(\*\)/.test(text) && /from "bets"/.test(text));

const placed = (minute: number) => new Date(Date.UTC(2026, 2, 1, 18, minute)).toISOString();

describeWithDatabase(
  `labels and newest bets without a pass over the history on ${testDialect}`,
  () => {
    let server: TestServer;
    let counted: ReturnType<typeof countingStatements>;
    let ana: RegisteredUser;
    let anaBetIds: number[];

    beforeAll(async () => {
      let handle: ReturnType<typeof countingStatements> | undefined;
      server = await startTestServer({
        connect: (database) => {
          handle = countingStatements(database);
          return handle.connect();
        },
      });
      if (!handle) throw new Error('the app was not connected through the counter');
      counted = handle;
      ana = await registerUser(server);
      await insertBets(
        server.database.db,
        ana.userId,
        [
          betRecord({ sourceBetId: 'A1', placedAt: placed(1), bookmaker: 'Bet365', tags: ['nba'] }),
          betRecord({
            sourceBetId: 'A2',
            placedAt: placed(2),
            bookmaker: 'bet365',
            tipster: 'Tom',
          }),
          betRecord({
            sourceBetId: 'A3',
            placedAt: placed(3),
            bookmaker: 'Betfair',
            tags: ['live'],
          }),
        ],
        new Date(),
      );
      const rows = await server.database.db
        .selectFrom('bets')
        .select(['id', 'source_bet_id'])
        .where('user_id', '=', ana.userId)
        .orderBy('source_bet_id')
        .execute();
      anaBetIds = rows.map((row) => row.id);
    });
    afterAll(() => server.close());

    const get = async (path: string, user: RegisteredUser) => {
      const res = await server.request(path, { headers: { cookie: user.cookie } });
      expect(res.status).toBe(200);
      return res.json() as Promise<Record<string, unknown>>;
    };

    it('reads the labels once per bets version, and again after a write', async () => {
      // Sorted without regard to case, each name once (its first spelling in that order).
      const expected = {
        success: true,
        bookmakers: ['Bet365', 'Betfair'],
        tipsters: ['Tom'],
        tags: ['live', 'nba'],
      };
      // Three scans (bookmakers, tipsters, tags); on SQLite first the count of the user's bets
      // that says whether a read thread reads them (3 bets, under 2,000: read here).
      const labelScans = testDialect === 'sqlite' ? 1 + 3 : 3;
      let from = counted.statements.length;
      expect(await get(LABELS, ana)).toEqual(expected);
      expect(scans(counted.statements, from)).toHaveLength(labelScans);

      from = counted.statements.length;
      expect(await get(LABELS, ana)).toEqual(expected);
      expect(await get(LABELS, ana)).toEqual(expected);
      expect(scans(counted.statements, from)).toEqual([]);

      // A tag set by hand is a write under a new version: the next read sees it.
      const tagged = await server.request(`/api/history/bets/${anaBetIds[1]}/tags`, {
        method: 'PATCH',
        headers: { cookie: ana.cookie },
        json: { tags: ['Props'] },
      });
      expect(tagged.status).toBe(200);
      from = counted.statements.length;
      expect(await get(LABELS, ana)).toEqual({ ...expected, tags: ['live', 'nba', 'Props'] });
      expect(scans(counted.statements, from)).toHaveLength(labelScans);
    });

    it('counts the newest bets from the history held at the version, not the table', async () => {
      const bruno = await registerUser(server);
      await insertBets(
        server.database.db,
        bruno.userId,
        [1, 2, 3, 4].map((minute) =>
          betRecord({ sourceBetId: `B${minute}`, placedAt: placed(minute) }),
        ),
        new Date(),
      );
      // Nothing held yet for Bruno: counted by the database.
      let from = counted.statements.length;
      const first = await get(`${NEWEST}?limit=2`, bruno);
      expect(first.total).toBe(4);
      expect(scans(counted.statements, from)).toHaveLength(1);

      // His whole history read once (a first visit does that beside the newest bets): held.
      expect((await get(CHANGES, bruno)).full).toBe(true);
      from = counted.statements.length;
      const newest = await get(`${NEWEST}?limit=2`, bruno);
      expect(newest.total).toBe(4);
      // The two placed last, newest first; the rows' second field is the bet's own id.
      expect((newest.bets as unknown[][]).map((row) => row[1])).toEqual(['B4', 'B3']);
      expect(scans(counted.statements, from)).toEqual([]);

      // SQLite (no statistics, as the app runs it): the bets are looked up by the ids the
      // index of the history's order gives, not found by walking every bet of the user.
      if (testDialect === 'sqlite') {
        const newestQuery = counted.compiled
          .slice(from)
          .find((query) => query.sql.includes('order by b.placed_at desc'));
        if (!newestQuery) throw new Error('the newest bets were not read');
        const plan = await server.database.reader.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${newestQuery.sql}`, [...newestQuery.parameters]),
        );
        const steps = plan.rows.map((row) => row.detail);
        expect(steps).toContain('SEARCH b USING INTEGER PRIMARY KEY (rowid=?)');
        expect(steps).toContain('SEARCH bets USING COVERING INDEX bets_user_placed_at (user_id=?)');
        expect(steps.filter((step) => /^SCAN (b|bets)\b/.test(step))).toEqual([]);
      }
    });
  },
);

describeWithDatabase(`labels and newest bets limited per user on ${testDialect}`, () => {
  let server: TestServer;
  let ana: RegisteredUser;
  let bruno: RegisteredUser;

  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { historyLookupsPerUser: { max: 3, timeWindow: '1 minute' } },
    });
    ana = await registerUser(server);
    bruno = await registerUser(server);
  });
  afterAll(() => server.close());

  describe.each([LABELS, `${NEWEST}?limit=50`])('%s', (path) => {
    it('answers 429 with Retry-After past the limit, for that user only', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await server.request(path, { headers: { cookie: ana.cookie } });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(await res.json()).toMatchObject({
            success: false,
            code: 'RATE_LIMITED',
            message: expect.stringMatching(/^Too many requests\. Please try again in \d+ /),
          });
        } else await res.arrayBuffer();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const other = await server.request(path, { headers: { cookie: bruno.cookie } });
      expect(other.status).toBe(200);
    });
  });
});
