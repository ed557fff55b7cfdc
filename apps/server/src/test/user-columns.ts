import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';

export interface UserColumn {
  table: string;
  column: string;
}

/**
 * Every column of the database that names a user, read from the database's own catalogue (not
 * a hand list, so a table added later cannot be forgotten): a column called user_id or
 * …_user_id, and any column with a foreign key to users. users.id itself is not listed.
 */
export async function userColumns(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<UserColumn[]> {
  const named = (rows: UserColumn[]) => rows.filter((r) => /(^|_)user_id$/.test(r.column));
  let found: UserColumn[];
  if (dialect === 'postgres') {
    const columns = await sql<UserColumn>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    const keys = await sql<UserColumn>`
      select cl.relname as "table", a.attname as "column"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`.execute(db);
    found = [...named(columns.rows), ...keys.rows];
  } else {
    const columns = await sql<UserColumn>`
      select m.name as "table", p.name as "column"
      from sqlite_master m join pragma_table_info(m.name) p
      where m.type = 'table'`.execute(db);
    const keys = await sql<UserColumn>`
      select m.name as "table", f."from" as "column"
      from sqlite_master m join pragma_foreign_key_list(m.name) f
      where m.type = 'table' and f."table" = 'users'`.execute(db);
    found = [...named(columns.rows), ...keys.rows];
  }
  const unique = new Map(found.map((r) => [`${r.table}.${r.column}`, r]));
  return [...unique.values()].sort((a, b) =>
    `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`),
  );
}
