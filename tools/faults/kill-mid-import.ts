import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { sportsbookHistory } from '../../bench/lib/sportsbook-history.ts';
import { betCount, postgresTarget, sqliteTarget, upload, type Target } from './import-targets.ts';
import { startServer } from './server-process.ts';
import type { Check } from './checks.ts';

const BETS = 3000;

/**
 * Starts an import, kills the server with SIGKILL partway through, starts a new one on the
 * same data and checks the import is all there or absent, the data is sound, and running the
 * import again leaves exactly the file's bets. Kill points spread over a measured import, and
 * on SQLite one more once the import has staged chunks (docs/decisions/020): none is shown,
 * and the next import goes in whole beside the dead one's staged rows (which the sweep clears
 * once they are 2 minutes old).
 */
async function killMidImport(target: Target): Promise<Check[]> {
  const checks: Check[] = [];
  const data = sportsbookHistory(BETS);
  let server = await startServer(target.env);
  // One import in full first, to know how long one takes here.
  const probe = await registerBenchUser(server.baseUrl);
  const started = performance.now();
  await upload(server.baseUrl, probe.cookie, probe.email, data);
  const duration = performance.now() - started;
  console.log(`${target.label}: one import of ${BETS} bets takes ${Math.round(duration)} ms here`);

  for (const share of [0.3, 0.6, 0.9]) {
    const user = await registerBenchUser(server.baseUrl);
    const importing = upload(server.baseUrl, user.cookie, user.email, data).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, duration * share));
    await server.kill9();
    await importing;
    const problems = await target.integrity();
    server = await startServer(target.env);
    const count = await betCount(server.baseUrl, user.cookie, user.email);
    const again = await upload(server.baseUrl, user.cookie, user.email, data);
    const after = await betCount(server.baseUrl, user.cookie, user.email);
    const what = `${target.label}, killed at ${Math.round(share * 100)} % of an import`;
    checks.push(
      {
        what: `${what}: all or nothing (found ${count} of ${BETS})`,
        ok: count === 0 || count === BETS,
      },
      {
        what: `${what}: data sound${problems.length ? ` (${problems.join('; ')})` : ''}`,
        ok: problems.length === 0,
      },
      {
        what: `${what}: the import run again leaves ${after} bets (inserted ${again.inserted ?? '?'}, unchanged ${again.unchanged ?? '?'})`,
        ok: after === BETS && (again.inserted ?? 0) + (again.unchanged ?? 0) === BETS,
      },
    );
  }
  const stagedBets = target.stagedBets?.bind(target);
  if (stagedBets) {
    // Not by time: once the import has committed chunks of its staging, between two of them.
    const user = await registerBenchUser(server.baseUrl);
    const importing = upload(server.baseUrl, user.cookie, user.email, data).catch(() => null);
    const waitUntil = performance.now() + 60_000;
    // This user's staged bets alone: an earlier kill's staging waits for the sweep meanwhile.
    let staged = stagedBets(user.email);
    while (staged === 0 && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      staged = stagedBets(user.email);
    }
    await server.kill9();
    await importing;
    const problems = await target.integrity();
    server = await startServer(target.env);
    const count = await betCount(server.baseUrl, user.cookie, user.email);
    const again = await upload(server.baseUrl, user.cookie, user.email, data);
    const after = await betCount(server.baseUrl, user.cookie, user.email);
    const what = `${target.label}, killed with ${staged} bets of an import staged`;
    checks.push(
      { what: `${what}: staged before the kill`, ok: staged > 0 && staged < BETS },
      { what: `${what}: none shown (found ${count} of ${BETS})`, ok: count === 0 },
      {
        what: `${what}: data sound${problems.length ? ` (${problems.join('; ')})` : ''}`,
        ok: problems.length === 0,
      },
      {
        what: `${what}: the import run again leaves ${after} bets (inserted ${again.inserted ?? '?'})`,
        ok: after === BETS && again.inserted === BETS,
      },
    );
  }
  await server.stop();
  return checks;
}

export async function killMidImportOnBoth(postgresUrl: string | null): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  try {
    const checks = await killMidImport(sqliteTarget(dataDir));
    if (postgresUrl !== null) {
      checks.push(...(await killMidImport(postgresTarget(dataDir, postgresUrl))));
    }
    return checks;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
