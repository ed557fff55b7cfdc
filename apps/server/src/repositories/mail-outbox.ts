import type { Kysely } from 'kysely';
import type { Database, MailStatus } from '../db/schema.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

type MailBody = Pick<OutgoingMail, 'text' | 'html' | 'replyTo' | 'headers'>;

/** Writes a mail to deliver; call it with the transaction of what caused the mail. */
export async function enqueueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  now: Date,
): Promise<number> {
  const body: MailBody = {
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers,
  };
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body: JSON.stringify(body),
      status: 'pending',
      last_error: null,
      created_at: now.toISOString(),
      next_attempt_at: now.toISOString(),
      locked_until: null,
      locked_by: null,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of pending mail due at `now` that no sender holds, oldest due first. */
export async function findDueMailIds(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface ClaimedMail {
  id: number;
  mail: OutgoingMail;
  attempts: number;
  createdAt: string;
}

/**
 * Takes a due mail for `holder` until now + leaseMs. One conditional UPDATE, so of two senders
 * racing for the same row exactly one gets it back; null for the other (or when it is not due).
 */
export async function claimMail(
  db: Kysely<Database>,
  id: number,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedMail | null> {
  const at = now.toISOString();
  const row = await db
    .updateTable('mail_outbox')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), locked_by: holder })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .returning(['id', 'to_address', 'subject', 'body', 'attempts', 'created_at'])
    .executeTakeFirst();
  if (!row || row.body === null) return null;
  const body = JSON.parse(row.body) as MailBody;
  return {
    id: row.id,
    mail: { to: row.to_address, subject: row.subject, ...body },
    attempts: row.attempts,
    createdAt: row.created_at,
  };
}

/** Delivered: the body (which may hold a token link) is blanked. */
export async function markMailSent(
  db: Kysely<Database>,
  id: number,
  holder: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      body: null,
      attempts: eb('attempts', '+', 1),
      sent_at: now.toISOString(),
      locked_until: null,
      locked_by: null,
    }))
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .execute();
}

/** A failed attempt: tried again at `nextAttemptAt`, or given up (null) with its body blanked. */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  id: number,
  holder: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      locked_until: null,
      locked_by: null,
      ...(nextAttemptAt
        ? { next_attempt_at: nextAttemptAt.toISOString() }
        : { status: 'failed' as MailStatus, body: null }),
    }))
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .execute();
}

/** On shutdown: mail this sender holds but did not finish is free for any sender at once. */
export async function releaseMailClaims(
  db: Kysely<Database>,
  holder: string,
  keep: readonly number[] = [],
): Promise<void> {
  let release = db
    .updateTable('mail_outbox')
    .set({ locked_until: null, locked_by: null })
    .where('locked_by', '=', holder)
    .where('status', '=', 'pending');
  // Mail that may have gone (still in flight): held until its lease runs out.
  if (keep.length > 0) release = release.where('id', 'not in', keep);
  await release.execute();
}

export interface UndeliveredMail {
  id: number;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** Null once given up. */
  nextAttemptAt: string | null;
}

/** Pending and given-up mail, newest first; never the bodies. */
export async function listUndeliveredMail(
  db: Kysely<Database>,
  limit: number,
): Promise<UndeliveredMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'next_attempt_at',
    ])
    .where('status', '!=', 'sent')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
  }));
}

/** Delivered mail (already without a body) is kept a while for the record, then removed. */
export async function deleteSentMailBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', before.toISOString())
    .execute();
}
