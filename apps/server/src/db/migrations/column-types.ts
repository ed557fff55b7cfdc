import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connection.ts';

/** An auto-incrementing integer primary key named `id` on either dialect. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Instants: timestamptz on PostgreSQL, ISO-8601 text on SQLite (see schema.ts). */
export function timestampType(dialect: DialectName) {
  return dialect === 'postgres' ? ('timestamptz' as const) : ('text' as const);
}
