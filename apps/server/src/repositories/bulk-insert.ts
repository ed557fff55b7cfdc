import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Table = keyof Database & string;

/** A statement's text for a number of rows, and the columns its parameters follow, row by row. */
interface Shape {
  sql: string;
  columns: readonly string[];
}

/**
 * Rows' parameters in the order `columns` names them; null when a row has other keys (or an
 * undefined value, which Kysely leaves out): that statement is not this shape's.
 */
function parametersOf(rows: readonly object[], columns: readonly string[]): unknown[] | null {
  const parameters: unknown[] = [];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    let keys = 0;
    for (const _key in values) keys += 1;
    if (keys !== columns.length) return null;
    for (const column of columns) {
      const value = values[column];
      if (value === undefined) return null;
      parameters.push(value);
    }
  }
  return parameters;
}

const sameParameters = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Multi-row INSERTs into one table that reuse their SQL. Kysely builds and compiles a statement
 * anew for every call, and an import makes thousands of calls whose statements differ only in
 * their values. Here a statement for n rows of the same columns is compiled once, and
 * later calls send the same text with their own parameters, so the database's prepared form
 * is reused too (db/statement-cache.ts). A shape is kept only when Kysely's own parameters for
 * it came out in the order read here; anything else is compiled by Kysely as usual.
 */
export function bulkInserter<T extends Table>(db: Db, table: T) {
  const shapes = new Map<string, Shape | null>();

  return async function insert<R extends string = never>(
    rows: readonly Insertable<Database[T]>[],
    returning: readonly R[] = [],
  ): Promise<Record<R, unknown>[]> {
    if (rows.length === 0) return [];
    const columns = Object.keys(rows[0] as object);
    const key = `${rows.length}|${columns.join(',')}|${returning.join(',')}`;
    const shape = shapes.get(key);
    const parameters = shape === null ? null : parametersOf(rows, columns);
    if (shape && parameters) {
      const { rows: answer } = await db.executeQuery(CompiledQuery.raw(shape.sql, parameters));
      return answer as Record<R, unknown>[];
    }
    // Kysely's types cannot follow a table chosen by a variable: the rows are typed above.
    const builder = db.insertInto(table).values(rows as never);
    const query: CompiledQuery = (
      returning.length > 0 ? builder.returning(returning as never) : builder
    ).compile();
    if (shape === undefined) {
      const matches = parameters !== null && sameParameters(query.parameters, parameters);
      shapes.set(key, matches ? { sql: query.sql, columns } : null);
    }
    const { rows: answer } = await db.executeQuery(query);
    return answer as Record<R, unknown>[];
  };
}
