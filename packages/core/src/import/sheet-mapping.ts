import { z } from 'zod';
import { ODDS_FORMATS } from './odds-formats.ts';

/**
 * How a spreadsheet that matches no known export is read: which column holds what, the odds'
 * format, and what its result words mean. The API contract of `POST /api/history/upload-csv`'s
 * optional `mapping` (docs/formats.md §4): each column is named by its header text as written.
 */

const header = z.string().trim().min(1).max(200);

export const SHEET_ROLES = [
  'placedDate',
  'stake',
  'odds',
  'status',
  'netReturn',
  'return',
  'freeBet',
  'bookmaker',
  'sport',
  'competition',
  'description',
  'betId',
  'settledDate',
  'currency',
] as const;
export type SheetRole = (typeof SHEET_ROLES)[number];

/** The statuses a result word may mean. */
export const MAPPED_STATUSES = [
  'WON',
  'LOST',
  'VOID',
  'PENDING',
  'CASHED_OUT',
  'HALF_WON',
  'HALF_LOST',
] as const;
export type MappedStatus = (typeof MAPPED_STATUSES)[number];

export const sheetMappingSchema = z.object({
  columns: z.object({
    placedDate: header,
    stake: header,
    odds: header.optional(),
    status: header.optional(),
    netReturn: header.optional(),
    return: header.optional(),
    freeBet: header.optional(),
    bookmaker: header.optional(),
    sport: header.optional(),
    competition: header.optional(),
    description: header.optional(),
    betId: header.optional(),
    settledDate: header.optional(),
    currency: header.optional(),
  }),
  oddsFormat: z.enum(ODDS_FORMATS).optional(),
  /** A result word as written → its status ("W" → WON). Words not here go by the common list. */
  statusValues: z
    .record(z.string().max(100), z.enum(MAPPED_STATUSES))
    .refine((values) => Object.keys(values).length <= 100, 'at most 100 result words')
    .optional(),
  /** Cell values of the free-bet column that mean "a free bet" ("yes", "FB", "1"). */
  freeBetValues: z.array(z.string().max(100)).max(20).optional(),
  /** Saved under this name for the next file with the same header. */
  name: z.string().trim().min(1).max(80).optional(),
});
export type SheetMapping = z.infer<typeof sheetMappingSchema>;
