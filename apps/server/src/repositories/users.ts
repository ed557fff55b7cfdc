import { DEFAULT_CURRENCY } from '@stakelab/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UserTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UserTable>;

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  birthDate: string | null;
  country: string | null;
  state: string | null;
  language: string;
  isAdmin?: boolean;
  emailVerifiedAt?: string | null;
  termsAcceptedAt: string | null;
  now: Date;
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  birth_date: string | null;
  gender: string | null;
  city: string | null;
  country: string | null;
  state: string | null;
  /** Absent: left as it is. */
  exchange_commission_ratio?: number | null;
  /** One betting unit in cents; absent: left as it is; null: none. */
  unit_size_cents?: number | null;
  /** ISO 4217; absent: left as it is. */
  default_currency?: string;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return (
    (await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst()) ?? null
  );
}

/** Which of the two unique fields are already taken (case-insensitively). */
export async function findTakenIdentity(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username_key', 'email'])
    .where((eb) =>
      eb.or([
        eb('username_key', '=', username.toLowerCase()),
        eb('email', '=', email.toLowerCase()),
      ]),
    )
    .execute();
  return {
    username: rows.some((r) => r.username_key === username.toLowerCase()),
    email: rows.some((r) => r.email === email.toLowerCase()),
  };
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const at = user.now.toISOString();
  return db
    .insertInto('users')
    .values({
      username: user.username,
      username_key: user.username.toLowerCase(),
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      gender: user.gender,
      birth_date: user.birthDate,
      city: null,
      country: user.country,
      state: user.state,
      language: user.language,
      is_admin: user.isAdmin ? 1 : 0,
      email_verified_at: user.emailVerifiedAt ?? null,
      terms_accepted_at: user.termsAcceptedAt,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateProfile(
  db: Db,
  userId: number,
  changes: ProfileChanges,
  now: Date,
): Promise<void> {
  const {
    exchange_commission_ratio: commission,
    unit_size_cents: unit,
    default_currency: currency,
    ...fields
  } = changes;
  await db
    .updateTable('users')
    .set({
      ...fields,
      ...(commission === undefined ? {} : { exchange_commission_ratio: commission }),
      ...(unit === undefined ? {} : { unit_size_cents: unit }),
      ...(currency === undefined ? {} : { default_currency: currency }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

/** The user's default currency (the profile's; 'EUR' unless changed), or 'EUR' for no user. */
export async function defaultCurrencyOf(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('default_currency')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.default_currency ?? DEFAULT_CURRENCY;
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** A confirmed new address: verified, since its owner followed the link sent to it. */
export async function updateEmail(db: Db, userId: number, email: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function setLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where('language', '!=', language)
    .execute();
}

/** Returns false when no user has that e-mail. */
export async function setAdmin(
  db: Db,
  email: string,
  isAdmin: boolean,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin ? 1 : 0, updated_at: now.toISOString() })
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countAdmins(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(count);
}
