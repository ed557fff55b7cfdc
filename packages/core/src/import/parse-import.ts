import { type ImportOptions, ImportFormatError, type ParsedImport } from '../bets/bet-record.ts';
import { BETFAIR_JSON_FORMATS, parseBetfairJson } from './betfair-json.ts';
import { CSV_IMPORT_FORMATS, parseCsvImport, SheetNeedsMapping } from './csv.ts';
import { detectImportKind } from './detect-kind.ts';

/**
 * Any supported history text: JSON (it starts with { or [) goes to the Betfair importer, the
 * rest to the CSV importer. A refusal lists every format tried. `options` reach the importers
 * that use them (the Exchange commission rate).
 */
export function parseBetHistory(text: string, options: ImportOptions = {}): ParsedImport {
  if (detectImportKind(text) === 'json') return parseBetfairJson(text, options);
  try {
    return parseCsvImport(text, options);
  } catch (err) {
    // Not one CSV format fitted: say JSON was considered too.
    if (err instanceof ImportFormatError && err.tried.length === CSV_IMPORT_FORMATS.length) {
      const tried = [...BETFAIR_JSON_FORMATS, ...CSV_IMPORT_FORMATS];
      const refusal = new ImportFormatError(
        `${err.message} It is not JSON either (a Betfair history starts with { or [).`,
        err.where,
        tried,
        err.code,
        err.code === 'import.unknownFormat' ? { tried: tried.join(', ') } : err.params,
      );
      throw err instanceof SheetNeedsMapping
        ? new SheetNeedsMapping(refusal, err.guess, err.signature)
        : refusal;
    }
    throw err;
  }
}
