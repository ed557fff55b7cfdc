import { z } from 'zod';

/**
 * The signed-in user as the API returns it (spec §3). `is_admin` arrives as 1/0 or true/false.
 * This moves into the core contract when the accounts issue defines the auth routes there.
 */
export const sessionUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  is_admin: z.union([z.boolean(), z.number()]).nullish(),
  user_id: z.union([z.number(), z.string()]),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Spec §6: admin when `is_admin` is 1 or true. */
export function isAdminUser(user: SessionUser): boolean {
  return user.is_admin === true || user.is_admin === 1;
}
