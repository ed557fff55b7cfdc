import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { sportsbookHistory } from '../../bench/lib/sportsbook-history.ts';
import type { Check } from './checks.ts';
import { betCount, postgresTarget, sqliteTarget, upload, type Target } from './import-targets.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const BETS = 3000;
/** main.ts's SHUTDOWN_GRACE_MS: past it the process gives up and exits 1. */
const GRACE_MS = 10_000;
/** With nothing in flight but streams and idle connections, "promptly": well inside the grace. */
const PROMPT_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM, then how the process ended and how long it took. */
async function terminate(server: ServerProcess): Promise<{ exit: string; ms: number }> {
  const started = performance.now();
  const exit = await server.stop();
  return { exit, ms: Math.round(performance.now() - started) };
}

/**
 * SIGTERM while an import runs: the process finishes what is in flight and exits 0 within the
 * grace; the import is all there or absent (bets and selections, counted in the database), an
 * import answered 200 is all there, the data is sound, and running it again is clean.
 */
async function sigtermMidImport(target: Target): Promise<Check[]> {
  const checks: Check[] = [];
  const data = sportsbookHistory(BETS);
  let server = await startServer(target.env);
  // Two imports in full first (the first one warms up the workers and the JIT): how long one
  // takes here, and how many selections it holds.
  let duration = 0;
  let selections = NaN;
  for (let warm = 0; warm < 2; warm += 1) {
    const probe = await registerBenchUser(server.baseUrl);
    const started = performance.now();
    selections = (await upload(server.baseUrl, probe.cookie, probe.email, data)).selections ?? NaN;
    duration = performance.now() - started;
  }
  console.log(
    `${target.label}: one import of ${BETS} bets (${selections} selections) takes ${Math.round(duration)} ms here`,
  );

  const shares = [0.1, 0.3, 0.5];
  let landedInFlight = 0;
  for (const share of shares) {
    const user = await registerBenchUser(server.baseUrl);
    let answered = false;
    const importing = upload(server.baseUrl, user.cookie, user.email, data).finally(
      () => (answered = true),
    );
    await sleep(duration * share);
    const inFlight = !answered;
    if (inFlight) landedInFlight += 1;
    const { exit, ms } = await terminate(server);
    const answer = await importing;
    const problems = await target.integrity();
    const stored = await target.counts(user.email);
    const what = `${target.label}, SIGTERM at ${Math.round(share * 100)} % of an import`;
    console.log(
      `${what} (${inFlight ? 'in flight' : 'already answered'} then): exit ${exit} after ${ms} ms; the upload answered ${answer.status}${answer.inserted === undefined ? '' : ` (inserted ${answer.inserted})`}; stored ${stored.bets} bets, ${stored.selections} selections`,
    );
    const none = stored.bets === 0 && stored.selections === 0;
    const all = stored.bets === BETS && stored.selections === selections;
    checks.push(
      {
        what: `${what}: exits 0 within the grace (${exit} after ${ms} ms)`,
        ok: exit === '0' && ms < GRACE_MS,
      },
      {
        what: `${what}: all or nothing (${stored.bets} of ${BETS} bets, ${stored.selections} of ${selections} selections)`,
        ok: none || all,
      },
      {
        what: `${what}: an answer of 200 means all there (answered ${answer.status})`,
        ok: answer.status !== 200 || all,
      },
      {
        what: `${what}: data sound${problems.length ? ` (${problems.join('; ')})` : ''}`,
        ok: problems.length === 0,
      },
    );
    server = await startServer(target.env);
    const again = await upload(server.baseUrl, user.cookie, user.email, data);
    const after = await betCount(server.baseUrl, user.cookie, user.email);
    checks.push({
      what: `${what}: the import run again leaves ${after} bets (inserted ${again.inserted ?? '?'}, unchanged ${again.unchanged ?? '?'})`,
      ok: after === BETS && (again.inserted ?? 0) + (again.unchanged ?? 0) === BETS,
    });
  }
  await server.stop();
  // Imports run faster once warm, and a busy machine varies: the scenario tested something only
  // if a SIGTERM came while an upload was still unanswered.
  checks.push({
    what: `${target.label}: SIGTERM came while the import was unanswered in ${landedInFlight} of ${shares.length} tries (at least 1)`,
    ok: landedInFlight >= 1,
  });
  return checks;
}

/** A live-events stream read as a browser would, until the server ends it. */
async function openStream(baseUrl: string, cookie: string) {
  const res = await fetch(`${baseUrl}/api/live-events/stream`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`live stream: ${res.status}`);
  const reader = res.body.getReader();
  await reader.read(); // the first message: the stream is open
  // 'ended' when the body ends as a body should; the error when the connection is cut.
  const end = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return 'ended';
    }
  })().catch((err: unknown) => `cut (${String(err)})`);
  return { end, cancel: () => reader.cancel().catch(() => undefined) };
}

/** A keep-alive connection that asked for health once and now sits idle: when does it close? */
async function idleConnection(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET /api/health HTTP/1.1\r\nhost: ${hostname}\r\n\r\n`);
  while (!received.includes('"status"') && !socket.closed) await sleep(20);
  return { closed, keptAlive: !socket.closed, destroy: () => socket.destroy() };
}

/**
 * SIGTERM with two live-event streams and one idle keep-alive connection open: the process
 * exits 0 promptly, each stream ends as a stream should (not cut), the idle connection is
 * closed by the server.
 */
async function sigtermWithOpenConnections(target: Target): Promise<Check[]> {
  const server = await startServer(target.env);
  const user = await registerBenchUser(server.baseUrl);
  const streams = [
    await openStream(server.baseUrl, user.cookie),
    await openStream(server.baseUrl, user.cookie),
  ];
  const idle = await idleConnection(server.baseUrl);
  const { exit, ms } = await terminate(server);
  const ends = await Promise.all(
    streams.map((s) => Promise.race([s.end, sleep(1_000).then(() => 'still open')])),
  );
  const idleClosed = await Promise.race([
    idle.closed.then(() => true),
    sleep(1_000).then(() => false),
  ]);
  streams.forEach((s) => void s.cancel());
  idle.destroy();
  const what = `${target.label}, SIGTERM with 2 live streams and an idle keep-alive connection`;
  console.log(`${what}: exit ${exit} after ${ms} ms; streams ${ends.join(', ')}`);
  return [
    {
      what: `${what}: exits 0 promptly (${exit} after ${ms} ms, ≤ ${PROMPT_MS} ms)`,
      ok: exit === '0' && ms <= PROMPT_MS,
    },
    {
      what: `${what}: both streams end cleanly (${ends.join(', ')})`,
      ok: ends.every((e) => e === 'ended'),
    },
    {
      what: `${what}: the idle connection was open, then closed by the server`,
      ok: idle.keptAlive && idleClosed,
    },
  ];
}

export async function sigtermOnBoth(postgresUrl: string | null): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  try {
    const targets = [sqliteTarget(dataDir)];
    if (postgresUrl !== null) targets.push(postgresTarget(dataDir, postgresUrl));
    const checks: Check[] = [];
    for (const target of targets) {
      checks.push(...(await sigtermMidImport(target)));
      checks.push(...(await sigtermWithOpenConnections(target)));
    }
    return checks;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
