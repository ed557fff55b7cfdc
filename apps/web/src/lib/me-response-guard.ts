import type { MeResponse } from '@stakelab/core';
import { guard, isInt, isObject, type Validator } from './validator';

/**
 * core's `meResponseSchema` by hand (lib/validator.ts says why): the same answers accepted, the
 * same value read (unknown keys dropped).
 */
export const meResponseGuard: Validator<MeResponse> = guard((value) => {
  if (!isObject(value) || value.success !== true) return undefined;
  if (value.user === null) return { success: true, user: null };
  if (!isObject(value.user)) return undefined;
  const { username, email, is_admin, user_id } = value.user;
  if (typeof username !== 'string' || typeof email !== 'string') return undefined;
  if (typeof is_admin !== 'boolean' || !isInt(user_id)) return undefined;
  return { success: true, user: { username, email, is_admin, user_id } };
});
