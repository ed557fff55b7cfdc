import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Check } from './checks.ts';
import { startServer } from './server-process.ts';

async function adminViewOnce(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@faults.example', password_hash: 'faults-admin-passw0rd' }),
  });
  await login.arrayBuffer();
  const cookie =
    login.headers
      .getSetCookie()
      .find((c) => c.includes('='))
      ?.split(';')[0] ?? '';
  const res = await fetch(`${baseUrl}/api/history/sports`, { headers: { cookie } });
  const body = await res.text();
  return {
    login: login.status,
    status: res.status,
    sports: res.ok ? body : `status ${res.status}`,
  };
}

/** How long a process may answer 503 (its database busy for a moment) before that counts. */
const BUSY_FOR_AT_MOST_MS = 20_000;

/** The admin's view of one process, asked again while it answers 503 (a busy database). */
async function adminView(baseUrl: string) {
  const first = await adminViewOnce(baseUrl);
  const busy = (view: typeof first) => view.login === 503 || view.status === 503;
  if (!busy(first)) {
    return { sports: first.sports, trace: `login ${first.login}, sports ${first.status}` };
  }
  let again = first;
  let asked = 1;
  const deadline = Date.now() + BUSY_FOR_AT_MOST_MS;
  while (busy(again) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    again = await adminViewOnce(baseUrl);
    asked += 1;
  }
  return {
    sports: again.sports,
    trace: `login ${first.login}, sports ${first.status}, asked ${asked} times: login ${again.login}, sports ${again.status}`,
  };
}

/**
 * Two server processes started at the same moment on one fresh database (migrations, the
 * catalogue seed and the first admin): both must come up, and both must serve the same data.
 */
async function startTogether(label: string, env: Record<string, string>): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  const both = await Promise.allSettled([
    startServer({ DATA_DIR: dataDir, ...env }),
    startServer({ DATA_DIR: dataDir, ...env }),
  ]);
  try {
    const up = both.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failures = both.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    // What each process answers: the admin's login and the catalogue. A 503 (the database
    // busy for a moment on a loaded machine) is asked again until it passes; what was seen is
    // printed.
    const seen = await Promise.all(up.map((server) => adminView(server.baseUrl)));
    const sports = seen.map((s) => s.sports);
    return [
      {
        what: `${label}, two processes started together on a fresh database: ${up.length} of 2 up${failures.length ? ` (${failures.map((f) => f.split('\n').slice(0, 3).join(' ')).join('; ')})` : ''}`,
        ok: up.length === 2,
      },
      {
        what: `${label}, two processes started together: the admin logs in on both and both serve the same catalogue (${seen.map((s) => s.trace).join('; ')})`,
        ok: sports.length === 2 && sports[0] === sports[1] && !sports[0]?.startsWith('status'),
      },
    ];
  } finally {
    await Promise.all(
      both.map((s) => (s.status === 'fulfilled' ? s.value.stop() : Promise.resolve(''))),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function startTogetherOnBoth(postgresUrl: string | null): Promise<Check[]> {
  const checks = await startTogether('SQLite', {});
  if (postgresUrl !== null) {
    checks.push(...(await startTogether('PostgreSQL', { DATABASE_URL: postgresUrl })));
  }
  return checks;
}
