import { sql, type CompiledQuery, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { UNKNOWN_SPORT } from '../catalogue/catalogue-key.ts';
import type { DialectName } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { betRowText, betViewText } from './bet-view-text.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * The user's bets as BetView JSON text (docs/product.md §7 user-bets), written by the database:
 * at 10,000 bets, reading rows into objects and encoding them again cost several times what
 * this does (docs/decisions/013-history-changes-since-a-version.md). The same fields, names and
 * numbers as listBetViews in bets.ts (the tests compare the two); only how a row becomes JSON
 * differs by dialect, each in its fastest form (docs/decisions/001 allows dialect SQL guarded
 * in one repository): SQLite's json_object, and on PostgreSQL row_to_json over named columns
 * with bets and legs joined and grouped by bet (betsWithLegs: a plan as quick whatever the
 * planner's statistics; per bet, or through json_build_object, it took about twice as long).
 */

/**
 * A bet's or leg's field: its JSON key, its value as SQL, and its value in a row of the changes
 * feed where that differs (integer cents and thousandths: core's contract/bet-view-rows.ts).
 */
type Field = readonly [key: string, value: string, rowValue?: string];

/** How the bets are written: the spec's BetView objects, or the changes feed's rows. */
export type ViewFormat = 'objects' | 'rows';

/** How a dialect writes what JSON cannot take as is. */
interface Dialect {
  /** An instant as BetView has it: Date.toISOString's 2025-01-31T18:00:00.000Z, or null. */
  instant(column: string): string;
  /** Text that is JSON already (embedded as JSON, not as a string). */
  json(text: string): string;
}

const DIALECTS: Record<DialectName, Dialect> = {
  // SQLite keeps instants as that very text.
  sqlite: { instant: (column) => column, json: (text) => `json(${text})` },
  // The application reads timestamptz back the same way (db/connection.ts), in any time zone.
  postgres: {
    instant: (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    json: (text) => `(${text})::json`,
  },
};

/** Cents or thousandths as a double: the same number listBetViews divides in JavaScript. */
const divided = (column: string, by: number) => `cast(${column} as double precision) / ${by}`;

/** The shared or the owner's own catalogue name (a bet can point at no other), else 'Unknown'. */
const visible = (alias: string, ownerColumn: string) =>
  `(${alias}.owner_user_id is null or ${alias}.owner_user_id = ${ownerColumn})`;
const nameOf = (alias: string) => `coalesce(${alias}.name, '${UNKNOWN_SPORT}')`;

function betFields(d: Dialect): Field[] {
  return [
    ['Id', 'b.id'],
    ['BetId', 'b.source_bet_id'],
    ['PlacedDate', d.instant('b.placed_at')],
    ['SettledDate', d.instant('b.settled_at')],
    ['Sport', nameOf('sp')],
    ['Competition', nameOf('co')],
    ['EventDescription', 'b.event_description'],
    ['Odds', divided('b.odds_milli', 1000), 'b.odds_milli'],
    ['Status', 'b.status'],
    ['Stake', divided('b.stake_cents', 100), 'b.stake_cents'],
    ['ActualReturn', divided('b.return_cents', 100), 'b.return_cents'],
    ['NetReturn', divided('b.net_return_cents', 100), 'b.net_return_cents'],
    ['BetType', 'b.bet_type'],
    ['Bookmaker', 'b.bookmaker'],
    ['Source', 'b.source'],
    ['Side', `case when b.side in ('BACK', 'LAY') then b.side end`],
    ['Liability', divided('b.liability_cents', 100), 'b.liability_cents'],
    ['GrossProfit', divided('b.gross_profit_cents', 100), 'b.gross_profit_cents'],
    ['Commission', divided('b.commission_cents', 100), 'b.commission_cents'],
    ['ClosingOdds', divided('b.closing_odds_milli', 1000), 'b.closing_odds_milli'],
    ['ExpectedValue', 'b.expected_value_ratio'],
    // Written only by JSON.stringify of a list of texts (bets.ts betRow).
    ['Tags', d.json(`coalesce(b.tags, '[]')`)],
    ['Tipster', 'b.tipster'],
    ['BankrollId', 'b.bankroll_id'],
    ['OrderType', 'b.order_type'],
    [
      'PriceReduced',
      d.json(`case when b.price_reduced = 1 then 'true' when b.price_reduced = 0 then 'false' end`),
    ],
    ['Handicap', 'b.handicap'],
    ['EachWayDivisor', 'b.each_way_divisor'],
    ['EditedAt', d.instant('b.edited_at')],
  ];
}

const LEG_FIELDS: Field[] = [
  ['SelectionId', 's.id'],
  ['SelectionName', 's.name'],
  ['Odds', divided('s.odds_milli', 1000), 's.odds_milli'],
  ['EventName', 's.event_name'],
  ['MarketName', 's.market_name'],
  ['Sport', nameOf('ssp')],
  ['Competition', nameOf('sco')],
  ['Result', 's.result'],
];

/** A bet's sport and competition names (b: the bet). */
const BET_NAMES = `
  left join sports sp on sp.id = b.sport_id and ${visible('sp', 'b.user_id')}
  left join competitions co on co.id = b.competition_id and ${visible('co', 'b.user_id')}`;
/** A leg's (s) sport and competition names, as its bet's (b) owner sees them. */
const LEG_NAMES = `
  left join sports ssp on ssp.id = s.sport_id and ${visible('ssp', 'b.user_id')}
  left join competitions sco on sco.id = s.competition_id and ${visible('sco', 'b.user_id')}`;

const sqliteObject = (fields: readonly Field[]) =>
  `json_object(${fields.map(([key, value]) => `'${key}', ${value}`).join(', ')})`;
const postgresColumns = (fields: readonly Field[]) =>
  fields.map(([key, value]) => `${value} as "${key}"`).join(', ');
const rowValues = (fields: readonly Field[]) =>
  fields.map(([, value, rowValue]) => rowValue ?? value).join(', ');

/** The keys of the fields in their order (the rows' order: core's BET_ROW_FIELDS). */
export const betFieldKeys = (): string[] => betFields(DIALECTS.sqlite).map(([key]) => key);
export const legFieldKeys = (): string[] => LEG_FIELDS.map(([key]) => key);

/**
 * Which of the user's bets to read: all, those written after a bets version, by id (SQLite), or
 * the `newest` so many in the history's order.
 */
type Which = {
  changedAfter?: number | undefined;
  ids?: readonly number[] | undefined;
  newest?: number | undefined;
};

/** SQLite: each bet's JSON (`bet`, over b) and its legs' (`leg`, over s) joined in order. */
const sqliteViews = (bet: string, leg: string, mine: RawBuilder<unknown>) => sql<ViewRow>`
  select b.id, ${sql.raw(bet)} as bet,
    (select group_concat(${sql.raw(leg)}, ',' order by s.position)
      from selections s ${sql.raw(LEG_NAMES)}
      where s.bet_id = b.id) as legs
  from bets b ${sql.raw(BET_NAMES)}
  where ${mine}`;

/**
 * PostgreSQL: each of the bets b that `mine` picks (with their names sp, co) and its legs
 * (each `leg` text, over s, its names and `extra`) joined by commas in order, or null; select
 * `bet` beside. Bets and selections joined, then grouped by bet: only tables are joined, so
 * whatever the planner's statistics it joins them once (hash) or looks each bet's legs up on
 * selections_bet_id (loop), linear both ways. Aggregated apart and then joined (a CTE, even
 * materialized), statistics older than an import made it rescan all legs once per bet
 * (issue 30: 10,000 bets in twenty imports of 500, 35 s); a lateral aggregate per bet is
 * linear too but twice as slow with fresh statistics.
 */
const betsWithLegs = (
  bet: string,
  leg: string,
  mine: RawBuilder<unknown>,
  extra = '',
) => sql<ViewRow>`
    select b.id, ${sql.raw(bet)} as bet,
      ${sql.raw(`string_agg(${leg}, ',' order by s.position) filter (where s.id is not null)`)} as legs
    from bets b ${sql.raw(BET_NAMES)}
      left join selections s on s.bet_id = b.id ${sql.raw(LEG_NAMES)}
      ${sql.raw(extra)}
    where ${mine}
    group by b.id, sp.id, co.id`;

/**
 * Rows of (id, bet: its JSON array without its selections, legs: its legs' JSON arrays joined
 * by commas, in order, or null): the changes feed's rows. json_array on both databases: no keys
 * to write, and amounts as the integers they are stored as.
 */
function rowsQuery(dialect: DialectName, mine: RawBuilder<unknown>) {
  const betRow = rowValues(betFields(DIALECTS[dialect]));
  const legRow = rowValues(LEG_FIELDS);
  if (dialect === 'sqlite')
    return sqliteViews(`json_array(${betRow})`, `json_array(${legRow})`, mine);
  // The bet's fields are its group's (b.id, sp.id and co.id are their tables' keys).
  return betsWithLegs(
    `json_build_array(${betRow})::text`,
    `json_build_array(${legRow})::text`,
    mine,
  );
}

/**
 * Rows of (id, bet: its JSON object without Selections, legs: its legs' JSON objects joined by
 * commas, in order, or null) for the user's bets that `which` names.
 */
function viewsQuery(dialect: DialectName, userId: number, which: Which, format: ViewFormat) {
  const { changedAfter, ids, newest } = which;
  let mine = sql`b.user_id = ${userId}`;
  if (changedAfter !== undefined) mine = sql`${mine} and b.change_seq > ${changedAfter}`;
  // Picked on bets_user_placed_at: a few rows read however long the history. The ids alone
  // (the list is the user's bets): beside `b.user_id = ?` SQLite without statistics walked
  // every bet of the user on that index and tested each against the list (~10 ms at 30,000).
  if (newest !== undefined) {
    mine = sql`b.id in (select id from bets where user_id = ${userId}
      order by placed_at desc, id desc limit ${newest})`;
  }
  // SQLite only (the history read threads): one parameter however many ids, so the
  // statement's text (and its prepared form) stays the same.
  if (ids !== undefined) {
    mine = sql`${mine} and b.id in (select value from json_each(${JSON.stringify(ids)}))`;
  }
  if (format === 'rows') return rowsQuery(dialect, mine);
  if (dialect === 'sqlite') {
    return sqliteViews(sqliteObject(betFields(DIALECTS.sqlite)), sqliteObject(LEG_FIELDS), mine);
  }
  // row_to_json names the fields by a row's columns: a subquery's, computed per group.
  const bet = `(select row_to_json(bet)::text
      from (select ${postgresColumns(betFields(DIALECTS.postgres))}) bet)`;
  const leg = `cross join lateral (select ${postgresColumns(LEG_FIELDS)}) leg`;
  return betsWithLegs(bet, 'row_to_json(leg)::text', mine, leg);
}

interface ViewRow {
  id: number;
  bet: string;
  legs: string | null;
}

/** One bet as the history shows it: its id and its BetView as JSON text. */
export interface BetViewJson {
  id: number;
  view: string;
}

/**
 * Each of the user's bets as BetView JSON text (or, as `rows`, the changes feed's row), in no
 * particular order (betIdsNewestFirst gives the history's); only those written after bets
 * version `changedAfter` when given (bets.change_seq).
 */
export async function betViewsJson(
  db: Db,
  dialect: DialectName,
  userId: number,
  changedAfter?: number,
  format: ViewFormat = 'objects',
): Promise<BetViewJson[]> {
  const { rows } = await viewsQuery(dialect, userId, { changedAfter }, format).execute(db);
  const text = textOf(format);
  return rows.map(({ id, bet, legs }) => ({ id, view: text(bet, legs) }));
}

/** The statement betViewsJson runs (its plan is tested: bet-views-json-plan.test.ts). */
export const betViewsStatement = (
  db: Db,
  dialect: DialectName,
  userId: number,
  format: ViewFormat,
): CompiledQuery => viewsQuery(dialect, userId, {}, format).compile(db);

/**
 * The changes feed's rows of the user's newest `limit` bets, newest first (the history's order,
 * as betIdsNewestFirst): one statement, so the bets and their order are read at one instant.
 */
export async function newestBetRowsJson(
  db: Db,
  dialect: DialectName,
  userId: number,
  limit: number,
): Promise<string[]> {
  const query = viewsQuery(dialect, userId, { newest: limit }, 'rows');
  // The rows query ends on `from bets b … where` (and on PostgreSQL its `group by`).
  const { rows } = await sql<ViewRow>`${query} order by b.placed_at desc, b.id desc`.execute(db);
  const text = textOf('rows');
  return rows.map(({ bet, legs }) => text(bet, legs));
}

/** How a bet's text is put together from its query row. */
export const textOf = (format: ViewFormat) => (format === 'rows' ? betRowText : betViewText);

/**
 * The SQLite statements of the history read threads (history-read-worker.ts), compiled here
 * so a thread needs only the driver: `order` takes the user's id and answers (id) newest
 * first; `views` takes the user's id and a JSON array of bet ids and answers (id, bet, legs).
 */
export function historyReadSql(db: Db, format: ViewFormat): { order: string; views: string } {
  const order = db
    .selectFrom('bets')
    .select('id')
    .where('user_id', '=', 0)
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .compile();
  const views = viewsQuery('sqlite', 0, { ids: [] }, format).compile(db);
  if (order.parameters.length !== 1 || views.parameters.length !== 2) {
    throw new Error('The history read statements take other parameters than expected');
  }
  return { order: order.sql, views: views.sql };
}

/** How many bets the user has. */
export async function countBets(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The ids of the user's bets, newest first (the history's order). */
export async function betIdsNewestFirst(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bets')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}
