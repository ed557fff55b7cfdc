import { parseBetHistory } from '@stakelab/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { demoSportsbookHistory } from '../demo/demo-history.ts';
import { findUserByEmail, insertUser } from '../repositories/users.ts';
import { storeImportedBets } from './import-service.ts';

/** The demo account of README.md; only made by `npm run seed:demo` (and `npm start`). */
export const DEMO_ACCOUNT = { email: 'demo@stakelab.local', password: 'stakelab-demo-1' };
const DEMO_BETS = 800;

export interface DemoResult {
  created: boolean;
  inserted: number;
  selections: number;
}

/**
 * Makes the demo bettor (a verified account) and imports their history through the same path
 * as a user's uploaded file. Running it again adds nothing: the account exists and the bets'
 * ids repeat.
 */
export async function seedDemoAccount(db: Kysely<Database>, now = new Date()): Promise<DemoResult> {
  let user = await findUserByEmail(db, DEMO_ACCOUNT.email);
  const created = !user;
  user ??= await insertUser(db, {
    username: 'demobettor',
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    firstName: 'Demo',
    lastName: 'Bettor',
    gender: null,
    birthDate: null,
    country: 'ES',
    state: null,
    language: 'en',
    isAdmin: false,
    emailVerifiedAt: now.toISOString(),
    termsAcceptedAt: now.toISOString(),
    now,
  });
  const parsed = parseBetHistory(demoSportsbookHistory(DEMO_BETS, now));
  const stored = await storeImportedBets(db, user.id, parsed.bets, parsed.format);
  return { created, inserted: stored.inserted, selections: stored.selections };
}

/** True when nobody but admins has an account yet: a fresh install that should get the demo. */
export async function isFreshInstall(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('users'))
    .where('is_admin', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.users) === 0;
}
