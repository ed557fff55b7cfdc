import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tools/free-port.ts';

export { freePort };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under a bench. */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** The built server in its own process (so the load generator never shares its event loop). */
export async function startServerProcess(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-bench-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...serverNodeArgs(), '--conditions=production', 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The bench's one address plays thousands of clients (10,000 live streams).
        MAX_CONNECTIONS_PER_IP: '0',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      if (attempt > 200) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    pid: child.pid,
    /** Resident memory of the server process, in MB (Linux /proc). */
    rssMb(): number {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    /** CPU time the server process has used so far (all its threads), in ms (Linux /proc). */
    cpuMs(): number {
      // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux); the
      // command name (2nd) is in parentheses and may hold spaces, so count after its ')'.
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
