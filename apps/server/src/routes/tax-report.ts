import {
  EuroRates,
  isKnownTimeZone,
  taxReportQuerySchema,
  taxReportResponseSchema,
  TaxYearTally,
  type EuroRate,
} from '@stakelab/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { perUserLimit, type RateLimitSettings } from '../plugins/rate-limits.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { listFxRates } from '../repositories/fx-rates.ts';
import { readTaxYearBets } from '../repositories/tax-year-bets.ts';
import type { WholeHistoryReads } from '../history/whole-history-reads.ts';
import { taxReportJson } from '../services/tax-report/tax-report-json.ts';
import { taxReportCsv } from '../services/tax-report/tax-report-csv.ts';
import { taxReportPdf } from '../services/tax-report/tax-report-pdf.ts';
import { TAX_REPORT_TEXTS } from '../services/tax-report/tax-report-texts.ts';

/**
 * GET /api/history/tax-report?year=2026&format=json|csv|pdf&lang=en|es (issue 37 part 7): the
 * signed-in user's tax year, from their own bets only (core's taxYearReport). A history read
 * like the others (a personal API token with bets:read may ask), limited as the heavy routes
 * are and counted with the user's whole-history reads: a year can be 100,000 bets.
 */
export const taxReportRoutes: FastifyPluginAsyncZod<{
  rateLimits: RateLimitSettings;
  wholeReads: WholeHistoryReads;
}> = async (app, { rateLimits, wholeReads }) => {
  const db = app.database.reader;

  app.get(
    '/api/history/tax-report',
    {
      schema: {
        querystring: taxReportQuerySchema,
        // The JSON answer's shape, documented (/api/docs); the handler writes it itself.
        response: { 200: taxReportResponseSchema },
      },
      onRequest: requireUser,
      config: { rateLimit: perUserLimit(rateLimits.heavyPerUser), ...READ_BETS },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { year, format, lang } = request.query;
      const timeZone = await timeZoneOf(user.id, request.query.timeZone);
      wholeReads.enter(user.id, reply);

      // Added up page by page as the bets are read; a currency's rates are loaded the first
      // time one of its bets comes.
      const tally = new TaxYearTally(year, timeZone);
      const loaded: EuroRate[] = [];
      const known = new Set(['EUR']);
      let rates = new EuroRates(loaded);
      await readTaxYearBets(db, user.id, year, async (page) => {
        const fresh = [...new Set(page.map((b) => b.Currency ?? 'EUR'))].filter(
          (c) => !known.has(c),
        );
        if (fresh.length > 0) {
          for (const [currency, days] of Object.entries(await listFxRates(db, fresh))) {
            for (const [day, perEuroMicros] of days) loaded.push({ currency, day, perEuroMicros });
          }
          fresh.forEach((c) => known.add(c));
          rates = new EuroRates(loaded);
        }
        tally.add(page, rates);
      });
      const report = tally.report();

      reply.header('cache-control', 'private, no-store');
      // Every answer goes out as built here (Fastify serializes no text or Buffer), the JSON
      // too, written in parts; the reply's typing, the JSON answer's, is widened for them.
      const raw = reply as FastifyReply;
      if (format === 'json') {
        return raw.type('application/json; charset=utf-8').send(await taxReportJson(report));
      }

      const texts = TAX_REPORT_TEXTS[lang];
      const name = `${user.row.first_name} ${user.row.last_name}`.trim() || user.username;
      const file = `stakelab-tax-${year}-${lang}.${format}`;
      reply.header('content-disposition', `attachment; filename="${file}"`);
      if (format === 'csv') {
        return raw.type('text/csv; charset=utf-8').send(await taxReportCsv(report, texts, name));
      }
      const today = new Date().toISOString().slice(0, 10);
      return raw.type('application/pdf').send(await taxReportPdf(report, texts, lang, name, today));
    },
  );

  /** The zone asked for, else the user's notification settings' zone, else the server's. */
  async function timeZoneOf(userId: number, asked: string | undefined): Promise<string> {
    if (asked !== undefined) {
      if (!isKnownTimeZone(asked)) {
        throw new HttpError(400, 'Unknown time zone.', 'VALIDATION_ERROR', [
          { field: 'timeZone', message: 'invalidTimeZone' },
        ]);
      }
      return asked;
    }
    const settings = await db
      .selectFrom('notification_settings')
      .select('time_zone')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const saved = settings?.time_zone;
    return saved && isKnownTimeZone(saved) ? saved : app.config.timeZone;
  }
};
