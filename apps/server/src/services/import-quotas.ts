import { importMessage } from '@stakelab/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { currentUser } from '../plugins/session.ts';

/*
 * Per-user quotas on imports (docs/decisions/020): how many bets a history may hold
 * (MAX_BETS_PER_USER) and how many bytes of histories a user may upload per UTC day
 * (IMPORT_DAILY_MB). Both refuse the whole import before anything is written, in the user's
 * language (the `import.*` keys the web translates).
 */

type Db = Kysely<Database> | Transaction<Database>;

const MB = 1024 * 1024;

/** Refuses an import whose `incoming` new bets would take the history over `max`. */
export async function refuseOverBetsQuota(
  db: Db,
  userId: number,
  incoming: number,
  max: number | undefined,
): Promise<void> {
  if (max === undefined || incoming === 0) return;
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  if (count + incoming <= max) return;
  const params = { max, count, incoming, fit: Math.max(0, max - count) };
  throw new HttpError(
    403,
    importMessage('import.betsQuota', params),
    'import.betsQuota',
    undefined,
    params,
  );
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Bytes the user's imports brought in on `now`'s UTC day. */
export async function importedBytesToday(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('import_usage')
    .select('bytes')
    .where('user_id', '=', userId)
    .where('day', '=', utcDay(now))
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Adds an import's bytes to the user's day (one row per user and day). */
export async function countImportedBytes(
  db: Db,
  userId: number,
  bytes: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('import_usage')
    .values({ user_id: userId, day: utcDay(now), bytes, imports: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        bytes: sql`import_usage.bytes + excluded.bytes`,
        imports: sql`import_usage.imports + 1`,
      }),
    )
    .execute();
}

/** Deletes usage of days before `now`'s (housekeeping). */
export async function pruneImportUsage(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('import_usage').where('day', '<', utcDay(now)).execute();
}

/** Seconds until the next UTC midnight, when the day's quota starts again. */
const secondsToMidnight = (now: Date) => {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((midnight - now.getTime()) / 1000);
};

/**
 * An upload route's onRequest hook, after requireUser: refuses (429, before the body is read)
 * an upload whose declared length would take the user's day over `maxBytes`.
 */
export function dailyImportVolumeHook(db: Kysely<Database>, maxBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const size = Number(request.headers['content-length'] ?? 0) || 0;
    const now = new Date();
    const used = await importedBytesToday(db, currentUser(request).id, now);
    if (used + size <= maxBytes) return;
    const params = {
      maxMb: megabytes(maxBytes),
      usedMb: megabytes(used),
      sizeMb: megabytes(size),
    };
    reply.header('retry-after', secondsToMidnight(now));
    throw new HttpError(
      429,
      importMessage('import.dailyQuota', params),
      'import.dailyQuota',
      undefined,
      params,
    );
  };
}
