import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { findUserByEmail } from '../repositories/users.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { createUserRow } from '../test/factories.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describeWithDatabase(`npm run admin on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Several runs of the CLI, each a fresh tsx process: about 2 s each when idle, 8 s on a busy
  // two-core machine, hence the longer timeout.
  it('grants and revokes the admin role by e-mail', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-cli-'));
    // On SQLite the CLI opens DATA_DIR/stakelab.sqlite; on PostgreSQL, the test database.
    database = testDialect === 'postgres' ? await createTestDatabase() : undefined;
    const env = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
        cwd: serverDir,
        env,
        encoding: 'utf8',
      });

    expect(run('grant', 'missing@example.com')).toMatchObject({
      status: 1,
      stderr: 'No user with the e-mail missing@example.com\n',
    });

    const { openDatabase } = await import('../db/connection.ts');
    const handle =
      database ?? openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'stakelab.sqlite') });
    await createUserRow(handle.db, { username: 'tipster', email: 'tipster@example.com' });

    expect(run('grant', 'Tipster@Example.com')).toMatchObject({
      status: 0,
      stdout: 'Tipster@Example.com is now an admin\n',
    });
    expect((await findUserByEmail(handle.db, 'tipster@example.com'))?.is_admin).toBe(1);
    expect(run('revoke', 'tipster@example.com').status).toBe(0);
    expect((await findUserByEmail(handle.db, 'tipster@example.com'))?.is_admin).toBe(0);
    expect(run('promote', 'x@y.z')).toMatchObject({ status: 2 });
    if (!database) await handle.destroy();
  }, 90_000);
});
