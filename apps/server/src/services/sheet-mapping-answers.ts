import {
  MAPPED_STATUSES,
  type MappedStatus,
  type MapperColumn,
  type ParsedImport,
  type SheetMapping,
  type SheetMappingGuess,
  type SheetNeedsMapping,
  type UploadResponse,
} from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findSheetMapping, saveSheetMapping } from '../repositories/sheet-mappings.ts';

/**
 * The column mapper's side of an upload (docs/formats.md §4 "mapping"): the answer to a sheet
 * no known format fits, and the mapping saved when an import used one.
 */

/** Columns the answer lists: a sheet wider than this is not one a person maps by hand. */
const COLUMNS_SHOWN = 100;
/** A header or a sample value is cut to this (a mapping's header is at most 200 characters). */
const TEXT_SHOWN = 200;
const NAME_MAX = 80;

const cut = (text: string) => (text.length > TEXT_SHOWN ? text.slice(0, TEXT_SHOWN) : text);
const isMapped = (status: string | null): status is MappedStatus =>
  (MAPPED_STATUSES as readonly string[]).includes(status ?? '');

/**
 * A 200 that says `success: false` and `needsMapping: true`: nothing was read or written; the
 * columns, a first guess and the user's mapping saved for this header, if any. A 200 rather
 * than the refusal's 400, so that the answer is the upload's own (uploadResponseSchema) and a
 * client that knows only `success` still reads it as "not imported", with the refusal's
 * message (docs/product.md §7: a 200 with `success: false` is a failure).
 */
export async function needsMappingAnswer(
  db: Kysely<Database>,
  userId: number,
  refusal: SheetNeedsMapping,
): Promise<UploadResponse> {
  const { guess, signature } = refusal;
  const columns: MapperColumn[] = guess.columns.slice(0, COLUMNS_SHOWN).map((column) => ({
    header: cut(column.header),
    samples: column.samples.map(cut),
    ...(column.role === null ? {} : { guessedRole: column.role }),
  }));
  const statusValues: Record<string, MappedStatus> = {};
  const unknownStatusWords: string[] = [];
  for (const { word, status } of guess.statusWords) {
    if (isMapped(status)) statusValues[cut(word)] = status;
    else unknownStatusWords.push(cut(word));
  }
  const guessed: SheetMappingGuess = {
    columns: Object.fromEntries(
      columns.flatMap((c) => (c.guessedRole ? [[c.guessedRole, c.header]] : [])),
    ),
    oddsFormat: guess.oddsFormat,
    statusValues,
    unknownStatusWords,
  };
  return {
    success: false,
    message: refusal.message,
    code: refusal.code,
    params: { ...refusal.params },
    inserted: 0,
    skipped: 0,
    selections: 0,
    needsMapping: true,
    columns,
    guess: guessed,
    signature,
    savedMapping: await findSheetMapping(db, userId, signature),
  };
}

/** "date|book|event|odds" → "date, book, event, odds", cut to a name's length. */
function defaultName(signature: string): string {
  const words = signature.split('|').filter(Boolean).join(', ');
  return words.length <= NAME_MAX ? words || 'Spreadsheet' : `${words.slice(0, NAME_MAX - 1)}…`;
}

/**
 * An import (not a preview) read with a mapping: the mapping is saved for the next file with
 * the same header, under its name, else the name it was saved under before, else the header's
 * first words. Every such import saves: a user who mapped a sheet once is not asked again.
 */
export async function rememberMapping(
  db: Kysely<Database>,
  userId: number,
  mapping: SheetMapping | undefined,
  parsed: Pick<ParsedImport, 'sheetSignature'>,
  dryRun: boolean,
): Promise<void> {
  if (dryRun || mapping === undefined || parsed.sheetSignature === undefined) return;
  const signature = parsed.sheetSignature;
  await saveSheetMapping(db, userId, signature, mapping, defaultName(signature), new Date());
}
