import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteSentMailBefore } from '../repositories/mail-outbox.ts';
import { deleteExpiredSessions } from '../repositories/sessions.ts';
import { deleteStaleUserTokens } from '../repositories/user-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes expired sessions, tokens spent or expired more than a day ago, and delivered mail
 * (already without its body) after a week.
 */
export async function pruneExpiredCredentials(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteStaleUserTokens(db, new Date(now.getTime() - DAY_MS));
  await deleteSentMailBefore(db, new Date(now.getTime() - 7 * DAY_MS));
}
