import { AmountOutOfRangeError } from '../db/errors.ts';

/**
 * Every amount the bets tables keep is an integer count of cents or thousandths, within the
 * safe-integer range. Past it, SQLite stores a REAL (a non-integer number of cents) and
 * PostgreSQL a BIGINT the application cannot read back (db/connection.ts refuses it), so the
 * bet would answer 500 for good: such a write is refused before it is made.
 */
export function storable<T extends number | null | undefined>(field: string, value: T): T {
  if (value === null || value === undefined || Number.isSafeInteger(value)) return value;
  throw new AmountOutOfRangeError(field);
}
