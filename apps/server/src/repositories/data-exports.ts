import type { Kysely, Selectable } from 'kysely';
import type { DataExportTable, Database } from '../db/schema.ts';
import { claimPendingJob } from './job-lease.ts';

type Db = Kysely<Database>;

/** "Download my data" exports (migration 0025); the zip itself is read only by takeDownload. */
export type DataExportRow = Omit<Selectable<DataExportTable>, 'content' | 'token_hash'>;

const STATUS_COLUMNS = [
  'id',
  'user_id',
  'status',
  'attempts',
  'locked_until',
  'locked_by',
  'created_at',
  'expires_at',
  'ready_at',
  'downloaded_at',
  'size_bytes',
  'error',
] as const;

export async function insertDataExport(
  db: Db,
  row: { userId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<number> {
  const { id } = await db
    .insertInto('data_exports')
    .values({
      user_id: row.userId,
      status: 'pending',
      token_hash: row.tokenHash,
      created_at: row.now.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** How many exports the user asked for since then (the per-account limit). */
export async function countDataExportsSince(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('data_exports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The user's newest export, without its zip. */
export async function latestDataExport(db: Db, userId: number): Promise<DataExportRow | null> {
  const row = await db
    .selectFrom('data_exports')
    .select(STATUS_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** One pending export, leased to this holder; null when none is due. */
export async function claimDataExport(
  db: Db,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<{ id: number; userId: number; attempts: number } | null> {
  const id = await claimPendingJob(db, 'data_exports', holder, now, leaseMs);
  if (id === null) return null;
  const row = await db
    .selectFrom('data_exports')
    .select(['id', 'user_id', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: row.id, userId: row.user_id, attempts: row.attempts };
}

export async function finishDataExport(
  db: Db,
  id: number,
  holder: string,
  content: Uint8Array,
  now: Date,
): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      size_bytes: content.byteLength,
      ready_at: now.toISOString(),
      locked_until: null,
      locked_by: null,
    })
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .execute();
}

export async function failDataExport(
  db: Db,
  id: number,
  holder: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ status: 'failed', error, content: null, locked_until: null, locked_by: null })
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .execute();
}

export type Download =
  { kind: 'zip'; content: Buffer; createdAt: string } | { kind: 'notFound' | 'notReady' | 'gone' };

/**
 * The zip of the link's export, once: a conditional UPDATE marks it downloaded, so of two
 * requests at once only one gets it; the zip is then dropped from the row.
 */
export async function takeDownload(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<Download> {
  const row = await db
    .selectFrom('data_exports')
    .select(['id', 'status', 'expires_at', 'downloaded_at', 'content', 'created_at'])
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { kind: 'notFound' };
  const at = now.toISOString();
  if (row.downloaded_at !== null || row.expires_at <= at || row.status === 'failed') {
    return { kind: 'gone' };
  }
  if (row.status !== 'ready' || !row.content) return { kind: 'notReady' };
  const taken = await db
    .updateTable('data_exports')
    .set({ downloaded_at: at, content: null })
    .where('id', '=', row.id)
    .where('downloaded_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return { kind: 'gone' };
  return { kind: 'zip', content: Buffer.from(row.content), createdAt: row.created_at };
}

/** Zips past their link's expiry are dropped; rows after a week (the limit looks back 24 h). */
export async function pruneDataExports(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ content: null })
    .where('expires_at', '<', now.toISOString())
    .where('content', 'is not', null)
    .execute();
  await db
    .deleteFrom('data_exports')
    .where('created_at', '<', new Date(now.getTime() - 7 * 86_400_000).toISOString())
    .execute();
}
