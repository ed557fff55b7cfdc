import { z } from 'zod';

/** The `:id` of a path such as /api/history/bets/:id: a positive whole number, from its text. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
