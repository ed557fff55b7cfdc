import { guard, isInt, isObject, type Validator } from '../../../lib/validator';

/** The signed-in user as the browser keeps it (docs/product.md §3). */
export interface SessionUser {
  username: string;
  email: string;
  /** Unknown (undefined) until the server or the profile says (docs/product.md §4). */
  is_admin: boolean | undefined;
  user_id: number;
}

/** A stored `is_admin`: true or 1 is an admin, another boolean or number is not. */
function readAdminFlag(value: unknown): boolean | undefined | null {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value === 1;
  return null;
}

function readUserId(value: unknown): number | undefined {
  if (isInt(value)) return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * core's session user, read tolerantly: copies stored by older versions hold `is_admin` as 1/0,
 * or lack it, and `user_id` as a string of digits. Written by hand rather than with zod, as the
 * shell of every page reads it (lib/validator.ts).
 */
export const storedUserGuard: Validator<SessionUser> = guard((value) => {
  if (!isObject(value)) return undefined;
  const { username, email } = value;
  const isAdmin = readAdminFlag(value.is_admin);
  const userId = readUserId(value.user_id);
  if (typeof username !== 'string' || typeof email !== 'string') return undefined;
  if (isAdmin === null || userId === undefined) return undefined;
  return { username, email, is_admin: isAdmin, user_id: userId };
});

/** docs/product.md §6: admin when `is_admin` is 1 or true (normalised to a boolean when read). */
export function isAdminUser(user: SessionUser): boolean {
  return user.is_admin === true;
}
