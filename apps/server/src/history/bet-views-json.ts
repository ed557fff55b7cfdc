import { BET_VIEW_FIELDS, SELECTION_VIEW_FIELDS, type ViewField } from '@stakelab/core';
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
 * numbers as listBetViews in bet-views.ts (the tests compare the two); only how a row becomes JSON
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

/**
 * A table field as SQL over `alias` (b: bets, s: selections), whose sport and competition
 * names are joined as `names` (BET_NAMES, LEG_NAMES).
 */
function fieldSql(
  d: Dialect,
  alias: string,
  names: { sport: string; competition: string },
  field: ViewField<string>,
): Field {
  const column = `${alias}.${field.column}`;
  switch (field.kind) {
    case 'plain':
      return [field.key, column];
    case 'instant':
      return [field.key, d.instant(column)];
    case 'scaled':
      return [field.key, divided(column, field.scale ?? 1), column];
    case 'sport':
    case 'competition':
      return [field.key, nameOf(names[field.kind])];
    case 'side':
      return [field.key, `case when ${column} in ('BACK', 'LAY') then ${column} end`];
    case 'tags':
      // Written only by JSON.stringify of a list of texts (bet-rows.ts betRow).
      return [field.key, d.json(`coalesce(${column}, '[]')`)];
    case 'flag':
      return [
        field.key,
        d.json(`case when ${column} = 1 then 'true' when ${column} = 0 then 'false' end`),
      ];
  }
}

const betFields = (d: Dialect): Field[] =>
  BET_VIEW_FIELDS.map((f) => fieldSql(d, 'b', { sport: 'sp', competition: 'co' }, f));

const legFields = (d: Dialect): Field[] =>
  SELECTION_VIEW_FIELDS.map((f) => fieldSql(d, 's', { sport: 'ssp', competition: 'sco' }, f));

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
export const legFieldKeys = (): string[] => legFields(DIALECTS.sqlite).map(([key]) => key);

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
  const legRow = rowValues(legFields(DIALECTS[dialect]));
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
    return sqliteViews(
      sqliteObject(betFields(DIALECTS.sqlite)),
      sqliteObject(legFields(DIALECTS.sqlite)),
      mine,
    );
  }
  // row_to_json names the fields by a row's columns: a subquery's, computed per group.
  const bet = `(select row_to_json(bet)::text
      from (select ${postgresColumns(betFields(DIALECTS.postgres))}) bet)`;
  const leg = `cross join lateral (select ${postgresColumns(legFields(DIALECTS.postgres))}) leg`;
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
