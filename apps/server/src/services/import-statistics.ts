import type { UploadResponse } from '@stakelab/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connection.ts';

/** An import at least this large can change what the planner should choose for its owner. */
export const ANALYZE_AFTER_BETS = 1000;

/**
 * After a large import on PostgreSQL, the planner's statistics are refreshed before the import
 * answers, so the owner's first reads are planned for the rows now there rather than for the
 * tables as autovacuum last saw them (issue 30: 4,000 bets read in 45-58 s until it caught
 * up). ANALYZE samples a bounded number of rows, so it costs about the same on any table; a
 * failure only leaves the statistics to autovacuum.
 */
export function refreshStatisticsAfterLargeImports(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): (answer: UploadResponse) => Promise<UploadResponse> {
  return async (answer) => {
    if (database.dialect !== 'postgres' || answer.inserted < ANALYZE_AFTER_BETS) return answer;
    await sql`analyze bets, selections`
      .execute(database.bulk)
      .catch((err: unknown) => log.warn({ err }, 'analyze after a large import failed'));
    return answer;
  };
}
