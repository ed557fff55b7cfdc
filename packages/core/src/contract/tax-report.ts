import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR } from './request-fields.ts';

/**
 * GET /api/history/tax-report (issue 37 part 7): a calendar year's settled bets per bookmaker
 * in euros, with the bets as evidence (analytics/tax-year.ts computes it). JSON for the web's
 * "Tax year" section; a CSV and a PDF, in English or Spanish, to keep or hand to an adviser.
 */

export const TAX_REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export const TAX_REPORT_LANGUAGES = ['en', 'es'] as const;
export type TaxReportLanguage = (typeof TAX_REPORT_LANGUAGES)[number];

export const taxReportQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'invalidYear' })
    .int('invalidYear')
    .min(FIRST_YEAR, 'invalidYear')
    .max(LAST_YEAR, 'invalidYear'),
  format: z.enum(TAX_REPORT_FORMATS).default('json'),
  lang: z.enum(TAX_REPORT_LANGUAGES).default('en'),
  /**
   * The IANA zone whose calendar year is meant (the web sends the browser's); absent: the
   * zone of the user's notification settings, else the server's.
   */
  timeZone: z.string().trim().min(1).max(64).optional(),
});
export type TaxReportQuery = z.input<typeof taxReportQuerySchema>;

const totals = {
  bets: z.number().int(),
  /** Euro cents, as every amount of this answer (integers, exact). */
  winningsCents: z.number().int(),
  lossesCents: z.number().int(),
  netCents: z.number().int(),
};

export const taxEvidenceRowSchema = z.object({
  id: z.number().int(),
  betId: z.string(),
  day: z.string(),
  bookmaker: z.string().nullable(),
  event: z.string().nullable(),
  status: z.string(),
  freeBet: z.boolean(),
  currency: z.string(),
  stakeCents: z.number().int(),
  odds: z.number().nullable(),
  netCents: z.number().int(),
  perEuroMicros: z.number().int().nullable(),
  netEurCents: z.number().int().nullable(),
});

export const taxReportResponseSchema = z.object({
  success: z.literal(true),
  year: z.number().int(),
  timeZone: z.string(),
  currency: z.literal('EUR'),
  bookmakers: z.array(z.object({ bookmaker: z.string().nullable(), ...totals })),
  totals: z.object(totals),
  evidence: z.array(taxEvidenceRowSchema),
  unconverted: z.array(taxEvidenceRowSchema),
  openBets: z.number().int(),
});
export type TaxReportResponse = z.infer<typeof taxReportResponseSchema>;
