import { randomBytes } from 'node:crypto';
import { type BetRecord, noBetExtras } from '@stakelab/core';
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

let betSequence = 0;

type SelectionRecord = BetRecord['selections'][number];

/** A won leg at 2.50 of Real Betis v Sevilla; override any field. */
export function selectionRecord(overrides: Partial<SelectionRecord> = {}): SelectionRecord {
  return {
    name: 'Real Betis',
    oddsMilli: 2500,
    eventName: 'Real Betis v Sevilla',
    marketName: 'Match Odds',
    sport: null,
    competition: null,
    result: 'WON',
    ...overrides,
  };
}

/** A settled single as an importer would produce it; override any field. */
export function betRecord(overrides: Partial<BetRecord> = {}): BetRecord {
  betSequence += 1;
  return {
    source: 'betfair-sportsbook',
    sourceBetId: `O/TEST/${betSequence}`,
    aliases: [],
    placedAt: '2026-03-01T18:00:00.000Z',
    settledAt: '2026-03-01T20:00:00.000Z',
    sport: 'Football',
    competition: 'LaLiga',
    eventDescription: 'Real Betis v Sevilla',
    oddsMilli: 2500,
    stakeCents: 1000,
    returnCents: 2500,
    netReturnCents: 1500,
    status: 'WON',
    betType: 'SGL',
    bookmaker: 'Betfair',
    side: null,
    liabilityCents: null,
    ...noBetExtras(),
    // A record as an import stores it: its currency resolved (resolveCurrencies).
    currency: 'EUR',
    selections: [selectionRecord()],
    raw: { from: 'test' },
    ...overrides,
  };
}
