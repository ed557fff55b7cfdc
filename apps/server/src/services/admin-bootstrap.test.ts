import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { countAdmins, findUserByEmail } from '../repositories/users.ts';
import { login, registerUser, signedInEmail } from '../test/accounts.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { createUserRow } from '../test/factories.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';
import { AdminBootstrapError, ensureAdmin } from './admin-bootstrap.ts';
import { FIRST_ADMIN_PASSWORD_FILE } from './first-admin-password.ts';

/** The password line of a first-admin file. */
function passwordIn(file: string): string {
  const match = /^password: (\S+)$/m.exec(fs.readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`no password line in ${file}`);
  return match[1];
}

describeWithDatabase(`admin bootstrap on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-admin-'));
    dataDirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await database?.drop();
    await server?.close();
    database = undefined;
    server = undefined;
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the configured admin once, with the configured password', async () => {
    database = await createTestDatabase();
    const config = {
      admin: { email: 'boss@example.com', password: 'configured123' },
      dataDir: newDataDir(),
    };
    expect(await ensureAdmin(database.db, config)).toEqual({
      action: 'created',
      email: 'boss@example.com',
    });
    expect(await ensureAdmin(database.db, config)).toEqual({ action: 'none' });
    const boss = await findUserByEmail(database.db, 'boss@example.com');
    expect(boss?.is_admin).toBe(1);
    expect(await verifyPassword(boss?.password_hash ?? '', 'configured123')).toBe(true);
    // The operator gave the password: no file is written.
    expect(fs.readdirSync(config.dataDir)).toEqual([]);
  });

  it("takes over an account an attacker registered with ADMIN_EMAIL: the attacker's password and session stop working", async () => {
    server = await startTestServer();
    const attacker = await registerUser(server, {
      email: 'operator@example.com',
      password_hash: 'attacker123',
    });
    expect(await signedInEmail(server, attacker.cookie)).toBe('operator@example.com');

    const result = await ensureAdmin(server.database.db, {
      admin: { email: 'operator@example.com', password: 'operator-chosen-42' },
      dataDir: server.config.dataDir,
    });
    expect(result).toEqual({ action: 'taken-over', email: 'operator@example.com' });

    expect(await signedInEmail(server, attacker.cookie)).toBeNull();
    expect((await login(server, 'operator@example.com', 'attacker123')).status).toBe(401);
    const operator = await login(server, 'operator@example.com', 'operator-chosen-42');
    expect(operator.status).toBe(200);
    expect(await bodyOf(operator)).toMatchObject({ email: 'operator@example.com', is_admin: true });
    // The next start finds it as configured and changes nothing.
    expect(
      await ensureAdmin(server.database.db, {
        admin: { email: 'operator@example.com', password: 'operator-chosen-42' },
        dataDir: server.config.dataDir,
      }),
    ).toEqual({ action: 'none' });
  });

  it('gives an admin whose password is not ADMIN_PASSWORD that password again', async () => {
    database = await createTestDatabase();
    await createUserRow(database.db, {
      email: 'owner@example.com',
      passwordHash: 'someone-elses-hash',
      isAdmin: true,
    });
    const result = await ensureAdmin(database.db, {
      admin: { email: 'owner@example.com', password: 'configured123' },
      dataDir: newDataDir(),
    });
    expect(result).toEqual({ action: 'taken-over', email: 'owner@example.com' });
    const owner = await findUserByEmail(database.db, 'owner@example.com');
    expect(await verifyPassword(owner?.password_hash ?? '', 'configured123')).toBe(true);
  });

  it('with ADMIN_EMAIL alone, refuses to promote an existing account and creates a missing one', async () => {
    database = await createTestDatabase();
    await createUserRow(database.db, { email: 'someone@example.com', passwordHash: 'kept-hash' });
    const dataDir = newDataDir();
    const attempt = ensureAdmin(database.db, {
      admin: { email: 'someone@example.com', password: undefined },
      dataDir,
    });
    await expect(attempt).rejects.toThrow(AdminBootstrapError);
    await expect(attempt).rejects.toThrow(
      /^ADMIN_EMAIL someone@example\.com belongs to an account that is not an admin.*Set ADMIN_PASSWORD/,
    );
    expect(await findUserByEmail(database.db, 'someone@example.com')).toMatchObject({
      is_admin: 0,
      password_hash: 'kept-hash',
    });

    const created = await ensureAdmin(database.db, {
      admin: { email: 'new-boss@example.com', password: undefined },
      dataDir,
    });
    const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
    expect(created).toEqual({
      action: 'created',
      email: 'new-boss@example.com',
      passwordFile: file,
    });
    const boss = await findUserByEmail(database.db, 'new-boss@example.com');
    expect(await verifyPassword(boss?.password_hash ?? '', passwordIn(file))).toBe(true);
    expect(
      await ensureAdmin(database.db, {
        admin: { email: 'new-boss@example.com', password: undefined },
        dataDir,
      }),
    ).toEqual({ action: 'none' });
  });

  it('without configuration, creates one admin whose random password goes to a file only its owner can read', async () => {
    database = await createTestDatabase();
    const dataDir = path.join(newDataDir(), 'not-yet-there');
    const first = await ensureAdmin(database.db, { admin: undefined, dataDir });
    const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
    expect(first).toEqual({ action: 'created', email: 'admin@stakelab.local', passwordFile: file });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = passwordIn(file);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}\d$/);
    expect(fs.readFileSync(file, 'utf8')).toContain('e-mail:   admin@stakelab.local');
    const admin = await findUserByEmail(database.db, 'admin@stakelab.local');
    expect(await verifyPassword(admin?.password_hash ?? '', password)).toBe(true);

    expect(await ensureAdmin(database.db, { admin: undefined, dataDir })).toEqual({
      action: 'none',
    });

    // A second fresh database replaces the file (and its password) rather than reusing it.
    fs.chmodSync(file, 0o644);
    const other = await createTestDatabase();
    const second = await ensureAdmin(other.db, { admin: undefined, dataDir });
    await other.drop();
    expect(second.action).toBe('created');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(passwordIn(file)).not.toBe(password);
  });

  it('is safe when two processes start together on a fresh database', async () => {
    database = await createTestDatabase();
    const dataDir = newDataDir();
    const generated = await Promise.all([
      ensureAdmin(database.db, { admin: undefined, dataDir }),
      ensureAdmin(database.db, { admin: undefined, dataDir }),
    ]);
    expect(generated.map((r) => r.action).sort()).toEqual(['created', 'none']);
    expect(await countAdmins(database.db)).toBe(1);
    const admin = await findUserByEmail(database.db, 'admin@stakelab.local');
    const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
    expect(await verifyPassword(admin?.password_hash ?? '', passwordIn(file))).toBe(true);

    const config = {
      admin: { email: 'boss@example.com', password: 'configured123' },
      dataDir,
    };
    const configured = await Promise.all([
      ensureAdmin(database.db, config),
      ensureAdmin(database.db, config),
    ]);
    expect(configured.map((r) => r.action).sort()).toEqual(['created', 'none']);
    const boss = await findUserByEmail(database.db, 'boss@example.com');
    expect(await verifyPassword(boss?.password_hash ?? '', 'configured123')).toBe(true);
    expect(await countAdmins(database.db)).toBe(2);
  });
});
