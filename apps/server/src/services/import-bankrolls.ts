import { MAX_BANKROLLS, stakeLabBankrollOf, type BetRecord } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import {
  countBankrolls,
  ensureDefaultBankroll,
  findBankroll,
  insertBankroll,
  listBankrolls,
} from '../repositories/bankrolls.ts';
import { chunks } from '../repositories/chunks.ts';
import { RawJson } from '../repositories/raw-json.ts';

/*
 * Which bankroll an import's new bets go to (issue 32): the one the upload chose for all of
 * them, else, for a StakeLab CSV, the bankroll its Bankroll column names (made, with a starting
 * balance of 0, when the user has none of that name), else the default one. Bets the user
 * already had keep their placement: it is theirs, not the source's.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Ids per query: well under both databases' bound-parameter limits. */
const IDS_PER_QUERY = 500;

/** A bankrollId that is none of the user's, worded as the schema's field errors are. */
export const unknownBankroll = () =>
  new HttpError(400, 'Invalid bankrollId: unknownBankroll', 'VALIDATION_ERROR', [
    { field: 'bankrollId', message: 'unknownBankroll' },
  ]);

/** Refuses an upload whose chosen bankroll is not one of the user's (before anything is read). */
export async function refuseUnknownBankroll(
  db: Db,
  userId: number,
  bankrollId: number | undefined,
): Promise<void> {
  if (bankrollId === undefined) return;
  if (!(await findBankroll(db, userId, bankrollId))) throw unknownBankroll();
}

/** The record's source row as an object (an import thread hands it over as JSON text). */
function rowOf(record: BetRecord): Pick<BetRecord, 'raw'> {
  const { raw } = record;
  if (!(raw instanceof RawJson)) return { raw };
  try {
    return { raw: JSON.parse(raw.text) as unknown };
  } catch {
    return { raw: null };
  }
}

/** Sets bets.bankroll_id of the user's bets with these source ids. */
async function placeBySourceId(
  trx: Db,
  userId: number,
  sourceBetIds: readonly string[],
  bankrollId: number,
): Promise<void> {
  for (const ids of chunks(sourceBetIds, IDS_PER_QUERY)) {
    await trx
      .updateTable('bets')
      .set({ bankroll_id: bankrollId })
      .where('user_id', '=', userId)
      .where('source_bet_id', 'in', ids)
      .execute();
  }
}

/**
 * The bankroll ids for these names: the user's bankroll of that name (exactly, else ignoring
 * case), made when there is none and the user may have more; the default bankroll is null.
 */
async function bankrollsNamed(
  trx: Db,
  userId: number,
  names: readonly string[],
  now: Date,
): Promise<Map<string, number | null>> {
  await ensureDefaultBankroll(trx, userId, now);
  const bankrolls = await listBankrolls(trx, userId);
  const idOf = (b: (typeof bankrolls)[number]) => (b.isDefault ? null : b.id);
  const found = new Map<string, number | null>();
  let count = await countBankrolls(trx, userId);
  for (const name of names) {
    const same =
      bankrolls.find((b) => b.name === name) ??
      bankrolls.find((b) => b.name.toLowerCase() === name.toLowerCase());
    if (same) {
      found.set(name, idOf(same));
    } else if (count < MAX_BANKROLLS) {
      const made = await insertBankroll(trx, userId, { name, startingBalanceCents: 0 }, now);
      bankrolls.push(made);
      count += 1;
      found.set(name, made.id);
    } else {
      found.set(name, null);
    }
  }
  return found;
}

/**
 * Places an import's new bets, in the import's transaction (they carry its bets version
 * already). `bankrollId`: the upload's choice, checked as the user's by refuseUnknownBankroll.
 */
export async function placeImportedBets(
  trx: Db,
  userId: number,
  format: string,
  fresh: readonly BetRecord[],
  bankrollId: number | undefined,
  now: Date,
): Promise<void> {
  if (fresh.length === 0) return;
  if (bankrollId !== undefined) {
    const chosen = await findBankroll(trx, userId, bankrollId);
    if (!chosen) throw unknownBankroll();
    if (chosen.isDefault) return;
    await placeBySourceId(
      trx,
      userId,
      fresh.map((b) => b.sourceBetId),
      chosen.id,
    );
    return;
  }
  if (format !== 'stakelab-csv') return;
  const byName = new Map<string, string[]>();
  for (const record of fresh) {
    const name = stakeLabBankrollOf(rowOf(record));
    if (name === null) continue;
    const ids = byName.get(name) ?? [];
    ids.push(record.sourceBetId);
    byName.set(name, ids);
  }
  if (byName.size === 0) return;
  const ids = await bankrollsNamed(trx, userId, [...byName.keys()], now);
  for (const [name, sourceBetIds] of byName) {
    const id = ids.get(name) ?? null;
    if (id !== null) await placeBySourceId(trx, userId, sourceBetIds, id);
  }
}
