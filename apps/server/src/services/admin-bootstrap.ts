import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import {
  countAdmins,
  findUserByEmail,
  insertUser,
  isUsernameTaken,
  setAdmin,
} from '../repositories/users.ts';

export type AdminBootstrap =
  | { action: 'none' }
  | { action: 'promoted'; email: string }
  | { action: 'created'; email: string; generatedPassword?: string };

const GENERATED_ADMIN_EMAIL = 'admin@stakelab.local';

async function freeUsername(db: Kysely<Database>, base: string): Promise<string> {
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
}

/** 17 characters, 96 random bits, with a digit guaranteed, so it also passes the password rule. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}7`;
}

async function createAdmin(db: Kysely<Database>, email: string, password: string): Promise<void> {
  const now = new Date();
  await insertUser(db, {
    username: await freeUsername(db, 'admin'),
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Admin',
    lastName: 'StakeLab',
    gender: null,
    birthDate: null,
    country: null,
    state: null,
    language: 'en',
    isAdmin: true,
    emailVerifiedAt: now.toISOString(),
    termsAcceptedAt: now.toISOString(),
    now,
  });
}

/**
 * At start: ADMIN_EMAIL/ADMIN_PASSWORD make sure that admin exists (an existing account is
 * promoted; its password is left alone). Without them, and with no admin at all, one is
 * created with a random password that the caller prints once. Never a fixed default password.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  config: Pick<Config, 'admin'>,
): Promise<AdminBootstrap> {
  if (config.admin) {
    const { email, password } = config.admin;
    const existing = await findUserByEmail(db, email);
    if (!existing) {
      await createAdmin(db, email, password);
      return { action: 'created', email };
    }
    if (existing.is_admin === 1) return { action: 'none' };
    await setAdmin(db, email, true, new Date());
    return { action: 'promoted', email };
  }
  if ((await countAdmins(db)) > 0) return { action: 'none' };
  const generatedPassword = generatePassword();
  const email = (await findUserByEmail(db, GENERATED_ADMIN_EMAIL))
    ? `admin-${randomBytes(3).toString('hex')}@stakelab.local`
    : GENERATED_ADMIN_EMAIL;
  await createAdmin(db, email, generatedPassword);
  return { action: 'created', email, generatedPassword };
}
