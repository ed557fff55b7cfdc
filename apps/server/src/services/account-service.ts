import type { RegisterRequest } from '@stakelab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import type { MailLanguage } from '../auth/request-language.ts';
import { generateToken, hashToken, TOKEN_LIFETIME_MS } from '../auth/tokens.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database, TokenPurpose } from '../db/schema.ts';
import { passwordResetMail, verificationMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
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
  badCredentials: 'Invalid email or password.',
  resetRequested: 'If the email exists, a reset link has been sent.',
  passwordReset: 'Your password has been reset. You can log in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
} as const;

export type RegisterResult = { ok: true; user: UserRow } | { ok: false; message: string };

interface Dependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({ db, mailer, appUrl, log }: Dependencies) {
  async function issueToken(userId: number, purpose: TokenPurpose): Promise<string> {
    const token = generateToken();
    const now = new Date();
    await insertUserToken(db, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  async function sendVerification(user: UserRow, lang: MailLanguage): Promise<void> {
    const token = await issueToken(user.id, 'verify_email');
    const link = `${appUrl}/verify?token=${encodeURIComponent(token)}`;
    mailer.sendInBackground(verificationMail(lang, user.email, user.first_name, link));
  }

  return {
    async register(input: RegisterRequest, lang: MailLanguage): Promise<RegisterResult> {
      const taken = await findTakenIdentity(db, input.username, input.email);
      if (taken.username) return { ok: false, message: ACCOUNT_TEXTS.usernameTaken };
      if (taken.email) return { ok: false, message: ACCOUNT_TEXTS.emailTaken };
      const now = new Date();
      let user: UserRow;
      try {
        user = await insertUser(db, {
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password_hash),
          firstName: input.first_name,
          lastName: input.last_name,
          gender: input.gender,
          birthDate: input.birth_date,
          country: input.country ?? null,
          state: input.state ?? null,
          language: lang,
          // The server's clock, not the browser's, records when the terms were accepted.
          termsAcceptedAt: now.toISOString(),
          now,
        });
      } catch (err) {
        // Two registrations racing for the same name: the database's unique index decides.
        if (isUniqueViolation(err)) return { ok: false, message: ACCOUNT_TEXTS.emailTaken };
        throw err;
      }
      await sendVerification(user, lang);
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
      await expireUnusedTokens(db, user.id, 'reset_password', new Date());
      const token = await issueToken(user.id, 'reset_password');
      const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      mailer.sendInBackground(passwordResetMail(lang, user.email, user.first_name, link));
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
