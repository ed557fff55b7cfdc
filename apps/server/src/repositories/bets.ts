import type { BetRecord, BetView } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import { UNKNOWN_SPORT } from '../catalogue/catalogue-key.ts';
import type { Database } from '../db/schema.ts';
import { createCatalogueResolver } from './catalogue.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ImportCounts {
  inserted: number;
  skipped: number;
  selections: number;
}

const idsOf = (bet: BetRecord) => [...new Set([bet.sourceBetId, ...bet.aliases])];

type Catalogue = Awaited<ReturnType<typeof createCatalogueResolver>>;

/** The bets row of a record (everything but its id and owner's other bets). */
async function betRow(catalogue: Catalogue, userId: number, bet: BetRecord, now: Date) {
  const sportId = await catalogue.sportId(bet.sport);
  return {
    user_id: userId,
    source: bet.source,
    source_bet_id: bet.sourceBetId,
    placed_at: bet.placedAt,
    settled_at: bet.settledAt,
    sport_id: sportId,
    competition_id: await catalogue.competitionId(sportId, bet.competition),
    event_description: bet.eventDescription,
    odds_milli: bet.oddsMilli,
    stake_cents: bet.stakeCents,
    return_cents: bet.returnCents,
    net_return_cents: bet.netReturnCents,
    status: bet.status,
    bet_type: bet.betType,
    bookmaker: bet.bookmaker,
    side: bet.side,
    liability_cents: bet.liabilityCents,
    raw: bet.raw === undefined ? null : JSON.stringify(bet.raw),
    created_at: now.toISOString(),
  };
}

/** A bet's selections rows; a leg without its own sport or competition takes the bet's. */
async function selectionRowsOf(catalogue: Catalogue, betId: number, bet: BetRecord) {
  const rows = [];
  for (const [position, s] of bet.selections.entries()) {
    const sportId = await catalogue.sportId(s.sport ?? bet.sport);
    rows.push({
      bet_id: betId,
      position,
      name: s.name,
      odds_milli: s.oddsMilli,
      event_name: s.eventName,
      market_name: s.marketName,
      sport_id: sportId,
      competition_id: await catalogue.competitionId(sportId, s.competition ?? bet.competition),
      result: s.result,
    });
  }
  return rows;
}

/**
 * Inserts the bets the user does not have yet. A bet is skipped when any of its ids (aliases
 * included) is already the user's, or appeared earlier in the same batch. Call inside a
 * transaction: the caller decides that the import is all or nothing.
 */
export async function insertBets(
  db: Db,
  userId: number,
  bets: readonly BetRecord[],
  now: Date,
): Promise<ImportCounts> {
  const existing = new Set<string>();
  for (const part of chunks(bets.flatMap(idsOf), 500)) {
    const rows = await db
      .selectFrom('bet_source_ids')
      .select('source_id')
      .where('user_id', '=', userId)
      .where('source_id', 'in', part)
      .execute();
    for (const row of rows) existing.add(row.source_id);
  }

  const fresh: BetRecord[] = [];
  for (const bet of bets) {
    const ids = idsOf(bet);
    if (ids.some((id) => existing.has(id))) continue;
    ids.forEach((id) => existing.add(id));
    fresh.push(bet);
  }

  const catalogue = await createCatalogueResolver(db);
  let selections = 0;
  for (const part of chunks(fresh)) {
    const rows = [];
    for (const bet of part) rows.push(await betRow(catalogue, userId, bet, now));
    // RETURNING order is not guaranteed on SQLite: map rows back by their unique source id.
    const inserted = await db
      .insertInto('bets')
      .values(rows)
      .returning(['id', 'source_bet_id'])
      .execute();
    const betIdBySource = new Map(inserted.map((r) => [r.source_bet_id, r.id]));

    const selectionRows = [];
    const sourceIdRows = [];
    for (const bet of part) {
      const betId = betIdBySource.get(bet.sourceBetId);
      if (betId === undefined) throw new Error(`bet ${bet.sourceBetId} was not inserted`);
      for (const id of idsOf(bet))
        sourceIdRows.push({ user_id: userId, source_id: id, bet_id: betId });
      selectionRows.push(...(await selectionRowsOf(catalogue, betId, bet)));
    }
    for (const rowsPart of chunks(sourceIdRows))
      await db.insertInto('bet_source_ids').values(rowsPart).execute();
    for (const rowsPart of chunks(selectionRows))
      await db.insertInto('selections').values(rowsPart).execute();
    selections += selectionRows.length;
  }
  return { inserted: fresh.length, skipped: bets.length - fresh.length, selections };
}

const euros = (cents: number | null) => (cents === null ? null : cents / 100);
const odds = (milli: number | null) => (milli === null ? null : milli / 1000);

/** The user's bets as the API shows them, newest first, each with its selections. */
export async function listBetViews(db: Db, userId: number, onlyBetId?: number): Promise<BetView[]> {
  let betsQuery = db
    .selectFrom('bets')
    .innerJoin('sports', 'sports.id', 'bets.sport_id')
    .leftJoin('competitions', 'competitions.id', 'bets.competition_id')
    .select([
      'bets.id',
      'bets.source_bet_id',
      'bets.placed_at',
      'bets.settled_at',
      'bets.event_description',
      'bets.odds_milli',
      'bets.stake_cents',
      'bets.return_cents',
      'bets.net_return_cents',
      'bets.status',
      'bets.bet_type',
      'bets.bookmaker',
      'bets.source',
      'bets.side',
      'bets.liability_cents',
      'sports.name as sport',
      'competitions.name as competition',
    ])
    .where('bets.user_id', '=', userId);
  if (onlyBetId !== undefined) betsQuery = betsQuery.where('bets.id', '=', onlyBetId);
  const bets = await betsQuery
    .orderBy('bets.placed_at', 'desc')
    .orderBy('bets.id', 'desc')
    .execute();

  let selectionsQuery = db
    .selectFrom('selections')
    .innerJoin('bets', 'bets.id', 'selections.bet_id')
    .innerJoin('sports', 'sports.id', 'selections.sport_id')
    .leftJoin('competitions', 'competitions.id', 'selections.competition_id')
    .select([
      'selections.id',
      'selections.bet_id',
      'selections.name',
      'selections.odds_milli',
      'selections.event_name',
      'selections.market_name',
      'selections.result',
      'sports.name as sport',
      'competitions.name as competition',
    ])
    .where('bets.user_id', '=', userId);
  if (onlyBetId !== undefined) selectionsQuery = selectionsQuery.where('bets.id', '=', onlyBetId);
  const selections = await selectionsQuery
    .orderBy('selections.bet_id')
    .orderBy('selections.position')
    .execute();

  const byBet = new Map<number, BetView['Selections']>();
  for (const s of selections) {
    const list = byBet.get(s.bet_id) ?? [];
    list.push({
      SelectionId: s.id,
      SelectionName: s.name,
      Odds: odds(s.odds_milli),
      EventName: s.event_name,
      MarketName: s.market_name,
      Sport: s.sport,
      Competition: s.competition ?? UNKNOWN_SPORT,
      Result: s.result,
    });
    byBet.set(s.bet_id, list);
  }

  return bets.map((b) => ({
    Id: b.id,
    BetId: b.source_bet_id,
    PlacedDate: b.placed_at,
    SettledDate: b.settled_at,
    Sport: b.sport,
    Competition: b.competition ?? UNKNOWN_SPORT,
    EventDescription: b.event_description,
    Odds: odds(b.odds_milli),
    Status: b.status,
    Stake: b.stake_cents / 100,
    ActualReturn: b.return_cents / 100,
    NetReturn: b.net_return_cents / 100,
    BetType: b.bet_type,
    Bookmaker: b.bookmaker,
    Source: b.source,
    Side: b.side === 'BACK' || b.side === 'LAY' ? b.side : null,
    Liability: euros(b.liability_cents),
    Selections: byBet.get(b.id) ?? [],
  }));
}

/** The internal id of the user's bet with this source id (or alias), or null. */
export async function findBetIdBySourceId(
  db: Db,
  userId: number,
  sourceId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('bet_source_ids')
    .select('bet_id')
    .where('user_id', '=', userId)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
  return row?.bet_id ?? null;
}

/**
 * Replaces the contents of one of the user's bets (its ids stay); false when the user has no
 * bet with that id. Call inside a transaction.
 */
export async function replaceBet(
  db: Db,
  userId: number,
  betId: number,
  bet: BetRecord,
  now: Date,
): Promise<boolean> {
  const catalogue = await createCatalogueResolver(db);
  const {
    user_id: _owner,
    source: _source,
    source_bet_id: _sourceId,
    created_at: _created,
    ...changes
  } = await betRow(catalogue, userId, bet, now);
  const result = await db
    .updateTable('bets')
    .set(changes)
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.deleteFrom('selections').where('bet_id', '=', betId).execute();
  const rows = await selectionRowsOf(catalogue, betId, bet);
  for (const part of chunks(rows)) await db.insertInto('selections').values(part).execute();
  return true;
}

/** Deletes one of the user's bets; false when the user has no bet with that id. */
export async function deleteBet(db: Db, userId: number, betId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('bets')
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
