import { distinctTags } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tagsOf } from '../repositories/bet-rows.ts';

/* The lists of the user's own labels (bookmakers, tipsters, tags) for the pickers. */

type Db = Kysely<Database> | Transaction<Database>;

/** Case-insensitive order, then the exact text, so the lists never depend on the database. */
const byName = (a: string, b: string) => {
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return folded === 0 ? (a < b ? -1 : a > b ? 1 : 0) : folded;
};

/** Sorted, each name once whatever its case (its first spelling in that order). */
const pickerList = (names: Iterable<string>) => distinctTags([...names].sort(byName));

/** A label column of bets, as the pickers list it. */
export type LabelColumn = 'bookmaker' | 'tipster' | 'tags';
const LABEL_COLUMNS: readonly LabelColumn[] = ['bookmaker', 'tipster', 'tags'];

/** Each distinct value of the user's bets in `column` (user id the one parameter). */
const distinctOf = (db: Db, userId: number, column: LabelColumn) =>
  db
    .selectFrom('bets')
    .select(column)
    .distinct()
    .where('user_id', '=', userId)
    .where(column, 'is not', null);

/** The three statements, compiled for another connection (history-read-worker.ts). */
export function betLabelsSql(db: Db): Record<LabelColumn, string> {
  const compiled = LABEL_COLUMNS.map((column) => distinctOf(db, 0, column).compile());
  if (compiled.some((query) => query.parameters.length !== 1)) {
    throw new Error('The bet labels statements take other parameters than expected');
  }
  const [bookmaker, tipster, tags] = compiled.map((query) => query.sql) as [string, string, string];
  return { bookmaker, tipster, tags };
}

/** The distinct values of each label column, as the database has them. */
export type LabelValues = Record<LabelColumn, readonly (string | null)[]>;

/** The pickers' lists from the columns' distinct values. */
export function betLabelsOf(values: LabelValues) {
  const names = (list: readonly (string | null)[]) => list.flatMap((v) => (v ? [v] : []));
  return {
    bookmakers: pickerList(names(values.bookmaker)),
    tipsters: pickerList(names(values.tipster)),
    tags: pickerList(values.tags.flatMap((tags) => tagsOf(tags))),
  };
}

export type BetLabels = ReturnType<typeof betLabelsOf>;

/**
 * The user's own bookmakers, tipsters and tags, from their bets, for the pickers
 * (GET /api/history/bet-labels). Three passes over the user's bets: bet-labels-cache.ts
 * keeps them per version, and on SQLite reads them on the history read threads.
 */
export async function listBetLabels(db: Db, userId: number): Promise<BetLabels> {
  const [bookmaker, tipster, tags] = await Promise.all(
    LABEL_COLUMNS.map(async (column) =>
      (await distinctOf(db, userId, column).execute()).map((row) => row[column]),
    ),
  );
  return betLabelsOf({ bookmaker: bookmaker ?? [], tipster: tipster ?? [], tags: tags ?? [] });
}
