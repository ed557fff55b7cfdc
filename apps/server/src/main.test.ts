import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  createTestDatabase,
  describeWithDatabase,
  testDialect,
} from './test/database.ts';
import { createUserRow } from './test/factories.ts';
import { registrationPayload } from './test/accounts.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

interface Running {
  exit: Promise<number | null>;
  output: () => string;
  stderr: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

/** Runs src/main.ts as a real process (through tsx) with only the given environment. */
function runServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    output: () => stdout + stderr,
    stderr: () => stderr,
    kill: (signal) => child.kill(signal),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

async function waitForHealth(url: string, running: Running): Promise<Response> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server did not answer: ${running.output()}`);
}

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

it('exits with one line naming the variable when the configuration is bad', async () => {
  const running = runServer({ PORT: 'abc' });
  expect(await running.exit).toBe(1);
  expect(running.stderr().trim()).toBe(
    'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
  );
});

describeWithDatabase(`the server process on ${testDialect}`, () => {
  it('starts, migrates, answers health and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-proc-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // On PostgreSQL the process gets DATABASE_URL of an empty database; on SQLite, its DATA_DIR.
    const postgres = testDialect === 'postgres' ? await createEmptyDatabase() : undefined;
    await postgres?.destroy();
    const port = await freePort();
    const running = runServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    cleanups.push(() => running.kill('SIGKILL'));

    const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, running);
    expect(await res.json()).toMatchObject({ success: true, database: testDialect });
    expect(fs.existsSync(path.join(dataDir, 'stakelab.sqlite'))).toBe(testDialect === 'sqlite');
    // The first admin's generated password is in a file only this user can read, not in the log.
    const passwordFile = path.join(dataDir, 'first-admin-password.txt');
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = /^password: (\S+)$/m.exec(fs.readFileSync(passwordFile, 'utf8'))?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}\d$/);
    expect(running.output()).not.toContain(password);
    expect(running.output()).toContain(JSON.stringify(passwordFile));

    running.kill('SIGTERM');
    expect(await running.exit).toBe(0);
    expect(running.output()).toContain('shutting down');
    await postgres?.drop();
  });

  it('SIGTERM does not wait on a silent SMTP server: exit 0, the mail stays in the outbox', async () => {
    // An SMTP server that accepts the connection and never says a word.
    const sockets = new Set<net.Socket>();
    let connected!: () => void;
    const smtpReached = new Promise<void>((resolve) => (connected = resolve));
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      connected();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const smtpPort = (silent.address() as net.AddressInfo).port;

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-proc-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const postgres = testDialect === 'postgres' ? await createEmptyDatabase() : undefined;
    await postgres?.destroy();
    const port = await freePort();
    const running = runServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LIVE_FEED: 'none',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    cleanups.push(() => running.kill('SIGKILL'));
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, running);

    const payload = registrationPayload();
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(registered.status).toBe(200);
    await smtpReached;

    running.kill('SIGTERM');
    expect(await running.exit).toBe(0);

    const database = postgres
      ? openDatabase({ dialect: 'postgres', url: postgres.url })
      : openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'stakelab.sqlite') });
    try {
      const rows = await database.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'status', 'attempts', 'locked_by'])
        .execute();
      expect(rows).toEqual([
        {
          to_address: payload.email.toLowerCase(),
          status: 'pending',
          attempts: 0,
          locked_by: null,
        },
      ]);
    } finally {
      await database.destroy();
    }
    await postgres?.drop();
  });

  it('refuses to start when ADMIN_EMAIL alone names an account that is not an admin', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-proc-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // On PostgreSQL a test database; on SQLite the file the process opens in its DATA_DIR.
    const postgres = testDialect === 'postgres' ? await createTestDatabase() : undefined;
    const database =
      postgres ?? openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'stakelab.sqlite') });
    if (!postgres) await migrateToLatest(database);
    await createUserRow(database.db, { email: 'taken@example.com' });
    await database.destroy();

    const running = runServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'taken@example.com',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    cleanups.push(() => running.kill('SIGKILL'));
    expect(await running.exit).toBe(1);
    expect(running.stderr().trim()).toMatch(
      /^ADMIN_EMAIL taken@example\.com belongs to an account that is not an admin/,
    );
    await postgres?.drop();
  });

  it('refuses to start with one line when the database cannot be reached', async () => {
    const port = await freePort();
    const running = runServer({
      PORT: String(port),
      DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none`,
    });
    cleanups.push(() => running.kill('SIGKILL'));
    expect(await running.exit).toBe(1);
    expect(running.stderr().trim()).toMatch(
      /^Cannot prepare the database \(127\.0\.0\.1:\d+\/none\): .*ECONNREFUSED/,
    );
  });
});

/** A tmpfs of `mb` MB, or null where mounting is not permitted (not root). */
function smallDisk(mb: number): { dir: string; unmount(): void } | null {
  if (process.getuid?.() !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    fs.rmdirSync(dir);
    return null;
  }
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir]);
      fs.rmdirSync(dir);
    },
  };
}

it('exits with one line, no stack, when DATA_DIR is on a full disk at start-up', async (context) => {
  const disk = smallDisk(1);
  if (disk === null) return context.skip('mounting a small disk needs root');
  cleanups.push(() => disk.unmount());
  // Fill it: writing stops at the first byte it does not take.
  const filler = fs.openSync(path.join(disk.dir, 'filler'), 'w');
  try {
    for (;;) fs.writeSync(filler, Buffer.alloc(64 * 1024));
  } catch {
    // ENOSPC: full
  } finally {
    fs.closeSync(filler);
  }
  const running = runServer({ PORT: String(await freePort()), DATA_DIR: disk.dir });
  cleanups.push(() => running.kill('SIGKILL'));
  expect(await running.exit).toBe(1);
  const lines = running.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^Cannot (open|prepare) the database \(.*stakelab\.sqlite\): the disk is full: /,
  );
});
