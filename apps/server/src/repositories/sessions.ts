import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { UserRow } from './users.ts';

export interface NewSession {
  userId: number;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
  userAgent: string | null;
  /** Coarse (auth/coarse-address.ts); absent: unknown. */
  address?: string | null;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.now.toISOString(),
      last_used_at: session.now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      user_agent: session.userAgent,
      address: session.address ?? null,
    })
    .execute();
}

export interface ActiveSession {
  sessionId: number;
  lastUsedAt: string;
  user: UserRow;
}

/** The live session with this token hash and its user, or null if unknown or expired. */
export async function findActiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_last_used_at, ...user } = row;
  return { sessionId: session_id, lastUsedAt: session_last_used_at, user };
}

export async function touchSession(
  db: Kysely<Database>,
  sessionId: number,
  now: Date,
  address: string | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now.toISOString(), ...(address === null ? {} : { address }) })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

export interface SessionListRow {
  id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  address: string | null;
}

/** The user's live sessions, the most recently used first. */
export async function listSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<SessionListRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'created_at', 'last_used_at', 'user_agent', 'address'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of the user's sessions; false when it is not theirs or already gone. */
export async function deleteSessionOfUser(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of the user but the one with this token hash; how many ended. */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepTokenHash: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
