import { ImportFormatError, type BetRecord, type UploadResponse } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { insertBets } from '../repositories/bets.ts';

/**
 * The success message of docs/product.md §8; the web rewrites the Spanish variant the
 * old server sent.
 */
export function importMessage(inserted: number, selections: number): string {
  return `Inserted ${inserted} new bets and ${selections} selections.`;
}

/**
 * Stores parsed bets for one user as one transaction: all of them or none. Bets the user
 * already has (by any of their ids) are skipped, so importing the same file twice adds nothing.
 */
export async function storeImportedBets(
  db: Kysely<Database>,
  userId: number,
  bets: readonly BetRecord[],
  format: string,
): Promise<UploadResponse> {
  const counts = await db.transaction().execute((trx) => insertBets(trx, userId, bets, new Date()));
  return {
    success: true,
    message: importMessage(counts.inserted, counts.selections),
    format,
    ...counts,
  };
}

/** Runs a parser; a format problem becomes a 400 with the importer's message (where and why). */
export function parseOrRefuse<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    // The importers' messages already say where (row, field, position).
    if (err instanceof ImportFormatError) throw new HttpError(400, err.message, 'IMPORT_FORMAT');
    throw err;
  }
}
