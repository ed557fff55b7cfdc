import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sportsbookHistory } from '../../../../bench/lib/sportsbook-history.ts';
import { registerUser } from '../test/accounts.ts';
import { testDialect } from '../test/database.ts';
import { historyClient } from '../test/history-client.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describe.skipIf(testDialect !== 'postgres' || !inject('postgresServerUrl'))(
  'planner statistics after an import on PostgreSQL',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    /** When the bets table was last analysed by hand (autovacuum's own runs are not counted). */
    const lastAnalyze = async () => {
      const { rows } = await sql<{ at: string | null }>`
        select last_analyze as at from pg_stat_user_tables where relname = 'bets'`.execute(
        server.database.db,
      );
      return rows[0]?.at ?? null;
    };
    const importBets = async (count: number, first: number) => {
      const user = await registerUser(server);
      const res = await historyClient(server).upload(
        user,
        'upload-betfair-json',
        sportsbookHistory(count, first),
      );
      expect(res.status).toBe(200);
      expect((await bodyOf(res)).inserted).toBe(count);
    };

    it('leaves a small import to autovacuum, and analyses before a 1,000-bet import answers', async () => {
      await importBets(999, 0);
      expect(await lastAnalyze()).toBeNull();
      await importBets(1000, 10_000);
      expect(await lastAnalyze()).not.toBeNull();
    });
  },
);
