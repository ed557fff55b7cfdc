import type { AuthResponse } from '@stakelab/core';
import { ApiError } from '../../../lib/api-client';
import type { SessionUser } from './session-user';

/**
 * The user a login or register answer signs in. An answer without one (never sent by this
 * server) is a failure like any other, so the caller's error toast covers it.
 */
export function signedInUser(response: AuthResponse): SessionUser {
  const { success, message, username, email, is_admin, user_id } = response;
  if (!success || username === undefined || email === undefined || user_id === undefined) {
    throw new ApiError(200, message, [], undefined, message.trim() !== '');
  }
  return { username, email, is_admin, user_id };
}
