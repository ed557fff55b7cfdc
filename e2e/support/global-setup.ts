import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../tools/free-port';
import { startSmtpSink } from './smtp-sink';

declare module 'vitest' {
  export interface ProvidedContext {
    /** null when there is no browser: every e2e suite is skipped. */
    e2e: { baseUrl: string; chromiumPath: string; dataDir: string } | null;
  }
}

/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@stakelab.test', password: 'e2e-admin-pass-1' } as const;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return (
    candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate)) ??
    null
  );
}

async function waitUntilHealthy(
  baseUrl: string,
  server: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server did not become healthy:\n${log()}`);
}

/**
 * Starts the built app with the real server, as a separate process on a free port with its own
 * DATA_DIR (SQLite) and an SMTP server of the suite's own, exactly as `npm start` runs it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const line = 'Chromium not found (set CHROMIUM_PATH or apt-get install chromium)';
    if (process.env.REQUIRE_E2E === '1') throw new Error(`${line} and REQUIRE_E2E=1`);
    console.warn(`\n!!! ${line}: the e2e suite is SKIPPED.\n`);
    project.provide('e2e', null);
    return async () => undefined;
  }

  const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(webIndex)) {
    throw new Error('e2e needs the built app: run `npm run build` first (npm test does)');
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Mail goes out over SMTP as in production, to a server of the suite's own.
  const smtp = await startSmtpSink(path.join(dataDir, 'smtp'));
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SUPPORT_EMAIL: 'support@stakelab.test',
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The built-in simulated feed, polled every second and run 30× faster than real time,
    // so the live-events test sees scores change within seconds.
    LIVE_FEED: 'simulator',
    LIVE_POLL_SECONDS: '1',
    LIVE_SIMULATOR_SPEED: '30',
    // As behind a proxy: API-made accounts each come from an address of their own
    // (support/api-accounts.ts), so the per-address registration limit holds for the rest.
    TRUST_PROXY: 'true',
    // Under production's 2,000: the journeys' 1,500- and 1,858-bet histories are read on the
    // history read threads, the demo bettor's 800 on the event loop, so both paths run here.
    HISTORY_THREAD_MIN_BETS: '1000',
  };
  // The demo bettor and tipster stakes of `npm run seed:demo`, as a fresh `npm start` has them.
  const seeded = spawnSync(
    process.execPath,
    ['--conditions=production', path.join(repoRoot, 'apps/server/dist/cli/seed-demo.js')],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr}${seeded.stdout}`);
  const server = spawn(process.execPath, ['--conditions=production', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilHealthy(baseUrl, server, () => log);

  project.provide('e2e', { baseUrl, chromiumPath, dataDir });
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
