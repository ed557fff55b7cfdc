import { z } from 'zod';
import { currencyField } from '../money/currency.ts';

/**
 * The ECB's euro reference rates (issue 33): an admin loads the CSV the ECB publishes
 * (eurofxref-hist.csv, or the one-day eurofxref.csv; money/fx-rates.ts reads it), and screens
 * that convert a history in several currencies ask for the rates of the currencies it holds.
 */

/** POST /api/admin/fx-rates: the CSV's text. A day and currency loaded again takes the new rate. */
export const fxRatesUploadRequestSchema = z.object({
  data: z.string().min(1, 'required').max(8_000_000, 'tooLong'),
});

export const fxRatesUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Rates read (one per day and currency). */
  rates: z.number().int(),
  /** The first and last day the file has rates for (YYYY-MM-DD). */
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** GET /api/fx-rates?currencies=USD,BRL: those currencies' rates. */
export const fxRatesQuerySchema = z.object({
  currencies: z
    .string()
    .max(400)
    .transform((text) => text.split(',').filter((code) => code.trim() !== ''))
    .pipe(z.array(currencyField).max(40)),
});

export const fxRatesResponseSchema = z.object({
  success: z.literal(true),
  /**
   * Per currency, its days and rates: [day (YYYY-MM-DD), units per euro × 10⁶], oldest first
   * (money/fx-rates.ts EuroRate). A currency with no rates loaded is absent.
   */
  rates: z.record(z.string(), z.array(z.tuple([z.string(), z.number().int()]))),
});
export type FxRatesResponse = z.infer<typeof fxRatesResponseSchema>;
