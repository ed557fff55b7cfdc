import type { SessionUser } from '@stakelab/core';
import type { UserRow } from '../repositories/users.ts';

/** The signed-in user as the login and two-factor answers show them (docs/product.md §7). */
export function sessionUserOf(user: UserRow): SessionUser {
  return {
    username: user.username,
    email: user.email,
    is_admin: user.is_admin === 1,
    user_id: user.id,
  };
}
