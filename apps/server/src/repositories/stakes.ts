import {
  isSettledStakeResult,
  STAKE_SETTLED_RESULTS,
  type Stake,
  type StakeFeedLink,
  type StakeFeedSuggestion,
  type StakeSettledResult,
  suggestionSourceSchema,
} from '@stakelab/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, StakeTable } from '../db/schema.ts';

type Db = Kysely<Database>;

const toCents = (euros: number) => Math.round(euros * 100);

const OUTCOMES = ['1', 'X', '2'] as const;

/** The stake's feed link, when both halves are stored. */
function feedLinkOf(row: Selectable<StakeTable>): StakeFeedLink | null {
  const outcome = OUTCOMES.find((o) => o === row.feed_outcome);
  return row.feed_event_id !== null && outcome ? { event_id: row.feed_event_id, outcome } : null;
}

/** The suggestion waiting for an admin's click: an open stake's, not yet decided. */
function waitingSuggestionOf(row: Selectable<StakeTable>): StakeFeedSuggestion | null {
  const result = row.feed_suggested_result;
  if (
    (result !== 'won' && result !== 'lost' && result !== 'void') ||
    row.feed_suggestion_decided_at !== null ||
    isSettledStakeResult(row.status) ||
    row.feed_suggestion_source === null
  )
    return null;
  const source = suggestionSourceSchema.safeParse(JSON.parse(row.feed_suggestion_source));
  if (!source.success) return null;
  return {
    result,
    event: source.data.Event,
    score: source.data.Score,
    finished_at: source.data.FinishedAt,
    suggested_at: row.feed_suggested_at ?? source.data.FinishedAt,
  };
}

function stakeView(row: Selectable<StakeTable>, forAdmins = false): Stake {
  return {
    stake_id: row.id,
    tipster_name: row.tipster_name,
    event_description: row.event_description,
    bookmaker: row.bookmaker,
    bet_placed_at: row.bet_placed_at,
    status: row.status,
    bet_details: row.bet_details,
    total_odds: row.total_odds_milli / 1000,
    stake_amount: row.stake_cents / 100,
    potential_winnings: row.potential_winnings_cents / 100,
    payout_amount: row.payout_cents === null ? null : row.payout_cents / 100,
    // One field since issue 34: the final result is the outcome, or 'IN PROGRESS' while open.
    final_result: isSettledStakeResult(row.status) ? row.status : 'IN PROGRESS',
    image_path: row.image_path,
    settled_at: row.settled_at,
    starts_at: row.starts_at,
    void_reason: row.void_reason,
    feed_link: feedLinkOf(row),
    closing_odds: row.closing_odds_milli === null ? null : row.closing_odds_milli / 1000,
    fair_close_probability: row.fair_probability,
    ...(forAdmins ? { feed_suggestion: waitingSuggestionOf(row) } : {}),
  };
}

export interface NewStake {
  tipsterName: string;
  eventDescription: string;
  bookmaker: string;
  placedAt: Date;
  /** The event's start; null when not given. */
  startsAt: Date | null;
  /** Open: IN_PROGRESS or pending. A settled outcome is a settle entry after the publish. */
  status: 'IN_PROGRESS' | 'pending';
  betDetails: string | null;
  totalOdds: number;
  stake: number;
  potentialWinnings: number;
  payout: number;
  imagePath: string | null;
  /** The admin who published it; null for demo data. */
  createdBy: number | null;
  /** Picked from the live feed (checked by the route); null or absent: not linked. */
  feedLink?: StakeFeedLink | null | undefined;
}

/** Inserts a stake's row; services/stake-record.ts appends its publish entry beside it. */
export async function insertStake(db: Db, stake: NewStake): Promise<Stake> {
  const row = await db
    .insertInto('stakes')
    .values({
      tipster_name: stake.tipsterName,
      event_description: stake.eventDescription,
      bookmaker: stake.bookmaker,
      bet_placed_at: stake.placedAt.toISOString(),
      status: stake.status,
      bet_details: stake.betDetails,
      total_odds_milli: Math.round(stake.totalOdds * 1000),
      stake_cents: toCents(stake.stake),
      potential_winnings_cents: toCents(stake.potentialWinnings),
      payout_cents: toCents(stake.payout),
      image_path: stake.imagePath,
      created_by: stake.createdBy,
      created_at: stake.placedAt.toISOString(),
      settled_at: null,
      starts_at: stake.startsAt?.toISOString() ?? null,
      void_reason: null,
      feed_event_id: stake.feedLink?.event_id ?? null,
      feed_outcome: stake.feedLink?.outcome ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return stakeView(row);
}

/** Open (not yet settled) stakes placed in [from, to), newest first; settled ones move to history. */
export async function listOpenStakesPlacedBetween(db: Db, from: Date, to: Date): Promise<Stake[]> {
  const rows = await db
    .selectFrom('stakes')
    .selectAll()
    .where('status', 'not in', [...STAKE_SETTLED_RESULTS])
    .where('bet_placed_at', '>=', from.toISOString())
    .where('bet_placed_at', '<', to.toISOString())
    .orderBy('bet_placed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => stakeView(row));
}

/** Settled stakes (won, lost, void, cashed out), newest first; at most `limit`. */
export async function listSettledStakes(db: Db, limit = 500): Promise<Stake[]> {
  const rows = await db
    .selectFrom('stakes')
    .selectAll()
    .where('status', 'in', [...STAKE_SETTLED_RESULTS])
    .orderBy('bet_placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => stakeView(row));
}

/** Every stake, newest first: the admins' list. */
export async function listAllStakes(db: Db, limit = 500): Promise<Stake[]> {
  const rows = await db
    .selectFrom('stakes')
    .selectAll()
    .orderBy('bet_placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => stakeView(row, true));
}

export async function findStake(db: Db, id: number): Promise<Stake | null> {
  const row = await db.selectFrom('stakes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? stakeView(row) : null;
}

/**
 * Records a stake's outcome on its row (the record keeps every one; this row shows the latest);
 * null when there is no such stake.
 */
export async function settleStake(
  db: Db,
  id: number,
  outcome: { result: StakeSettledResult; payout: number; voidReason?: string | null },
  now: Date,
): Promise<Stake | null> {
  const row = await db
    .updateTable('stakes')
    .set({
      status: outcome.result,
      payout_cents: toCents(outcome.payout),
      settled_at: now.toISOString(),
      void_reason: outcome.voidReason ?? null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? stakeView(row) : null;
}
