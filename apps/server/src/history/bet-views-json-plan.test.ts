import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { betRecord, createUserRow } from '../test/factories.ts';
import { betViewsStatement } from './bet-views-json.ts';
import { insertBets } from '../repositories/bet-inserts.ts';

const BETS = 400;
const LEGS = 2;

/** A node of EXPLAIN (ANALYZE, FORMAT JSON)'s plan. */
interface PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows every node of the plan produced or filtered out, over all its loops: the work done. */
const rowsHandled = (node: PlanNode): number =>
  (node['Actual Rows'] +
    (node['Rows Removed by Filter'] ?? 0) +
    (node['Rows Removed by Join Filter'] ?? 0)) *
    node['Actual Loops'] +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsHandled(child), 0);

/*
 * Issue 30: with the planner's statistics from before a user's bets were written (imports each
 * under the size that analyses the tables, autovacuum not yet by), the history query joined
 * an aggregate of all the user's legs to each bet by rescanning it per bet: quadratic, 35 s at
 * 10,000 bets. Counted in rows handled, not time: 400 bets of 2 legs, each leg through a dozen
 * nodes (joins, names, sort, aggregate), about 8,100-8,500 rows (21 a bet); rescanning the
 * aggregate of 800 legs per bet, 328,497.
 */
(testDialect === 'postgres' ? describeWithDatabase : describe.skip)(
  'the history query on PostgreSQL with statistics older than the bets',
  () => {
    let database: TestDatabase;
    let userId: number;

    beforeAll(async () => {
      database = await createTestDatabase();
      // Statistics exactly as this test leaves them: no autovacuum analyses behind its back.
      await sql`alter table bets set (autovacuum_enabled = off)`.execute(database.db);
      await sql`alter table selections set (autovacuum_enabled = off)`.execute(database.db);
      const early = (await createUserRow(database.db)).id;
      await insertBets(database.db, early, [betRecord(), betRecord()], new Date());
      await sql`analyze bets, selections`.execute(database.db);
      userId = (await createUserRow(database.db)).id;
      const leg = betRecord().selections[0];
      if (leg === undefined) throw new Error('betRecord has no leg to copy');
      const bets = Array.from({ length: BETS }, (_, n) =>
        betRecord({
          placedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
          selections: Array.from({ length: LEGS }, (_, l) => ({ ...leg, name: `Leg ${l}` })),
        }),
      );
      await insertBets(database.db, userId, bets, new Date());
    });
    afterAll(() => database.drop());

    it.each(['objects', 'rows'] as const)(
      'reads %s in rows handled linear in the bets, not once per bet',
      async (format) => {
        const { sql: text, parameters } = betViewsStatement(
          database.db,
          'postgres',
          userId,
          format,
        );
        const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]),
        );
        const plan = rows[0]?.['QUERY PLAN'][0].Plan;
        expect(plan?.['Actual Rows']).toBe(BETS);
        expect(plan && rowsHandled(plan)).toBeLessThan(40 * BETS);
      },
    );
  },
);
