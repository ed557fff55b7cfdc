import {
  EuroRates,
  isKnownTimeZone,
  taxReportQuerySchema,
  taxReportResponseSchema,
  TaxYearTally,
  type EuroRate,
} from '@stakelab/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_BETS } from '../plugins/api-token-auth.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { perUserLimit, tooManyRequests, type RateLimitSettings } from '../plugins/rate-limits.ts';
import { currentUser, requireUser } from '../plugins/session.ts';
import { listFxRates } from '../repositories/fx-rates.ts';
import { readTaxYearBets } from '../repositories/tax-year-bets.ts';
import type { WholeHistoryReads } from '../history/whole-history-reads.ts';
import { taxReportJson } from '../services/tax-report/tax-report-json.ts';
import { taxReportCsv } from '../services/tax-report/tax-report-csv.ts';
import { taxReportPdf } from '../services/tax-report/tax-report-pdf.ts';
import {
  PdfBuildBusy,
  PdfBuildLimited,
  type TaxReportPdfBuilds,
} from '../services/tax-report/tax-report-pdf-builds.ts';
import { TAX_REPORT_TEXTS } from '../services/tax-report/tax-report-texts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tax report PDFs kept and being built, per user (services/tax-report). */
    taxReportPdfs: TaxReportPdfBuilds;
  }
}

/** The answer to a PDF asked for while another of the user's is being built. */
export const PDF_BUSY_MESSAGE =
  'Your tax report PDF is already being prepared. Please try again in a few seconds.';
/** A PDF of 5,000 bets takes about a second to build on an idle core. */
export const PDF_BUSY_RETRY_SECONDS = 5;

/**
 * GET /api/history/tax-report?year=2026&format=json|csv|pdf&lang=en|es (issue 37 part 7): the
 * signed-in user's tax year, from their own bets only (core's taxYearReport). A history read
 * like the others (a personal API token with bets:read may ask), limited as the heavy routes
 * are and counted with the user's whole-history reads: a year can be 100,000 bets.
 *
 * A PDF costs about a second of CPU per 5,000 bets listed, so it is bounded more: the user's
 * last PDF is handed out again while nothing it shows has changed (not counted, never
 * refused), one is built per user at a time (429 with Retry-After while another is), and the
 * builds count against rateLimits.taxReportPdfBuildsPerUser (shared by every process).
 */
export const taxReportRoutes: FastifyPluginAsyncZod<{
  rateLimits: RateLimitSettings;
  wholeReads: WholeHistoryReads;
  /** The PDFs kept and being built (app.taxReportPdfs). */
  pdfs: TaxReportPdfBuilds;
}> = async (app, { rateLimits, wholeReads, pdfs }) => {
  const db = app.database.reader;
  const pdfBuildLimit = app.createRateLimit({
    ...rateLimits.taxReportPdfBuildsPerUser,
    keyGenerator: (request: FastifyRequest) => `tax-report-pdf:${currentUser(request).id}`,
  });

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

      reply.header('cache-control', 'private, no-store');
      const texts = TAX_REPORT_TEXTS[lang];
      const name = `${user.row.first_name} ${user.row.last_name}`.trim() || user.username;
      const file = `stakelab-tax-${year}-${lang}.${format}`;
      const raw = reply as FastifyReply;
      if (format === 'pdf') {
        const today = new Date().toISOString().slice(0, 10);
        // What the PDF shows comes from these: any change of them builds a new one. The bets
        // version is read before the bets, so a PDF is never kept under a newer version than
        // the bets it was built from.
        const key = JSON.stringify([
          await betsVersionOf(user.id),
          await ratesLoadedAt(),
          year,
          lang,
          timeZone,
          name,
          today,
        ]);
        const pdf = await pdfs
          .get(user.id, key, {
            beforeBuild: async () => {
              const counted = await pdfBuildLimit(request);
              if (!counted.isAllowed && counted.isExceeded) {
                throw new PdfBuildLimited(counted.ttlInSeconds);
              }
            },
            build: async () =>
              taxReportPdf(await yearReport(user.id, year, timeZone), texts, lang, name, today),
          })
          .catch((error: unknown) => {
            if (error instanceof PdfBuildLimited) throw tooManyRequests(reply, error.waitSeconds);
            if (error instanceof PdfBuildBusy) {
              reply.header('retry-after', PDF_BUSY_RETRY_SECONDS);
              throw new HttpError(429, PDF_BUSY_MESSAGE, 'TAX_REPORT_PDF_BUSY');
            }
            throw error;
          });
        reply.header('content-disposition', `attachment; filename="${file}"`);
        return raw.type('application/pdf').send(pdf);
      }

      const report = await yearReport(user.id, year, timeZone);
      // Every answer goes out as built here (Fastify serializes no text or Buffer), the JSON
      // too, written in parts; the reply's typing, the JSON answer's, is widened for them.
      if (format === 'json') {
        return raw.type('application/json; charset=utf-8').send(await taxReportJson(report));
      }
      reply.header('content-disposition', `attachment; filename="${file}"`);
      return raw.type('text/csv; charset=utf-8').send(await taxReportCsv(report, texts, name));
    },
  );

  /**
   * The user's tax year, added up page by page as the bets are read; a currency's rates are
   * loaded the first time one of its bets comes.
   */
  async function yearReport(userId: number, year: number, timeZone: string) {
    const tally = new TaxYearTally(year, timeZone);
    const loaded: EuroRate[] = [];
    const known = new Set(['EUR']);
    let rates = new EuroRates(loaded);
    await readTaxYearBets(db, userId, year, async (page) => {
      const fresh = [...new Set(page.map((b) => b.Currency ?? 'EUR'))].filter((c) => !known.has(c));
      if (fresh.length > 0) {
        for (const [currency, days] of Object.entries(await listFxRates(db, fresh))) {
          for (const [day, perEuroMicros] of days) loaded.push({ currency, day, perEuroMicros });
        }
        fresh.forEach((c) => known.add(c));
        rates = new EuroRates(loaded);
      }
      tally.add(page, rates);
    });
    return tally.report();
  }

  /** users.bets_version: it goes up with every change to the user's bets (bets-version.ts). */
  async function betsVersionOf(userId: number): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select('bets_version')
      .where('id', '=', userId)
      .executeTakeFirst();
    return Number(row?.bets_version ?? 0);
  }

  /** When the euro rates were last loaded (an admin's load stamps every rate it writes). */
  async function ratesLoadedAt(): Promise<string | null> {
    const row = await db
      .selectFrom('fx_rates')
      .select((eb) => eb.fn.max('loaded_at').as('latest'))
      .executeTakeFirst();
    return row?.latest ?? null;
  }

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
