import type { Generated } from 'kysely';

/**
 * Row types of every table, as the application sees them on both dialects.
 * Instants are ISO-8601 UTC strings: `timestamptz` on PostgreSQL (parsed back to ISO by the
 * pool's type parser, see connection.ts) and TEXT on SQLite, where that format sorts correctly.
 */
export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface Database {
  contact_messages: ContactMessageTable;
}
