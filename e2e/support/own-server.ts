import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tools/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface OwnServer {
  port: number;
  /** Everything the process wrote so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * The built app as `npm start` runs it, in a process of a test file's own (beside the suite's
 * shared server): a free PORT, a fresh DATA_DIR (SQLite) and the variables `envOf` gives for
 * that port on top. Resolves once /api/health answers.
 */
export async function startOwnServer(
  prefix: string,
  envOf: (port: number) => Record<string, string>,
): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stakelab-${prefix}-`));
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    ['--conditions=production', path.join(repoRoot, 'apps/server/dist/main.js')],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir, ...envOf(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}):\n${log}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    port,
    log: () => log,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
