import { z } from 'zod';
import { ODDS_FORMATS } from '../import/odds-formats.ts';
import { SHEET_ROLES, sheetMappingSchema } from '../import/sheet-mapping.ts';

export {
  MAPPED_STATUSES,
  type MappedStatus,
  SHEET_ROLES,
  sheetMappingSchema,
  type SheetMapping,
  type SheetRole,
} from '../import/sheet-mapping.ts';
export { ODDS_FORMATS, type OddsFormat } from '../import/odds-formats.ts';

/**
 * The column mapper's side of `POST /api/history/upload-csv` (docs/formats.md §4 "mapping"): a
 * CSV no known format fits is answered `needsMapping: true` with its columns and a first guess;
 * the user's mappings, saved per header, are listed and deleted under /api/history/mappings.
 */

/** One column of the sheet as the mapper shows it: its header, a few values, its guessed role. */
export const mapperColumnSchema = z.object({
  header: z.string(),
  /** The column's first non-empty values (at most 3). */
  samples: z.array(z.string()),
  guessedRole: z.enum(SHEET_ROLES).optional(),
});
export type MapperColumn = z.infer<typeof mapperColumnSchema>;

/**
 * A mapping as guessed from the header's words and the values: shaped like the request's
 * `mapping`, but the date or the stake may be missing (nothing looked like them). Every result
 * word found is in `statusValues`; the ones nothing matched are left out.
 */
export const sheetMappingGuessSchema = z.object({
  columns: z.partialRecord(z.enum(SHEET_ROLES), z.string()),
  oddsFormat: z.enum(ODDS_FORMATS),
  statusValues: sheetMappingSchema.shape.statusValues,
  /** The result words of the sheet that no status was guessed for. */
  unknownStatusWords: z.array(z.string()),
});
export type SheetMappingGuess = z.infer<typeof sheetMappingGuessSchema>;

/** A mapping the user saved (an import that used it), found again by its header's signature. */
export const savedSheetMappingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The header's plain words, `|`-joined (core headerSignature). */
  signature: z.string(),
  mapping: sheetMappingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSheetMapping = z.infer<typeof savedSheetMappingSchema>;

/** GET /api/history/mappings: the user's saved mappings, the last used first. */
export const savedSheetMappingsResponseSchema = z.object({
  success: z.literal(true),
  mappings: z.array(savedSheetMappingSchema),
});
export type SavedSheetMappingsResponse = z.infer<typeof savedSheetMappingsResponseSchema>;
