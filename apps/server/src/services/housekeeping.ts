import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteExpiredSessions } from '../repositories/sessions.ts';
import { deleteStaleUserTokens } from '../repositories/user-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes expired sessions and tokens spent or expired more than a day ago. */
export async function pruneExpiredCredentials(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteStaleUserTokens(db, new Date(now.getTime() - DAY_MS));
}
