import type { TaxBet } from '@stakelab/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldToEventLoop } from '../db/yield.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Bets per read: one page of SQLite's synchronous work stays a few tens of milliseconds. */
export const TAX_YEAR_PAGE = 2_000;

const COLUMNS = [
  'id',
  'source_bet_id',
  'placed_at',
  'settled_at',
  'event_description',
  'odds_milli',
  'status',
  'stake_cents',
  'net_return_cents',
  'bookmaker',
  'free_bet',
  'currency',
] as const;

/** Earlier bets are looked for in spans of placed days this long (a span per statement). */
const EARLIER_SPAN_DAYS = 92;
const DAY_MS = 86_400_000;

/**
 * The user's bets that may belong to calendar year `year` in some time zone, as the tax report
 * reads them (core's TaxBet): those whose settle instant (placed, while open or undated) lies
 * between 30 December of the year before and 3 January of the year after, UTC. No zone is more
 * than 14 hours from UTC, so that holds every bet of the year whatever the zone; taxYearReport
 * keeps the ones whose local day is in the year.
 *
 * Bounded work: better-sqlite3 answers synchronously, so no statement here reads more than a
 * page or a span, with a turn of the event loop between statements.
 * - Bets placed in the window: pages of TAX_YEAR_PAGE along the (user_id, placed_at) index.
 * - Bets placed before it and settled in it (an ante-post bet): spans of EARLIER_SPAN_DAYS of
 *   placed days, back to the user's first bet, each an index range.
 * Each page is handed to `onPage` as it is read (the report adds it up then). Only the
 * columns the report shows; the first leg's event and selection only for the bets
 * that have no event of their own.
 */
export async function readTaxYearBets(
  db: Db,
  userId: number,
  year: number,
  onPage: (bets: TaxBet[]) => Promise<void> | void,
): Promise<void> {
  const from = `${year - 1}-12-30T00:00:00.000Z`;
  const to = `${year + 1}-01-03T00:00:00.000Z`;
  const keep = async (rows: readonly TaxRow[]) => {
    const bets: TaxBet[] = [];
    const firstLegs = await firstLegsOf(
      db,
      rows.filter((r) => !r.event_description?.trim()).map((r) => r.id),
    );
    for (const r of rows) {
      const bet = taxBetOf(r, firstLegs.get(r.id));
      const at = bet.SettledDate ?? bet.PlacedDate;
      if (at >= from && at < to) bets.push(bet);
    }
    await onPage(bets);
    await yieldToEventLoop();
  };

  let after: { placed: string; id: number } | null = null;
  for (;;) {
    const cursor = after;
    const rows: TaxRow[] = await db
      .selectFrom('bets')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('placed_at', '>=', from)
      .where('placed_at', '<', to)
      // A row value, which both databases read as a range of the index (an OR of the two
      // conditions would have SQLite scan the pages before it again for every page).
      .$if(cursor !== null, (q) =>
        q.where((eb) =>
          eb(eb.refTuple('placed_at', 'id'), '>', eb.tuple(cursor!.placed, cursor!.id)),
        ),
      )
      .orderBy('placed_at')
      .orderBy('id')
      .limit(TAX_YEAR_PAGE)
      .execute();
    if (rows.length === 0) break;
    const last = rows.at(-1)!;
    after = { placed: last.placed_at, id: last.id };
    await keep(rows);
    if (rows.length < TAX_YEAR_PAGE) break;
  }

  const first = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.min('placed_at').as('first'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const firstMs = first?.first == null ? NaN : new Date(first.first).getTime();
  for (let end = Date.parse(from); end > firstMs; end -= EARLIER_SPAN_DAYS * DAY_MS) {
    const rows = await db
      .selectFrom('bets')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('placed_at', '>=', new Date(end - EARLIER_SPAN_DAYS * DAY_MS).toISOString())
      .where('placed_at', '<', new Date(end).toISOString())
      .where('settled_at', '>=', from)
      .where('settled_at', '<', to)
      .execute();
    if (rows.length > 0) await keep(rows);
    else await yieldToEventLoop();
  }
}

type TaxRow = Pick<Selectable<Database['bets']>, (typeof COLUMNS)[number]>;

function taxBetOf(
  r: TaxRow,
  leg: { SelectionName: string; EventName: string | null } | undefined,
): TaxBet {
  return {
    Id: r.id,
    BetId: r.source_bet_id,
    PlacedDate: new Date(r.placed_at).toISOString(),
    SettledDate: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
    EventDescription: r.event_description,
    Odds: r.odds_milli === null ? null : r.odds_milli / 1000,
    Status: r.status,
    Stake: r.stake_cents / 100,
    NetReturn: r.net_return_cents / 100,
    Bookmaker: r.bookmaker,
    FreeBet: r.free_bet === 1,
    Currency: r.currency,
    Selections: leg ? [leg] : [],
  };
}

/** The first leg's event and selection of each of these bets (the report's event fallback). */
async function firstLegsOf(
  db: Db,
  betIds: readonly number[],
): Promise<Map<number, { SelectionName: string; EventName: string | null }>> {
  const legs = new Map<number, { SelectionName: string; EventName: string | null }>();
  // 1,000 ids per statement: well under both databases' bound-parameter limits.
  for (let i = 0; i < betIds.length; i += 1_000) {
    const rows = await db
      .selectFrom('selections')
      .select(['bet_id', 'name', 'event_name'])
      .where('bet_id', 'in', betIds.slice(i, i + 1_000))
      .orderBy('bet_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      if (!legs.has(row.bet_id))
        legs.set(row.bet_id, { SelectionName: row.name, EventName: row.event_name });
    }
  }
  return legs;
}
