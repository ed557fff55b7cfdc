import {
  BET_VIEW_FIELDS,
  SELECTION_VIEW_FIELDS,
  type BetView,
  type SelectionView,
  type ViewField,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import { UNKNOWN_SPORT } from '../catalogue/catalogue-key.ts';
import type { Database } from '../db/schema.ts';
import { tagsOf } from './bet-rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * The user's bets as BetView objects, made in JavaScript from core's field table
 * (contract/bet-view-fields.ts): what the API answers for one bet, and what the tests hold the
 * database's own JSON (bet-views-json.ts) to.
 */

/** The table's columns, checked against the schema: a column it names that bets lacks fails here. */
const BET_VIEW_COLUMNS = BET_VIEW_FIELDS.map((f) => f.column) satisfies (keyof Database['bets'])[];
const SELECTION_VIEW_COLUMNS = SELECTION_VIEW_FIELDS.map(
  (f) => f.column,
) satisfies (keyof Database['selections'])[];

interface CatalogueNames {
  sport(id: number): string;
  competition(id: number | null): string;
}

/**
 * Catalogue names by id: a few hundred rows, cheaper than joining them onto every bet. The
 * shared catalogue and the user's own entries, the only ones their bets can point at.
 */
async function catalogueNames(db: Db, userId: number): Promise<CatalogueNames> {
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
    sport: (id) => sportNames.get(id) ?? UNKNOWN_SPORT,
    competition: (id) => (id === null ? undefined : competitionNames.get(id)) ?? UNKNOWN_SPORT,
  };
}

/** A column's value as the field shows it (the kinds: core's FieldKind). */
function fieldValue(field: ViewField<string>, value: unknown, names: CatalogueNames): unknown {
  switch (field.kind) {
    case 'plain':
    case 'instant':
      return value;
    case 'scaled':
      return value === null ? null : (value as number) / (field.scale ?? 1);
    case 'sport':
      return names.sport(value as number);
    case 'competition':
      return names.competition(value as number | null);
    case 'side':
      return value === 'BACK' || value === 'LAY' ? value : null;
    case 'tags':
      return tagsOf(value as string | null);
    case 'flag':
      return value === null ? null : value === 1;
  }
}

function viewOf<View>(
  fields: readonly ViewField<string>[],
  row: Record<string, unknown>,
  names: CatalogueNames,
): View {
  const view: Record<string, unknown> = {};
  for (const field of fields) view[field.key] = fieldValue(field, row[field.column], names);
  // The table names every field of the view (core's bet-view-fields.test.ts checks it).
  return view as View;
}

/**
 * The user's bets as the API shows them, newest first, each with its selections. Two plain
 * index scans and no joins: at 10,000 bets building the rows is the cost, so nothing extra.
 */
export async function listBetViews(db: Db, userId: number, onlyBetId?: number): Promise<BetView[]> {
  let betsQuery = db.selectFrom('bets').select(BET_VIEW_COLUMNS).where('user_id', '=', userId);
  if (onlyBetId !== undefined) betsQuery = betsQuery.where('id', '=', onlyBetId);

  const selectionsQuery = db
    .selectFrom('selections')
    .select([...SELECTION_VIEW_COLUMNS, 'bet_id'])
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

  const byBet = new Map<number, SelectionView[]>();
  for (const s of selections) {
    let list = byBet.get(s.bet_id);
    if (!list) byBet.set(s.bet_id, (list = []));
    list.push(viewOf<SelectionView>(SELECTION_VIEW_FIELDS, s, names));
  }
  return bets.map((b) => ({
    ...viewOf<Omit<BetView, 'Selections'>>(BET_VIEW_FIELDS, b, names),
    Selections: byBet.get(b.id) ?? [],
  }));
}
