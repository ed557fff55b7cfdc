import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { MailLanguage } from '../auth/request-language.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { confirmNewEmailMail, emailChangeNoticeMail } from '../mail/account-mails.ts';
import type { OutboxSender } from '../mail/outbox-sender.ts';
import { consumeEmailChange, insertEmailChange } from '../repositories/email-changes.ts';
import { enqueueMail } from '../repositories/mail-outbox.ts';
import { deleteOtherSessions } from '../repositories/sessions.ts';
import {
  findUserByEmail,
  updateEmail,
  updatePasswordHash,
  type UserRow,
} from '../repositories/users.ts';

/** How long the link to a new address works. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type ChangeEmailResult = 'sent' | 'wrongPassword' | 'sameEmail' | 'taken';
export type ConfirmEmailResult =
  { ok: true; email: string } | { ok: false; reason: 'invalid' | 'taken' };

interface Dependencies {
  db: Kysely<Database>;
  outbox: Pick<OutboxSender, 'wake'>;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Changing the password and the e-mail of a signed-in account (issue 37). */
export function createAccountChanges({ db, outbox, appUrl, log }: Dependencies) {
  return {
    /** False for a wrong current password; otherwise every other session of the user ends. */
    async changePassword(
      user: UserRow,
      keepSessionHash: string,
      current: string,
      next: string,
    ): Promise<boolean> {
      if (!(await verifyPassword(user.password_hash, current))) return false;
      const now = new Date();
      const passwordHash = await hashPassword(next);
      const ended = await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, user.id, passwordHash, now);
        return deleteOtherSessions(trx, user.id, keepSessionHash);
      });
      log.info({ userId: user.id, sessionsEnded: ended }, 'password changed');
      return true;
    },

    /**
     * A link to the new address and a notice to the old one, written to the outbox together;
     * the address changes only when the link is followed.
     */
    async requestEmailChange(
      user: UserRow,
      password: string,
      newEmail: string,
      lang: MailLanguage,
    ): Promise<ChangeEmailResult> {
      if (!(await verifyPassword(user.password_hash, password))) return 'wrongPassword';
      if (newEmail === user.email) return 'sameEmail';
      if (await findUserByEmail(db, newEmail)) return 'taken';
      const now = new Date();
      const token = generateToken();
      const link = `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      await db.transaction().execute(async (trx) => {
        await insertEmailChange(trx, {
          userId: user.id,
          newEmail,
          tokenHash: hashToken(token),
          now,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
        });
        await enqueueMail(trx, confirmNewEmailMail(lang, newEmail, user.first_name, link), now);
        await enqueueMail(
          trx,
          emailChangeNoticeMail(lang, user.email, user.first_name, newEmail),
          now,
        );
      });
      outbox.wake();
      log.info({ userId: user.id }, 'e-mail change requested');
      return 'sent';
    },

    async confirmEmailChange(token: string): Promise<ConfirmEmailResult> {
      const now = new Date();
      try {
        return await db.transaction().execute(async (trx) => {
          const change = await consumeEmailChange(trx, hashToken(token), now);
          if (!change) return { ok: false, reason: 'invalid' } as const;
          await updateEmail(trx, change.userId, change.newEmail, now);
          log.info({ userId: change.userId }, 'e-mail changed');
          return { ok: true, email: change.newEmail } as const;
        });
      } catch (err) {
        // Someone registered the address meanwhile: the unique index refuses it.
        if (isUniqueViolation(err)) return { ok: false, reason: 'taken' };
        throw err;
      }
    },
  };
}
