import { NOTIFICATION_KINDS, zonedDayBounds, type NotificationKind } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMail } from '../repositories/mail-outbox.ts';
import { digestMail, unsubscribeUrl } from './notification-mails.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import type { FanOutContext } from './fan-out.ts';

/** The local hour the day's digest goes at (or the first round after it). */
export const DIGEST_HOUR = 8;

/**
 * Mails each user their digest once a day, from DIGEST_HOUR in their zone: every notification
 * still waiting for one (digest_pending), then marks them carried. Returns how many mails.
 */
export async function sendDueDigests(
  db: Kysely<Database>,
  context: FanOutContext,
  now: Date,
): Promise<number> {
  const waiting = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .leftJoin('notification_settings as s', 's.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.language', 's.time_zone', 's.digest_sent_at'])
    .where('notifications.digest_pending', '=', 1)
    .distinct()
    .execute();
  let mails = 0;
  for (const user of waiting) {
    const zone = user.time_zone ?? context.defaultTimeZone;
    const dueAt = new Date(zonedDayBounds(now, zone).start.getTime() + DIGEST_HOUR * 3_600_000);
    if (now < dueAt) continue;
    if (user.digest_sent_at && Date.parse(user.digest_sent_at) >= dueAt.getTime()) continue;
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('notifications')
        .set({ digest_pending: 0 })
        .where('user_id', '=', user.id)
        .where('digest_pending', '=', 1)
        .returning(['kind', 'title', 'body', 'url'])
        .execute();
      if (rows.length === 0) return;
      const language = user.language === 'es' ? 'es' : 'en';
      const kinds = NOTIFICATION_KINDS.filter((k) => rows.some((r) => r.kind === k));
      const footers = kinds.map((kind: NotificationKind) => ({
        kind,
        link: unsubscribeUrl(
          context.appUrl,
          unsubscribeToken(context.unsubscribeKey, user.id, kind),
        ),
      }));
      await enqueueMail(trx, digestMail(user.email, rows, footers, context.appUrl, language), now);
      await trx
        .insertInto('notification_settings')
        .values({
          user_id: user.id,
          quiet_start: null,
          quiet_end: null,
          time_zone: zone,
          digest_sent_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ digest_sent_at: now.toISOString() }))
        .execute();
      mails += 1;
    });
  }
  return mails;
}
