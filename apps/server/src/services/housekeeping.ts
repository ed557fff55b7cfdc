import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pruneBetTombstones } from '../history/bet-tombstones.ts';
import { deleteExpiredApiTokens } from '../repositories/api-tokens.ts';
import { deleteSpentBulkDeletions } from '../repositories/bet-bulk-deletions.ts';
import { deleteStaleEmailChanges } from '../repositories/email-changes.ts';
import { deleteSentMailBefore } from '../repositories/mail-outbox.ts';
import { deleteExpiredPendingLogins } from '../repositories/pending-logins.ts';
import { deleteExpiredSessions } from '../repositories/sessions.ts';
import { deleteStaleUserTokens } from '../repositories/user-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes expired sessions and logins awaiting a second factor, e-mail change links and tokens spent or expired more than a day ago, delivered mail
 * (already without its body) after a week, and the bets kept for a bulk delete's undo once it
 * is used or expired.
 */
export async function pruneExpiredCredentials(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteStaleUserTokens(db, new Date(now.getTime() - DAY_MS));
  await deleteExpiredPendingLogins(db, now);
  await deleteStaleEmailChanges(db, new Date(now.getTime() - DAY_MS));
  await deleteSentMailBefore(db, new Date(now.getTime() - 7 * DAY_MS));
  await deleteSpentBulkDeletions(db, now);
  // Expired API tokens stay listed (as expired) for 30 days, so the owner sees why a script stopped.
  await deleteExpiredApiTokens(db, new Date(now.getTime() - 30 * DAY_MS));
}

/**
 * How long a deleted bet is remembered for the changes read: a device away longer than this
 * gets the whole history again (docs/decisions/013-history-changes-since-a-version.md).
 */
export const BET_TOMBSTONE_DAYS = 90;

export async function pruneOldBetTombstones(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .transaction()
    .execute((trx) =>
      pruneBetTombstones(trx, new Date(now.getTime() - BET_TOMBSTONE_DAYS * DAY_MS)),
    );
}
