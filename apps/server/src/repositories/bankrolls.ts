import {
  DEFAULT_BANKROLL_NAME,
  type Bankroll,
  type BankrollMovement,
  type BankrollMovementKind,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bumpBetsVersion } from './bets-version.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Bankrolls and their deposits and withdrawals (docs/product.md §3 "Bankroll",
 * docs/decisions/016-bankrolls-and-bet-labels.md). Every query names the owner: another user's
 * bankroll is simply not found. Bets with a null bankroll_id are in the owner's default one.
 */

const BANKROLL_COLUMNS = [
  'id',
  'name',
  'starting_balance_cents',
  'is_default',
  'created_at',
] as const;

interface BankrollRow {
  id: number;
  name: string;
  starting_balance_cents: number;
  is_default: number;
  created_at: string;
}

const bankrollOf = (row: BankrollRow): Bankroll => ({
  id: row.id,
  name: row.name,
  startingBalance: row.starting_balance_cents / 100,
  createdAt: row.created_at,
  isDefault: row.is_default === 1,
});

/**
 * The user's default bankroll, created on first use (docs/decisions/016): a request that finds
 * none inserts it, and of two at once the unique index lets one in and the other reads it.
 */
export async function ensureDefaultBankroll(db: Db, userId: number, now: Date): Promise<Bankroll> {
  const find = () =>
    db
      .selectFrom('bankrolls')
      .select(BANKROLL_COLUMNS)
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
  const found = await find();
  if (found) return bankrollOf(found);
  await db
    .insertInto('bankrolls')
    .values({
      user_id: userId,
      name: DEFAULT_BANKROLL_NAME,
      starting_balance_cents: 0,
      is_default: 1,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error(`the default bankroll of user ${userId} is missing`);
  return bankrollOf(created);
}

/** The user's bankrolls, the default first, then in the order they were made. */
export async function listBankrolls(db: Db, userId: number): Promise<Bankroll[]> {
  const rows = await db
    .selectFrom('bankrolls')
    .select(BANKROLL_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(bankrollOf);
}

/** One of the user's bankrolls, or null (none with that id, or another user's). */
export async function findBankroll(
  db: Db,
  userId: number,
  bankrollId: number,
): Promise<Bankroll | null> {
  const row = await db
    .selectFrom('bankrolls')
    .select(BANKROLL_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', bankrollId)
    .executeTakeFirst();
  return row ? bankrollOf(row) : null;
}

export async function countBankrolls(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('bankrolls')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertBankroll(
  db: Db,
  userId: number,
  fields: { name: string; startingBalanceCents: number },
  now: Date,
): Promise<Bankroll> {
  const row = await db
    .insertInto('bankrolls')
    .values({
      user_id: userId,
      name: fields.name,
      starting_balance_cents: fields.startingBalanceCents,
      is_default: 0,
      created_at: now.toISOString(),
    })
    .returning(BANKROLL_COLUMNS)
    .executeTakeFirstOrThrow();
  return bankrollOf(row);
}

/** Renames or rebalances one of the user's bankrolls; null when it is not theirs. */
export async function updateBankroll(
  db: Db,
  userId: number,
  bankrollId: number,
  fields: { name?: string; startingBalanceCents?: number },
): Promise<Bankroll | null> {
  const changes = {
    ...(fields.name === undefined ? {} : { name: fields.name }),
    ...(fields.startingBalanceCents === undefined
      ? {}
      : { starting_balance_cents: fields.startingBalanceCents }),
  };
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable('bankrolls')
      .set(changes)
      .where('user_id', '=', userId)
      .where('id', '=', bankrollId)
      .execute();
  }
  return findBankroll(db, userId, bankrollId);
}

/**
 * Deletes one of the user's bankrolls (not the default) with its movements; its bets return to
 * the default bankroll under a new bets version, so the history's changes carry them. Returns
 * how many bets moved. Call inside a transaction.
 */
export async function deleteBankroll(db: Db, userId: number, bankrollId: number): Promise<number> {
  const moving = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('bankroll_id', '=', bankrollId)
    .executeTakeFirstOrThrow();
  const moved = Number(moving.count);
  if (moved > 0) {
    const version = await bumpBetsVersion(db, userId);
    await db
      .updateTable('bets')
      .set({ bankroll_id: null, change_seq: version })
      .where('user_id', '=', userId)
      .where('bankroll_id', '=', bankrollId)
      .execute();
  }
  await db
    .deleteFrom('bankrolls')
    .where('user_id', '=', userId)
    .where('id', '=', bankrollId)
    .where('is_default', '=', 0)
    .execute();
  return moved;
}

const MOVEMENT_COLUMNS = [
  'bankroll_movements.id',
  'bankroll_movements.bankroll_id',
  'bankroll_movements.kind',
  'bankroll_movements.amount_cents',
  'bankroll_movements.moved_at',
] as const;

interface MovementRow {
  id: number;
  bankroll_id: number;
  kind: BankrollMovementKind;
  amount_cents: number;
  moved_at: string;
}

const movementOf = (row: MovementRow): BankrollMovement => ({
  id: row.id,
  bankrollId: row.bankroll_id,
  kind: row.kind,
  amount: row.amount_cents / 100,
  date: row.moved_at,
});

/** Every movement of the user's bankrolls, by date (then as entered). */
export async function listMovements(db: Db, userId: number): Promise<BankrollMovement[]> {
  const rows = await db
    .selectFrom('bankroll_movements')
    .innerJoin('bankrolls', 'bankrolls.id', 'bankroll_movements.bankroll_id')
    .select(MOVEMENT_COLUMNS)
    .where('bankrolls.user_id', '=', userId)
    .orderBy('bankroll_movements.moved_at')
    .orderBy('bankroll_movements.id')
    .execute();
  return rows.map(movementOf);
}

export async function countMovements(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('bankroll_movements')
    .innerJoin('bankrolls', 'bankrolls.id', 'bankroll_movements.bankroll_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bankrolls.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds a movement to a bankroll the caller has checked is the user's. */
export async function insertMovement(
  db: Db,
  bankrollId: number,
  fields: { kind: BankrollMovementKind; amountCents: number; at: string },
  now: Date,
): Promise<BankrollMovement> {
  const row = await db
    .insertInto('bankroll_movements')
    .values({
      bankroll_id: bankrollId,
      kind: fields.kind,
      amount_cents: fields.amountCents,
      moved_at: fields.at,
      created_at: now.toISOString(),
    })
    .returning(['id', 'bankroll_id', 'kind', 'amount_cents', 'moved_at'])
    .executeTakeFirstOrThrow();
  return movementOf(row);
}

/** Deletes a movement of one of the user's bankrolls; false when there is no such one. */
export async function deleteMovement(
  db: Db,
  userId: number,
  bankrollId: number,
  movementId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('bankroll_movements')
    .where('id', '=', movementId)
    .where('bankroll_id', '=', bankrollId)
    .where('bankroll_id', 'in', (eb) =>
      eb.selectFrom('bankrolls').select('id').where('user_id', '=', userId),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
