import type { RegisterRequest } from '@stakelab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import type { MailLanguage } from '../auth/request-language.ts';
import { generateToken, hashToken, TOKEN_LIFETIME_MS } from '../auth/tokens.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database, TokenPurpose } from '../db/schema.ts';
import { passwordResetMail, verificationMail } from '../mail/account-mails.ts';
import type { OutboxSender } from '../mail/outbox-sender.ts';
import { enqueueMail } from '../repositories/mail-outbox.ts';
import { deleteSessionsOfUser } from '../repositories/sessions.ts';
import {
  consumeUserToken,
  expireUnusedTokens,
  insertUserToken,
} from '../repositories/user-tokens.ts';
import {
  findTakenIdentity,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  setLanguage,
  updatePasswordHash,
  type UserRow,
} from '../repositories/users.ts';

export const ACCOUNT_TEXTS = {
  usernameTaken: 'That username is already taken.',
  emailTaken: 'An account with this e-mail already exists. Log in or reset your password.',
  registered:
    'Registration successful! Check your e-mail (and your SPAM folder) to verify your account.',
  loggedIn: 'Login successful!',
  twoFactorRequired: 'Enter the code from your authenticator app.',
  badCredentials: 'Invalid email or password.',
  resetRequested: 'If the email exists, a reset link has been sent.',
  passwordReset: 'Your password has been reset. You can log in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  verificationResent: 'A new verification e-mail is on its way. Earlier links no longer work.',
  alreadyVerified: 'Your e-mail is already verified.',
} as const;

/**
 * A refused registration names the field to change and its message key (docs/product.md §8:
 * `errors` lists `{ field, message }`), so the form can say it under the field.
 */
export type RegisterResult =
  | { ok: true; user: UserRow }
  | {
      ok: false;
      message: string;
      field: 'username' | 'email';
      reason: 'usernameTaken' | 'emailTaken';
    };

const USERNAME_TAKEN = {
  ok: false,
  message: ACCOUNT_TEXTS.usernameTaken,
  field: 'username',
  reason: 'usernameTaken',
} as const;
const EMAIL_TAKEN = {
  ok: false,
  message: ACCOUNT_TEXTS.emailTaken,
  field: 'email',
  reason: 'emailTaken',
} as const;

interface Dependencies {
  db: Kysely<Database>;
  /** Mail is written to the outbox in the transaction of what caused it, then sent by this. */
  outbox: Pick<OutboxSender, 'wake'>;
  appUrl: string;
  log: FastifyBaseLogger;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({ db, outbox, appUrl, log }: Dependencies) {
  async function issueToken(
    trx: Kysely<Database>,
    userId: number,
    purpose: TokenPurpose,
    now: Date,
  ): Promise<string> {
    const token = generateToken();
    await insertUserToken(trx, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** Within the caller's transaction: a verification token and its mail in the outbox. */
  async function queueVerification(
    trx: Kysely<Database>,
    user: UserRow,
    lang: MailLanguage,
    now: Date,
  ): Promise<void> {
    const token = await issueToken(trx, user.id, 'verify_email', now);
    const link = `${appUrl}/verify?token=${encodeURIComponent(token)}`;
    await enqueueMail(trx, verificationMail(lang, user.email, user.first_name, link), now);
  }

  return {
    async register(input: RegisterRequest, lang: MailLanguage): Promise<RegisterResult> {
      const taken = await findTakenIdentity(db, input.username, input.email);
      if (taken.username) return USERNAME_TAKEN;
      if (taken.email) return EMAIL_TAKEN;
      const now = new Date();
      const passwordHash = await hashPassword(input.password_hash);
      let user: UserRow;
      try {
        // The account, its token and its verification mail are written together or not at all.
        user = await db.transaction().execute(async (trx) => {
          const inserted = await insertUser(trx, {
            username: input.username,
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            gender: input.gender,
            // The payload's birth date is a constant the form never asks for (docs/product.md
            // §3): the account has none until the user enters one in the profile.
            birthDate: null,
            country: input.country ?? null,
            state: input.state ?? null,
            language: lang,
            // The server's clock, not the browser's, records when the terms were accepted.
            termsAcceptedAt: now.toISOString(),
            now,
          });
          await queueVerification(trx, inserted, lang, now);
          return inserted;
        });
      } catch (err) {
        // Two registrations racing for the same name: the database's unique index decides.
        if (isUniqueViolation(err)) return EMAIL_TAKEN;
        throw err;
      }
      outbox.wake();
      log.info({ userId: user.id }, 'user registered');
      return { ok: true, user };
    },

    /** The user when the password matches; null otherwise, after the same work either way. */
    async login(email: string, password: string, lang: MailLanguage): Promise<UserRow | null> {
      const user = await findUserByEmail(db, email);
      if (!user) return verifyAgainstNothing(password).then(() => null);
      if (!(await verifyPassword(user.password_hash, password))) return null;
      await setLanguage(db, user.id, lang);
      return user;
    },

    async verifyEmail(token: string): Promise<boolean> {
      if (!token) return false;
      const now = new Date();
      const userId = await consumeUserToken(db, 'verify_email', hashToken(token), now);
      if (userId === null) return false;
      await markEmailVerified(db, userId, now);
      return true;
    },

    /** Sends a reset link when the account exists; says nothing either way. */
    async requestPasswordReset(email: string, lang: MailLanguage): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await expireUnusedTokens(trx, user.id, 'reset_password', now);
        const token = await issueToken(trx, user.id, 'reset_password', now);
        const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(trx, passwordResetMail(lang, user.email, user.first_name, link), now);
      });
      outbox.wake();
    },

    /** A new verification mail; earlier links stop working. False when already verified. */
    async resendVerification(user: UserRow, lang: MailLanguage): Promise<boolean> {
      if (user.email_verified_at !== null) return false;
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await expireUnusedTokens(trx, user.id, 'verify_email', now);
        await queueVerification(trx, user, lang, now);
      });
      outbox.wake();
      return true;
    },

    /** Sets the new password and signs the user out everywhere; false for a bad token. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const now = new Date();
      const userId = await consumeUserToken(db, 'reset_password', hashToken(token), now);
      if (userId === null) return false;
      await updatePasswordHash(db, userId, await hashPassword(password), now);
      await deleteSessionsOfUser(db, userId);
      log.info({ userId }, 'password reset; all sessions revoked');
      return true;
    },

    findUserById: (id: number) => findUserById(db, id),
  };
}
