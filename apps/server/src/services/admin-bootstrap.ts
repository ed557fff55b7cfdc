import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { deleteSessionsOfUser } from '../repositories/sessions.ts';
import { expireUnusedTokens } from '../repositories/user-tokens.ts';
import {
  countAdmins,
  findUserByEmail,
  insertUser,
  isUsernameTaken,
  markEmailVerified,
  setAdmin,
  updatePasswordHash,
} from '../repositories/users.ts';
import { writeFirstAdminPassword } from './first-admin-password.ts';

export type AdminBootstrap =
  | { action: 'none' }
  /** An existing account got ADMIN_PASSWORD, the admin role, and lost its sessions. */
  | { action: 'taken-over'; email: string }
  /** passwordFile: where a generated password was written (mode 0600), never logged. */
  | { action: 'created'; email: string; passwordFile?: string };

/** Start-up must stop: the message says why and what the operator can do. */
export class AdminBootstrapError extends Error {
  override name = 'AdminBootstrapError';
}

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

/**
 * Inserts the admin; false when another process starting at the same moment inserted a
 * user with that e-mail or username first (docs/decisions/008-admin-bootstrap.md).
 */
async function createAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<boolean> {
  const now = new Date();
  try {
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
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * Gives an account ADMIN_PASSWORD and the admin role, and ends everything opened with its old
 * password: whoever registered the operator's address first keeps nothing.
 */
async function takeOver(
  db: Kysely<Database>,
  user: { id: number; email: string },
  password: string,
): Promise<void> {
  const now = new Date();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await setAdmin(trx, user.email, true, now);
    // The operator chose this address, so it counts as verified.
    await markEmailVerified(trx, user.id, now);
  });
  await deleteSessionsOfUser(db, user.id);
  await expireUnusedTokens(db, user.id, 'reset_password', now);
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: after this, that account is an admin with that password. */
async function ensureConfiguredAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<AdminBootstrap> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    if (await createAdmin(db, email, password)) return { action: 'created', email };
    // Another process created it a moment ago: check it as it now stands.
    return ensureConfiguredAdmin(db, email, password);
  }
  if (existing.is_admin === 1 && (await verifyPassword(existing.password_hash, password)))
    return { action: 'none' };
  await takeOver(db, existing, password);
  return { action: 'taken-over', email };
}

/** ADMIN_EMAIL alone: never promotes an account whose password nobody here knows. */
async function ensureAdminWithoutPassword(
  db: Kysely<Database>,
  email: string,
  dataDir: string,
): Promise<AdminBootstrap> {
  const existing = await findUserByEmail(db, email);
  if (existing?.is_admin === 1) return { action: 'none' };
  if (existing) {
    throw new AdminBootstrapError(
      `ADMIN_EMAIL ${email} belongs to an account that is not an admin, and without ADMIN_PASSWORD ` +
        'it is not promoted (anyone may have registered that address). Set ADMIN_PASSWORD to ' +
        'take the account over (its password is replaced and its sessions are ended), or run ' +
        `npm run admin -- grant ${email} if you know the account is yours.`,
    );
  }
  const password = generatePassword();
  if (!(await createAdmin(db, email, password)))
    return ensureAdminWithoutPassword(db, email, dataDir);
  return {
    action: 'created',
    email,
    passwordFile: writeFirstAdminPassword(dataDir, email, password),
  };
}

/** No admin variables: the first start creates one admin with a random password. */
async function ensureSomeAdmin(db: Kysely<Database>, dataDir: string): Promise<AdminBootstrap> {
  if ((await countAdmins(db)) > 0) return { action: 'none' };
  const password = generatePassword();
  const email = (await findUserByEmail(db, GENERATED_ADMIN_EMAIL))
    ? `admin-${randomBytes(3).toString('hex')}@stakelab.local`
    : GENERATED_ADMIN_EMAIL;
  // Losing the race means another process has just created the first admin.
  if (!(await createAdmin(db, email, password))) return ensureSomeAdmin(db, dataDir);
  return {
    action: 'created',
    email,
    passwordFile: writeFirstAdminPassword(dataDir, email, password),
  };
}

/**
 * Run at start, safe to run by two processes at once (a unique violation means the other one
 * won; the state is then read again). The rules are in docs/decisions/008-admin-bootstrap.md.
 * Throws AdminBootstrapError when start-up must stop.
 */
export function ensureAdmin(
  db: Kysely<Database>,
  config: Pick<Config, 'admin' | 'dataDir'>,
): Promise<AdminBootstrap> {
  if (!config.admin) return ensureSomeAdmin(db, config.dataDir);
  const { email, password } = config.admin;
  return password === undefined
    ? ensureAdminWithoutPassword(db, email, config.dataDir)
    : ensureConfiguredAdmin(db, email, password);
}

/** One line per start that changed something; the e-mail at most, never a password. */
export function logAdminBootstrap(log: FastifyBaseLogger, result: AdminBootstrap): void {
  if (result.action === 'taken-over') {
    log.warn(
      { email: result.email },
      'ADMIN_EMAIL named an existing account: it now has ADMIN_PASSWORD and the admin role, and all its sessions were ended',
    );
  } else if (result.action === 'created' && result.passwordFile) {
    log.warn(
      { email: result.email, passwordFile: result.passwordFile },
      'no admin existed, so one was created; its generated password is in passwordFile (readable by this user only)',
    );
  } else if (result.action === 'created') {
    log.info({ email: result.email }, 'admin account created from ADMIN_EMAIL');
  }
}
