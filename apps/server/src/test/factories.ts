import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertUser, type NewUser, type UserRow } from '../repositories/users.ts';

/** A user row written straight to the database, for tests that do not go through the API. */
export function createUserRow(
  db: Kysely<Database>,
  overrides: Partial<NewUser> = {},
): Promise<UserRow> {
  const tag = randomBytes(3).toString('hex');
  return insertUser(db, {
    username: `user${tag}`,
    email: `user${tag}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName: 'Test',
    lastName: 'Person',
    gender: null,
    birthDate: null,
    country: null,
    state: null,
    language: 'en',
    termsAcceptedAt: null,
    now: new Date(),
    ...overrides,
  });
}
