import type { ImportProblem } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ImportCountsRow {
  inserted: number;
  updated: number;
  unchanged: number;
  conflicts: number;
}

/** A record set aside, as stored and as its CSV lists it (the problem's code as text). */
export type SetAsideRecord = Pick<ImportProblem, 'row' | 'field' | 'message' | 'source'> & {
  code: string;
};

/** Records an import that wrote; returns its id (bet_audit_log rows refer to it). */
export async function insertImport(
  db: Db,
  userId: number,
  format: string,
  counts: ImportCountsRow,
  setAside: readonly SetAsideRecord[],
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('imports')
    .values({
      user_id: userId,
      format,
      created_at: now.toISOString(),
      ...counts,
      set_aside: setAside.length,
      set_aside_records: JSON.stringify(setAside),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The records one of the user's imports set aside, as stored (JSON text, read by
 * `setAsideRecordsOf`); null when the user has no such import.
 */
export async function findSetAsideRecordsJson(
  db: Db,
  userId: number,
  importId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('imports')
    .select('set_aside_records')
    .where('id', '=', importId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? row.set_aside_records : null;
}

/** The stored JSON of an import's set-aside records, checked. */
export const setAsideRecordsOf = (json: string): SetAsideRecord[] =>
  setAsideRecordsSchema.parse(JSON.parse(json));

const setAsideRecordsSchema = z.array(
  z.object({
    row: z.number(),
    field: z.string().nullable(),
    code: z.string(),
    message: z.string(),
    source: z.string(),
  }),
);
