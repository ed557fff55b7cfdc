import type { TaxEvidenceRow, TaxYearReport } from '@stakelab/core';
import { yieldToEventLoop } from '../../db/yield.ts';

/** Rows stringified between turns of the event loop. */
const ROWS_PER_TURN = 5_000;

/**
 * The JSON answer of GET /api/history/tax-report (taxReportResponseSchema's shape, which the
 * tests parse it with), written here a part at a time: a year of 100,000 bets is some 24 MB of
 * JSON, which Fastify's serializer (the zod schema checked, then one JSON.stringify) would
 * build in one go, holding the event loop for about a second.
 */
export async function taxReportJson(report: TaxYearReport): Promise<string> {
  const { evidence, unconverted, ...head } = report;
  const parts = [JSON.stringify({ success: true, ...head }).slice(0, -1)];
  const list = async (key: string, rows: readonly TaxEvidenceRow[]) => {
    parts.push(`,"${key}":[`);
    for (let i = 0; i < rows.length; i += ROWS_PER_TURN) {
      const text = JSON.stringify(rows.slice(i, i + ROWS_PER_TURN));
      parts.push(i === 0 ? text.slice(1, -1) : `,${text.slice(1, -1)}`);
      await yieldToEventLoop();
    }
    parts.push(']');
  };
  await list('evidence', evidence);
  await list('unconverted', unconverted);
  parts.push('}');
  return parts.join('');
}
