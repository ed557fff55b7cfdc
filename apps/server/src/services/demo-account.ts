import { parseBetHistory, zonedDayBounds } from '@stakelab/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { withDemoClosingOdds } from '../demo/demo-closing-odds.ts';
import { demoSportsbookHistory } from '../demo/demo-history.ts';
import { DEMO_STAKES } from '../demo/demo-stakes.ts';
import { publishStake, recordStakeOutcome } from './stake-publishing.ts';
import { findUserByEmail, insertUser } from '../repositories/users.ts';
import { storeImportedBets } from './import-service.ts';

/** The demo account of README.md; only made by `npm run seed:demo` (and `npm start`). */
export const DEMO_ACCOUNT = { email: 'demo@stakelab.local', password: 'stakelab-demo-1' };
const DEMO_BETS = 800;

export interface DemoResult {
  created: boolean;
  inserted: number;
  selections: number;
  /** Tipster stakes added (none when any existed). */
  stakes: number;
}

/**
 * Makes the demo bettor (a verified account) and imports their history through the same path
 * as a user's uploaded file, plus a fortnight of tipster stakes. Running it again adds nothing: the account exists and the bets'
 * ids repeat.
 */
export async function seedDemoAccount(
  db: Kysely<Database>,
  config: Pick<Config, 'tipsterName' | 'timeZone'>,
  now = new Date(),
): Promise<DemoResult> {
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
  // Closing odds too, or the Edge tab would be empty for anyone trying the demo.
  const bets = withDemoClosingOdds(parsed.bets);
  const stored = await storeImportedBets(db, user.id, bets, parsed.format);
  const stakes = await seedDemoStakes(db, config, now);
  return { created, inserted: stored.inserted, selections: stored.selections, stakes };
}

/** A fortnight of tipster stakes, once: only while there are no stakes at all. */
async function seedDemoStakes(
  db: Kysely<Database>,
  { tipsterName, timeZone }: Pick<Config, 'tipsterName' | 'timeZone'>,
  now: Date,
) {
  const existing = await db
    .selectFrom('stakes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const today = zonedDayBounds(now, timeZone).start.getTime();
  for (const demo of DEMO_STAKES) {
    let placedAt = new Date(today - demo.daysAgo * 86_400_000 + demo.hour * 3_600_000);
    if (placedAt > now) placedAt = new Date(now.getTime() - 60_000);
    const potentialWinnings = Math.round(demo.stake * demo.odds * 100) / 100;
    // Through the record, like the admin's: the demo's stakes are in the public record too.
    const stake = await publishStake(db, {
      tipsterName,
      eventDescription: demo.description,
      bookmaker: demo.bookmaker,
      placedAt,
      startsAt: null,
      status: 'IN_PROGRESS',
      betDetails: demo.details,
      totalOdds: demo.odds,
      stake: demo.stake,
      potentialWinnings,
      payout: 0,
      imagePath: null,
      createdBy: null,
    });
    if (demo.result) {
      const payout = {
        won: potentialWinnings,
        lost: 0,
        void: demo.stake,
        cashed_out: demo.stake * 0.8,
        half_won: Math.round((demo.stake + potentialWinnings) * 50) / 100,
        half_lost: Math.round(demo.stake * 50) / 100,
      };
      await recordStakeOutcome(
        db,
        stake.stake_id,
        { result: demo.result, payout: payout[demo.result] },
        new Date(placedAt.getTime() + 3 * 3_600_000),
      );
    }
  }
  return DEMO_STAKES.length;
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
