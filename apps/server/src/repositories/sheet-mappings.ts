import { createHash } from 'node:crypto';
import { type SavedSheetMapping, type SheetMapping, sheetMappingSchema } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The column mappings a user saved for their spreadsheets (migration 0018), one per header
 * signature. Every query names the owner: another user's mapping is simply not found.
 */

/** Saved mappings a user keeps; saving one more forgets the least recently used. */
export const SAVED_MAPPINGS_PER_USER = 50;

const COLUMNS = ['id', 'name', 'signature', 'mapping', 'created_at', 'updated_at'] as const;

interface MappingRow {
  id: number;
  name: string;
  signature: string;
  mapping: string;
  created_at: string;
  updated_at: string;
}

const hashOf = (signature: string) => createHash('sha256').update(signature).digest('hex');

/** A stored row as the API shows it; a mapping that no longer reads (a schema change) is none. */
function savedOf(row: MappingRow): SavedSheetMapping | null {
  let json: unknown;
  try {
    json = JSON.parse(row.mapping);
  } catch {
    return null;
  }
  const mapping = sheetMappingSchema.safeParse(json);
  if (!mapping.success) return null;
  return {
    id: row.id,
    name: row.name,
    signature: row.signature,
    mapping: mapping.data,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The user's saved mappings, the last used first. */
export async function listSheetMappings(db: Db, userId: number): Promise<SavedSheetMapping[]> {
  const rows = await db
    .selectFrom('sheet_mappings')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(savedOf).filter((m) => m !== null);
}

/** The user's mapping saved for this header signature, or null. */
export async function findSheetMapping(
  db: Db,
  userId: number,
  signature: string,
): Promise<SavedSheetMapping | null> {
  const row = await db
    .selectFrom('sheet_mappings')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('signature_hash', '=', hashOf(signature))
    .executeTakeFirst();
  return row ? savedOf(row) : null;
}

/**
 * Saves the mapping for this header, replacing the one saved for it before (its name kept when
 * the new mapping has none). `name` is the mapping's own, or the caller's default.
 */
export async function saveSheetMapping(
  db: Db,
  userId: number,
  signature: string,
  mapping: SheetMapping,
  defaultName: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const signatureHash = hashOf(signature);
  const previous = await db
    .selectFrom('sheet_mappings')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .where('signature_hash', '=', signatureHash)
    .executeTakeFirst();
  const name = mapping.name ?? previous?.name ?? defaultName;
  const json = JSON.stringify({ ...mapping, name });
  if (previous) {
    await db
      .updateTable('sheet_mappings')
      .set({ name, mapping: json, updated_at: at })
      .where('id', '=', previous.id)
      .execute();
    return;
  }
  await db
    .insertInto('sheet_mappings')
    .values({
      user_id: userId,
      signature_hash: signatureHash,
      signature,
      name,
      mapping: json,
      created_at: at,
      updated_at: at,
    })
    // Two imports of one header at once: the first one's row stands.
    .onConflict((oc) => oc.columns(['user_id', 'signature_hash']).doNothing())
    .execute();
  const stale = await db
    .selectFrom('sheet_mappings')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .offset(SAVED_MAPPINGS_PER_USER)
    .limit(1000)
    .execute();
  if (stale.length > 0) {
    await db
      .deleteFrom('sheet_mappings')
      .where('user_id', '=', userId)
      .where(
        'id',
        'in',
        stale.map((r) => r.id),
      )
      .execute();
  }
}

/** Deletes one of the user's saved mappings; false when they have none by this id. */
export async function deleteSheetMapping(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('sheet_mappings')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
