import { afterEach, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { findUserByEmail } from '../repositories/users.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { createUserRow } from '../test/factories.ts';
import { ensureAdmin } from './admin-bootstrap.ts';

describeWithDatabase(`admin bootstrap on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('creates the configured admin once, with the configured password', async () => {
    database = await createTestDatabase();
    const config = { admin: { email: 'boss@example.com', password: 'configured123' } };
    expect(await ensureAdmin(database.db, config)).toEqual({
      action: 'created',
      email: 'boss@example.com',
    });
    expect(await ensureAdmin(database.db, config)).toEqual({ action: 'none' });
    const boss = await findUserByEmail(database.db, 'boss@example.com');
    expect(boss?.is_admin).toBe(1);
    expect(await verifyPassword(boss?.password_hash ?? '', 'configured123')).toBe(true);
  });

  it('promotes an existing account without touching its password', async () => {
    database = await createTestDatabase();
    await createUserRow(database.db, {
      username: 'admin',
      email: 'owner@example.com',
      passwordHash: 'kept-hash',
    });
    const result = await ensureAdmin(database.db, {
      admin: { email: 'owner@example.com', password: 'ignored1234' },
    });
    expect(result).toEqual({ action: 'promoted', email: 'owner@example.com' });
    expect(await findUserByEmail(database.db, 'owner@example.com')).toMatchObject({
      is_admin: 1,
      password_hash: 'kept-hash',
    });
  });

  it('without configuration, creates one admin with a random password only when none exists', async () => {
    database = await createTestDatabase();
    const first = await ensureAdmin(database.db, { admin: undefined });
    expect(first.action).toBe('created');
    if (first.action !== 'created' || !first.generatedPassword)
      throw new Error('expected a generated password');
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}\d$/);
    const admin = await findUserByEmail(database.db, first.email);
    expect(await verifyPassword(admin?.password_hash ?? '', first.generatedPassword)).toBe(true);

    const other = await createTestDatabase();
    const second = await ensureAdmin(other.db, { admin: undefined });
    await other.drop();
    expect(second.action === 'created' && second.generatedPassword).not.toBe(
      first.generatedPassword,
    );

    expect(await ensureAdmin(database.db, { admin: undefined })).toEqual({ action: 'none' });
  });
});
