import { z } from 'zod';

/** Ids are INTEGER on SQLite and PostgreSQL: PostgreSQL refuses anything above 2^31 − 1. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** The `:id` of a path such as /api/history/bets/:id: a positive whole number, from its text. */
export const idParams = z.object({
  // Too large first and alone: 10^20 is also not a safe integer, which says less.
  id: z.coerce.number().max(MAX_DATABASE_ID, 'idTooLarge').pipe(z.number().int().positive()),
});
