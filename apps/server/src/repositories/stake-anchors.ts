import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export interface StakeAnchorSummary {
  id: number;
  seq: number;
  hash: string;
  tsa_url: string;
  anchored_at: string;
  created_at: string;
}

const SUMMARY = ['id', 'seq', 'hash', 'tsa_url', 'anchored_at', 'created_at'] as const;

export async function insertStakeAnchor(
  db: Db,
  anchor: Omit<StakeAnchorSummary, 'id'> & { reply: Buffer },
): Promise<number> {
  const row = await db
    .insertInto('stake_anchors')
    .values(anchor)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest anchor (the daily schedule and the "head changed?" check start from it). */
export async function latestStakeAnchor(db: Db): Promise<StakeAnchorSummary | null> {
  const row = await db
    .selectFrom('stake_anchors')
    .select(SUMMARY)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Every anchor, newest first (one a day at most: a few hundred a year). */
export async function listStakeAnchors(db: Db): Promise<StakeAnchorSummary[]> {
  return db.selectFrom('stake_anchors').select(SUMMARY).orderBy('id', 'desc').execute();
}

/** One anchor's stored TimeStampResp, or null. */
export async function stakeAnchorReply(db: Db, id: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom('stake_anchors')
    .select('reply')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.reply) : null;
}
