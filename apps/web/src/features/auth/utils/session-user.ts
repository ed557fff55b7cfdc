import { sessionUserSchema } from '@stakelab/core';
import { z } from 'zod';

/**
 * The signed-in user as the browser keeps it (docs/product.md §3): core's session user, read
 * tolerantly. Copies stored by older versions hold `is_admin` as 1/0, or lack it; a missing flag
 * stays `undefined` until the profile supplies it (docs/product.md §4).
 */
export const storedUserSchema = sessionUserSchema.extend({
  is_admin: z
    .union([z.boolean(), z.number()])
    .nullish()
    .transform((flag) =>
      flag === null || flag === undefined ? undefined : flag === true || flag === 1,
    ),
  user_id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
});

export type SessionUser = z.output<typeof storedUserSchema>;

/** docs/product.md §6: admin when `is_admin` is 1 or true (normalised to a boolean when read). */
export function isAdminUser(user: SessionUser): boolean {
  return user.is_admin === true;
}
