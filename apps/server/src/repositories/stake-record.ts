import { createHash } from 'node:crypto';
import {
  canonicalStakeEntry,
  STAKE_RECORD_GENESIS,
  stakeEntryHashInput,
  type PublicStakeRecordEntry,
  type StakeRecordEntry,
  type StakeRecordKind,
} from '@stakelab/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, StakeRecordTable } from '../db/schema.ts';

type Db = Kysely<Database>;

/** SHA-256 hex, synchronous: the server hashes inside its transaction (node:crypto). */
export function sha256HexSync(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The same, in the shape core's verifyStakeRecord takes. */
export const sha256Hex = async (text: string): Promise<string> => sha256HexSync(text);

/** An entry without its place: the append gives it its seq and time. */
export type UnplacedEntry = StakeRecordEntry extends infer E
  ? E extends StakeRecordEntry
    ? Omit<E, 'v' | 'seq' | 'at'>
    : never
  : never;

/**
 * Appends one entry on top of the last, inside the caller's transaction: seq = last + 1,
 * prev_hash = the last hash. Two transactions that read the same last entry both try the same
 * seq and prev_hash; the primary key and the unique index let one commit and make the other
 * fail (a unique violation the caller retries), so the chain never forks.
 */
export async function appendStakeRecordEntry(
  trx: Db,
  entry: UnplacedEntry,
  at: Date,
  revealAt: string | null,
): Promise<{ seq: number; hash: string }> {
  const last = await trx
    .selectFrom('stake_record')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? STAKE_RECORD_GENESIS;
  const canonical = canonicalStakeEntry({
    v: 1,
    seq,
    at: at.toISOString(),
    ...entry,
  } as StakeRecordEntry);
  const hash = sha256HexSync(stakeEntryHashInput(canonical, prevHash));
  await trx
    .insertInto('stake_record')
    .values({
      seq,
      kind: entry.kind,
      stake_id: entry.stake_id,
      canonical,
      prev_hash: prevHash,
      hash,
      at: at.toISOString(),
      reveal_at: revealAt,
    })
    .execute();
  return { seq, hash };
}

/** A stake's entries, oldest first (to find what a settle refers to or a correction corrects). */
export async function stakeRecordEntriesOf(
  db: Db,
  stakeId: number,
): Promise<{ seq: number; kind: StakeRecordKind }[]> {
  const rows = await db
    .selectFrom('stake_record')
    .select(['seq', 'kind'])
    .where('stake_id', '=', stakeId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ seq: row.seq, kind: row.kind as StakeRecordKind }));
}

/** What the public sees of an entry at `now`: its content once revealed, else its hash only. */
export function publicEntry(row: Selectable<StakeRecordTable>, now: Date): PublicStakeRecordEntry {
  const hidden = row.reveal_at !== null && Date.parse(row.reveal_at) > now.getTime();
  return {
    seq: row.seq,
    kind: row.kind as StakeRecordKind,
    prev_hash: row.prev_hash,
    hash: row.hash,
    canonical: hidden ? null : row.canonical,
  };
}

/** An entry with its content whatever the time: what the server itself verifies. */
export function fullEntry(row: Selectable<StakeRecordTable>): PublicStakeRecordEntry {
  return { ...publicEntry(row, new Date(row.reveal_at ?? 0)) };
}

/** Entries with seq > after, oldest first, at most `limit`. */
export async function listStakeRecord(
  db: Db,
  after: number,
  limit: number,
): Promise<Selectable<StakeRecordTable>[]> {
  return db
    .selectFrom('stake_record')
    .selectAll()
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export async function stakeRecordHead(
  db: Db,
): Promise<{ seq: number; hash: string; at: string } | null> {
  const row = await db
    .selectFrom('stake_record')
    .select(['seq', 'hash', 'at'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Every entry, page by page (the download and the verification read the whole chain). */
export async function* eachStakeRecordRow(
  db: Db,
  pageSize = 500,
): AsyncGenerator<Selectable<StakeRecordTable>> {
  let after = 0;
  for (;;) {
    const rows = await listStakeRecord(db, after, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.seq;
  }
}
