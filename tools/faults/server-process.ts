import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../bench/lib/server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  baseUrl: string;
  /** Set once the process has exited: its code, or the signal that ended it. */
  exited: () => string | null;
  output: () => string;
  kill9(): Promise<void>;
  stop(): Promise<string>;
}

/**
 * The built server (apps/server/dist) in its own process, on a data directory the caller keeps,
 * so a fault can end the process and a new one start on what it left.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=production', 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@faults.example',
        ADMIN_PASSWORD: 'faults-admin-passw0rd',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: string | null = null;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve((exit = signal ?? String(code)))),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (exit !== null) throw new Error(`the server exited (${exit}) while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    exited: () => exit,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
