import type { BetRecord, BetView } from '@stakelab/core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { UNKNOWN_SPORT } from '../catalogue/catalogue-key.ts';
import type { Database } from '../db/schema.ts';
import { createCatalogueResolver, type CatalogueResolver } from './catalogue.ts';
import { yieldToEventLoop } from '../db/yield.ts';
import { bulkInserter } from './bulk-insert.ts';
import { rawColumn } from './raw-json.ts';
import { storable } from './stored-amounts.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 100;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
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

type Catalogue = CatalogueResolver;

/**
 * The bets row of a record (everything but its id and owner's other bets). `asOf`: the as-of
 * time of the export it comes from (see core importAsOf), null for a bet entered by hand.
 */
export async function betRow(
  catalogue: Catalogue,
  userId: number,
  bet: BetRecord,
  now: Date,
  asOf: string | null = null,
) {
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
    odds_milli: storable('odds_milli', bet.oddsMilli),
    stake_cents: storable('stake_cents', bet.stakeCents),
    return_cents: storable('return_cents', bet.returnCents),
    net_return_cents: storable('net_return_cents', bet.netReturnCents),
    status: bet.status,
    bet_type: bet.betType,
    bookmaker: bet.bookmaker,
    side: bet.side,
    liability_cents: storable('liability_cents', bet.liabilityCents),
    raw: rawColumn(bet.raw),
    created_at: now.toISOString(),
    gross_profit_cents: storable('gross_profit_cents', bet.grossProfitCents),
    commission_cents: storable('commission_cents', bet.commissionCents),
    closing_odds_milli: storable('closing_odds_milli', bet.closingOddsMilli),
    expected_value_ratio: bet.expectedValueRatio,
    tags: bet.tags.length === 0 ? null : JSON.stringify(bet.tags),
    tipster: bet.tipster,
    order_type: bet.details?.orderType ?? null,
    price_requested_milli: storable(
      'price_requested_milli',
      bet.details?.priceRequestedMilli ?? null,
    ),
    price_reduced: flag(bet.details?.priceReduced ?? null),
    handicap: bet.details?.handicap ?? null,
    each_way_divisor: bet.details?.eachWayDivisor ?? null,
    places_paid: bet.details?.placesPaid ?? null,
    source_as_of: asOf,
  };
}

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** The tags column (a JSON array of text) as a list; anything else reads as none. */
export function tagsOf(column: string | null): string[] {
  if (column === null) return [];
  const value: unknown = JSON.parse(column);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

/** A bet's selections rows; a leg without its own sport or competition takes the bet's. */
export async function selectionRowsOf(catalogue: Catalogue, betId: number, bet: BetRecord) {
  const rows = [];
  for (const [position, s] of bet.selections.entries()) {
    const sportId = await catalogue.sportId(s.sport ?? bet.sport);
    rows.push({
      bet_id: betId,
      position,
      name: s.name,
      odds_milli: storable('odds_milli', s.oddsMilli),
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
 * Takes the user's next bets version (users.bets_version + 1) for a change to their bets, in
 * the transaction that makes it: every bet it writes is stamped with it (bets.change_seq) and
 * every bet it deletes leaves a tombstone with it, so GET /api/history/user-bets/changes can
 * answer "what changed after version N" (docs/decisions/013-history-changes-since-a-version.md).
 * The user's row stays locked until commit, so one user's versions commit in increasing order.
 */
export async function bumpBetsVersion(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ bets_version: eb('bets_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('bets_version')
    .executeTakeFirst();
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row.bets_version;
}

/**
 * Marks bets of the user as changed without rewriting them (what they show changed elsewhere:
 * a catalogue entry was merged or deleted). Returns the version they now carry.
 */
export async function stampBetsChanged(
  db: Db,
  userId: number,
  betIds: readonly number[],
): Promise<number> {
  const version = await bumpBetsVersion(db, userId);
  for (const ids of chunks(betIds, 500)) {
    await db
      .updateTable('bets')
      .set({ change_seq: version })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
  }
  return version;
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
  asOf: string | null = null,
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
  const selections = await insertFreshBets(db, userId, fresh, now, asOf);
  return { inserted: fresh.length, skipped: bets.length - fresh.length, selections };
}

/**
 * Inserts bets the caller knows are new to the user, none sharing an id with another (an
 * import's plan has checked); returns how many selections went in. Takes a bets version for
 * them when it inserts any. Call inside a transaction.
 */
export async function insertFreshBets(
  db: Db,
  userId: number,
  fresh: readonly BetRecord[],
  now: Date,
  asOf: string | null = null,
): Promise<number> {
  if (fresh.length === 0) return 0;
  const changeSeq = await bumpBetsVersion(db, userId);
  const catalogue = await createCatalogueResolver(db, userId);
  const insertBetRows = bulkInserter(db, 'bets');
  const insertSourceIds = bulkInserter(db, 'bet_source_ids');
  const insertLegs = bulkInserter(db, 'selections');
  const sourceIds = new RowsInChunks<Insertable<Database['bet_source_ids']>>((rows) =>
    insertSourceIds(rows),
  );
  const legs = new RowsInChunks<Insertable<Database['selections']>>((rows) => insertLegs(rows));
  // 50 bets (with their selections and source ids) between yields: each part holds the event
  // loop while it is written, and other users' requests wait behind it.
  for (const part of chunks(fresh, 50)) {
    const rows = [];
    for (const bet of part)
      rows.push({ ...(await betRow(catalogue, userId, bet, now, asOf)), change_seq: changeSeq });
    // RETURNING order is not guaranteed on SQLite: map rows back by their unique source id.
    const inserted = await insertBetRows(rows, ['id', 'source_bet_id']);
    const betIdBySource = new Map(inserted.map((r) => [r.source_bet_id, r.id as number]));
    for (const bet of part) {
      const betId = betIdBySource.get(bet.sourceBetId);
      if (betId === undefined) throw new Error(`bet ${bet.sourceBetId} was not inserted`);
      await sourceIds.add(
        idsOf(bet).map((id) => ({ user_id: userId, source_id: id, bet_id: betId })),
      );
      await legs.add(await selectionRowsOf(catalogue, betId, bet));
    }
    await yieldToEventLoop();
  }
  await sourceIds.flush();
  return legs.flush();
}

/**
 * Rows gathered across parts and inserted CHUNK at a time, so that every statement but the
 * last has the same text (a bulkInserter compiles and prepares it once). Returns, at the end,
 * how many rows went in.
 */
class RowsInChunks<Row> {
  readonly #insert: (rows: readonly Row[]) => Promise<unknown>;
  #waiting: Row[] = [];
  #inserted = 0;

  constructor(insert: (rows: readonly Row[]) => Promise<unknown>) {
    this.#insert = insert;
  }

  async add(rows: readonly Row[]): Promise<void> {
    for (const row of rows) this.#waiting.push(row);
    while (this.#waiting.length >= CHUNK) await this.#send(this.#waiting.splice(0, CHUNK));
  }

  async flush(): Promise<number> {
    if (this.#waiting.length > 0) await this.#send(this.#waiting.splice(0));
    return this.#inserted;
  }

  async #send(rows: Row[]): Promise<void> {
    await this.#insert(rows);
    this.#inserted += rows.length;
  }
}

const euros = (cents: number | null) => (cents === null ? null : cents / 100);
const odds = (milli: number | null) => (milli === null ? null : milli / 1000);

/**
 * Catalogue names by id: a few hundred rows, cheaper than joining them onto every bet. The
 * shared catalogue and the user's own entries, the only ones their bets can point at.
 */
async function catalogueNames(db: Db, userId: number) {
  const [sports, competitions] = await Promise.all([
    db
      .selectFrom('sports')
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]))
      .execute(),
    db
      .selectFrom('competitions')
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]))
      .execute(),
  ]);
  const sportNames = new Map(sports.map((s) => [s.id, s.name]));
  const competitionNames = new Map(competitions.map((c) => [c.id, c.name]));
  return {
    sport: (id: number) => sportNames.get(id) ?? UNKNOWN_SPORT,
    competition: (id: number | null) =>
      (id === null ? undefined : competitionNames.get(id)) ?? UNKNOWN_SPORT,
  };
}

/**
 * The user's bets as the API shows them, newest first, each with its selections. Two plain
 * index scans and no joins: at 10,000 bets building the rows is the cost, so nothing extra.
 */
export async function listBetViews(db: Db, userId: number, onlyBetId?: number): Promise<BetView[]> {
  let betsQuery = db
    .selectFrom('bets')
    .select([
      'id',
      'source_bet_id',
      'placed_at',
      'settled_at',
      'event_description',
      'odds_milli',
      'stake_cents',
      'return_cents',
      'net_return_cents',
      'status',
      'bet_type',
      'bookmaker',
      'source',
      'side',
      'liability_cents',
      'sport_id',
      'competition_id',
      'gross_profit_cents',
      'commission_cents',
      'closing_odds_milli',
      'expected_value_ratio',
      'tags',
      'tipster',
      'bankroll_id',
      'order_type',
      'price_reduced',
      'handicap',
      'each_way_divisor',
      'edited_at',
    ])
    .where('user_id', '=', userId);
  if (onlyBetId !== undefined) betsQuery = betsQuery.where('id', '=', onlyBetId);

  const selectionsQuery = db
    .selectFrom('selections')
    .select([
      'id',
      'bet_id',
      'name',
      'odds_milli',
      'event_name',
      'market_name',
      'result',
      'sport_id',
      'competition_id',
    ])
    .where('bet_id', 'in', (eb) => {
      let owned = eb.selectFrom('bets').select('id').where('user_id', '=', userId);
      if (onlyBetId !== undefined) owned = owned.where('id', '=', onlyBetId);
      return owned;
    });

  const [names, bets, selections] = await Promise.all([
    catalogueNames(db, userId),
    betsQuery.orderBy('placed_at', 'desc').orderBy('id', 'desc').execute(),
    selectionsQuery.orderBy('bet_id').orderBy('position').execute(),
  ]);

  const byBet = new Map<number, BetView['Selections']>();
  for (const s of selections) {
    let list = byBet.get(s.bet_id);
    if (!list) byBet.set(s.bet_id, (list = []));
    list.push({
      SelectionId: s.id,
      SelectionName: s.name,
      Odds: odds(s.odds_milli),
      EventName: s.event_name,
      MarketName: s.market_name,
      Sport: names.sport(s.sport_id),
      Competition: names.competition(s.competition_id),
      Result: s.result,
    });
  }

  return bets.map((b) => ({
    Id: b.id,
    BetId: b.source_bet_id,
    PlacedDate: b.placed_at,
    SettledDate: b.settled_at,
    Sport: names.sport(b.sport_id),
    Competition: names.competition(b.competition_id),
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
    GrossProfit: euros(b.gross_profit_cents),
    Commission: euros(b.commission_cents),
    ClosingOdds: odds(b.closing_odds_milli),
    ExpectedValue: b.expected_value_ratio,
    Tags: tagsOf(b.tags),
    Tipster: b.tipster,
    BankrollId: b.bankroll_id,
    OrderType: b.order_type,
    PriceReduced: b.price_reduced === null ? null : b.price_reduced === 1,
    Handicap: b.handicap,
    EachWayDivisor: b.each_way_divisor,
    EditedAt: b.edited_at,
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

/** Why a bet is rewritten: by hand (PUT, settle) or by an import. */
export type RewriteReason =
  /** A hand edit: edited_at becomes now, so a re-import keeps the user's version. */
  | { kind: 'hand' }
  /**
   * An import: `asOf` is the newest export the bet has been seen in; `clearsEdit` when the user
   * chose the source's version over their hand edit.
   */
  | { kind: 'import'; asOf: string | null; clearsEdit: boolean };

/**
 * Rewrites one of the user's bets with a record (its ids, source and creation time stay);
 * false when the user has no bet with that id. The selections rows are replaced only when
 * `withSelections`. `changeSeq`: the bets version the caller took for its transaction
 * (bumpBetsVersion), stamped on the bet.
 */
export async function rewriteBet(
  db: Db,
  catalogue: Catalogue,
  userId: number,
  betId: number,
  bet: BetRecord,
  now: Date,
  reason: RewriteReason,
  changeSeq: number,
  withSelections = true,
): Promise<boolean> {
  const {
    user_id: _owner,
    source: _source,
    source_bet_id: _sourceId,
    created_at: _created,
    source_as_of: _asOf,
    ...row
  } = await betRow(catalogue, userId, bet, now);
  const changes =
    reason.kind === 'hand'
      ? { ...row, edited_at: now.toISOString(), change_seq: changeSeq }
      : {
          ...row,
          source_as_of: reason.asOf,
          ...(reason.clearsEdit ? { edited_at: null } : {}),
          change_seq: changeSeq,
        };
  const result = await db
    .updateTable('bets')
    .set(changes)
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (withSelections) {
    await db.deleteFrom('selections').where('bet_id', '=', betId).execute();
    const rows = await selectionRowsOf(catalogue, betId, bet);
    for (const part of chunks(rows)) await db.insertInto('selections').values(part).execute();
  }
  return true;
}

/**
 * Replaces the contents of one of the user's bets (its ids stay) under a new bets version;
 * false when the user has no bet with that id. Call inside a transaction.
 */
export async function replaceBet(
  db: Db,
  userId: number,
  betId: number,
  bet: BetRecord,
  now: Date,
  reason: RewriteReason,
): Promise<boolean> {
  const catalogue = await createCatalogueResolver(db, userId);
  const changeSeq = await bumpBetsVersion(db, userId);
  return rewriteBet(db, catalogue, userId, betId, bet, now, reason, changeSeq);
}

/**
 * Writes a settlement made by hand: status, settlement time, money (commission cleared) and
 * a single's leg result, and marks the bet as edited by hand, stamped with `changeSeq` (the
 * bets version the caller took for its transaction).
 */
export async function writeSettlement(
  db: Db,
  userId: number,
  betId: number,
  bet: Pick<
    BetRecord,
    | 'status'
    | 'settledAt'
    | 'returnCents'
    | 'netReturnCents'
    | 'grossProfitCents'
    | 'commissionCents'
    | 'selections'
  >,
  now: Date,
  changeSeq: number,
): Promise<void> {
  await db
    .updateTable('bets')
    .set({
      change_seq: changeSeq,
      status: bet.status,
      settled_at: bet.settledAt,
      return_cents: storable('return_cents', bet.returnCents),
      net_return_cents: storable('net_return_cents', bet.netReturnCents),
      gross_profit_cents: storable('gross_profit_cents', bet.grossProfitCents),
      commission_cents: storable('commission_cents', bet.commissionCents),
      edited_at: now.toISOString(),
    })
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .execute();
  for (const [position, leg] of bet.selections.entries()) {
    await db
      .updateTable('selections')
      .set({ result: leg.result })
      .where('bet_id', '=', betId)
      .where('position', '=', position)
      .execute();
  }
}

/**
 * Deletes one of the user's bets, leaving a tombstone with a new bets version; false when the
 * user has no bet with that id. Call inside a transaction.
 */
export async function deleteBet(
  db: Db,
  userId: number,
  betId: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .deleteFrom('bets')
    .where('id', '=', betId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  const seq = await bumpBetsVersion(db, userId);
  await db
    .insertInto('bet_tombstones')
    .values({ bet_id: betId, user_id: userId, seq, deleted_at: now.toISOString() })
    .execute();
  return true;
}
