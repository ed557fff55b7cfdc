import { describe, expect, it } from 'vitest';
import { storedUserGuard } from './session-user';

const stored = { username: 'punter1', email: 'punter1@example.com', is_admin: true, user_id: 7 };

describe('storedUserGuard', () => {
  it.each<[string, unknown, unknown]>([
    ['a current copy', stored, stored],
    ['is_admin 1 (older copies)', { ...stored, is_admin: 1 }, stored],
    ['is_admin 0', { ...stored, is_admin: 0 }, { ...stored, is_admin: false }],
    ['is_admin 2, not an admin', { ...stored, is_admin: 2 }, { ...stored, is_admin: false }],
    [
      'no is_admin, unknown',
      { ...stored, is_admin: undefined },
      { ...stored, is_admin: undefined },
    ],
    ['is_admin null, unknown', { ...stored, is_admin: null }, { ...stored, is_admin: undefined }],
    ['user_id as digits', { ...stored, user_id: '42' }, { ...stored, user_id: 42 }],
    ['unknown keys, dropped', { ...stored, token: 'x' }, stored],
  ])('reads %s', (_name, value, expected) => {
    const read = storedUserGuard.safeParse(value);
    expect(read.success ? read.data : null).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['is_admin as text', { ...stored, is_admin: 'yes' }],
    ['user_id with letters', { ...stored, user_id: '4a' }],
    ['a fractional user_id', { ...stored, user_id: 7.5 }],
    ['no username', { ...stored, username: undefined }],
    ['an array', [stored]],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(storedUserGuard.safeParse(value).success).toBe(false);
  });
});
