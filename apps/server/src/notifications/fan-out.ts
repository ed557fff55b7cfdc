import { isQuietAt, type NotificationKind, type PushMessage } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { MailLanguage } from '../auth/request-language.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMail } from '../repositories/mail-outbox.ts';
import {
  insertNotifications,
  recipientsOf,
  type ClaimedJob,
  type NewNotification,
  type Recipient,
} from '../repositories/notifications.ts';
import { enqueuePushes, subscriptionIdsOf } from '../repositories/push-subscriptions.ts';
import { instantMail, unsubscribeUrl } from './notification-mails.ts';
import { notificationText, type JobFacts } from './notification-texts.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface FanOutContext {
  appUrl: string;
  defaultTimeZone: string;
  unsubscribeKey: Buffer;
}

export interface FanOutResult {
  /** Users whose bell changed. */
  notified: number[];
  mails: number;
  pushes: number;
}

const languageOf = (r: Recipient): MailLanguage => (r.language === 'es' ? 'es' : 'en');

/**
 * One job to each user it reaches, in one transaction with the job's end (so a crash replays
 * the whole job, never half of it): the in-app row (the bell), an e-mail in the outbox (at once
 * outside quiet hours; a digest later), a push per device (outside quiet hours). The test
 * notification goes to its user in the app and to every device, whatever the choices.
 */
export async function fanOutJob(
  trx: Kysely<Database>,
  job: ClaimedJob,
  context: FanOutContext,
  now: Date,
): Promise<FanOutResult> {
  const facts = { kind: job.kind, facts: job.payload } as JobFacts;
  const kind: NotificationKind = job.kind === 'test' ? 'stakePublished' : job.kind;
  const result: FanOutResult = { notified: [], mails: 0, pushes: 0 };
  const texts = {
    en: notificationText(facts, 'en'),
    es: notificationText(facts, 'es'),
  };
  let after = 0;
  for (;;) {
    const page = await recipientsOf(trx, kind, job.userId, after);
    if (page.length === 0) break;
    after = page[page.length - 1]?.userId ?? after;
    const rows: NewNotification[] = [];
    const pushTo: Record<MailLanguage, number[]> = { en: [], es: [] };
    for (const r of page) {
      const language = languageOf(r);
      const text = texts[language];
      const channels =
        job.kind === 'test' ? { inApp: true, email: 'off' as const, push: true } : r.channels;
      const quiet =
        job.kind !== 'test' && isQuietAt(now, r.quietHours, r.timeZone ?? context.defaultTimeZone);
      const mailable = r.emailVerified && !quiet;
      if (channels.inApp || channels.email === 'digest') {
        rows.push({
          userId: r.userId,
          kind: job.kind,
          title: text.title,
          body: text.body,
          url: text.url,
          inApp: channels.inApp,
          digest: channels.email === 'digest' && r.emailVerified,
        });
        if (channels.inApp) result.notified.push(r.userId);
      }
      if (channels.email === 'instant' && mailable && job.kind !== 'test') {
        const link = unsubscribeUrl(
          context.appUrl,
          unsubscribeToken(context.unsubscribeKey, r.userId, kind),
        );
        await enqueueMail(
          trx,
          instantMail(r.email, kind, text, link, context.appUrl, language),
          now,
        );
        result.mails += 1;
      }
      if (channels.push && !quiet) pushTo[language].push(r.userId);
    }
    await insertNotifications(trx, rows, now);
    for (const language of ['en', 'es'] as const) {
      const ids = await subscriptionIdsOf(trx, pushTo[language]);
      const message: PushMessage = { kind: job.kind, ...texts[language] };
      await enqueuePushes(trx, ids, JSON.stringify(message), now);
      result.pushes += ids.length;
    }
    if (job.userId !== null) break;
  }
  return result;
}
