import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/server-process.ts';

/**
 * A PostgreSQL cluster of the fault script's own, in a temporary folder on its own port, so it
 * can be stopped and started without touching the machine's shared server. PostgreSQL refuses
 * to run as root: as root, the cluster belongs to the `postgres` user.
 */
export interface OwnPostgres {
  url: string;
  /** A new, empty database on it: its URL. */
  freshDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Sends `signal` to the server and every process it started (SIGSTOP: a frozen host whose
   * connections stay open; SIGCONT: back).
   */
  signalAll(signal: NodeJS.Signals): void;
  remove(): Promise<void>;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const version = fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .find((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  return version ? path.join(root, version, 'bin') : null;
}

/**
 * `settings`: extra server settings (`-c name=value`), e.g. autovacuum=off for a scenario that
 * needs the planner's statistics left as they are.
 */
export async function createOwnPostgres(
  settings: Record<string, string> = {},
): Promise<OwnPostgres | null> {
  const bin = binDir();
  if (bin === null) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  // Asynchronous: the load generator shares this process and must keep running meanwhile.
  const run = async (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    await promisify(execFile)(command, fullArgs, { cwd: dir });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync']);
  const extra = Object.entries(settings)
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off${extra}`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async freshDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    signalAll(signal) {
      const postmaster = Number(
        fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], {
        encoding: 'utf8',
      })
        .split('\n')
        .map(Number)
        .filter((pid) => pid > 0);
      for (const pid of [postmaster, ...children]) process.kill(pid, signal);
    },
    start,
    async remove() {
      try {
        await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
