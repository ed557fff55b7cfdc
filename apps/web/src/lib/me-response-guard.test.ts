import { meResponseSchema } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { meResponseGuard } from './me-response-guard';

const user = { username: 'punter1', email: 'punter1@example.com', is_admin: false, user_id: 7 };

/** Answers of GET /api/auth/me, well-formed or not, each with what reading it should give. */
const answers: Array<[string, unknown, unknown]> = [
  ['a user', { success: true, user }, { success: true, user }],
  ['a visitor', { success: true, user: null }, { success: true, user: null }],
  [
    'unknown keys, dropped',
    { success: true, user: { ...user, password: 'x' }, token: 'y' },
    { success: true, user },
  ],
  ['success false', { success: false, user }, null],
  ['no user', { success: true }, null],
  ['is_admin as 1', { success: true, user: { ...user, is_admin: 1 } }, null],
  ['user_id as a string', { success: true, user: { ...user, user_id: '7' } }, null],
  ['a fractional user_id', { success: true, user: { ...user, user_id: 7.5 } }, null],
  ['an unsafe user_id', { success: true, user: { ...user, user_id: 2 ** 60 } }, null],
  ['a missing e-mail', { success: true, user: { ...user, email: undefined } }, null],
  ['an error body', { success: false, message: 'Not logged in' }, null],
  ['nothing', undefined, null],
];

describe('meResponseGuard', () => {
  it.each(answers)('reads %s as expected', (_name, answer, expected) => {
    const read = meResponseGuard.safeParse(answer);
    expect(read.success ? read.data : null).toEqual(expected);
  });

  it.each(answers)('agrees with core’s meResponseSchema on %s', (_name, answer) => {
    const read = meResponseGuard.safeParse(answer);
    const schema = meResponseSchema.safeParse(answer);
    expect(read.success).toBe(schema.success);
    if (read.success && schema.success) expect(read.data).toEqual(schema.data);
  });
});
