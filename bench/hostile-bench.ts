import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { registerBenchUser } from './lib/accounts.ts';
import { rawGet } from './lib/raw-get.ts';
import type { BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';

/*
 * Hostile uploads from an ordinary account (issue 30): while each one is read, /api/health is
 * timed back to back and its worst latency printed beside a same-run baseline (target: the
 * baseline + 100 ms); and another user's 2,000-bet import is timed alone and while a hostile
 * upload runs (target: at most twice as long).
 */

/** How long the baseline probes /api/health with nothing else running. */
const BASELINE_MS = 3_000;
/** Pause between two probes. */
const PROBE_EVERY_MS = 10;

type Server = Awaited<ReturnType<typeof startServerProcess>>;
type Account = { cookie: string; email: string };

async function healthMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  const res = await rawGet(`${baseUrl}/api/health`, {});
  await res.arrayBuffer();
  return performance.now() - started;
}

/** Probes /api/health until `done` settles: the worst latency seen, and `done`'s value. */
async function worstHealthWhile<T>(baseUrl: string, done: Promise<T>): Promise<[number, T]> {
  let running = true;
  const watched = done.finally(() => (running = false));
  let worst = 0;
  while (running) {
    worst = Math.max(worst, await healthMs(baseUrl));
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return [worst, await watched];
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  body: string;
}

/** POSTs a JSON body (already encoded) to an upload route. */
async function post(
  server: Server,
  route: string,
  account: Account,
  body: string,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/history/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: account.cookie },
    body,
  });
  const text = await res.text();
  return {
    status: res.status,
    bytes: Buffer.byteLength(text),
    ms: Math.round(performance.now() - started),
    body: text,
  };
}

const upload = (account: Account, data: string, choices: Record<string, unknown> = {}) =>
  JSON.stringify({ data, userEmail: account.email, ...choices });

/** One Sportsbook single whose stake is `digits` 1s and "x,": quadratic in the old mark guess. */
function quadraticStake(digits: number): string {
  const bet = {
    betId: 'O/1/1',
    placedDate: '2025-03-01T14:43:44.797Z',
    settledDate: '2025-03-01T17:43:44.797Z',
    status: 'SETTLED',
    result: 'WON',
    stake: `${'1'.repeat(digits)}x,`,
    returnCash: '21,90',
    originalOdds: { decimal: 2.19, fractional: null },
    betType: 'SGL',
    eventDescription: 'Aryna Sabalenka v Coco Gauff',
    marketName: 'Total de juegos',
    selection: 'Aryna Sabalenka',
  };
  return JSON.stringify({ bets: [bet] });
}

/** A Sportsbook history of about `bytes` with odds below 1.01 on every bet: a warning each. */
function warningOnEveryRow(bytes: number): string {
  const count = Math.floor(bytes / 1_150);
  const history = JSON.parse(sportsbookHistory(count)) as { bets: Record<string, unknown>[] };
  for (const bet of history.bets) bet['originalOdds'] = { decimal: 0.84, fractional: null };
  return JSON.stringify(history);
}

/** One bet of `legs` legs. */
function manyLegs(legs: number): string {
  const bet = JSON.parse(sportsbookHistory(1)) as { bets: Record<string, unknown>[] };
  const [first] = bet.bets;
  const leg = { selectionName: 'Leg', eventDescription: 'A v B', odds: { decimal: 1.5 } };
  return JSON.stringify({ bets: [{ ...first, legs: Array.from({ length: legs }, () => leg) }] });
}

interface Hostile {
  name: string;
  route: string;
  body: (account: Account) => string;
}

const HOSTILE: Hostile[] = [
  {
    name: 'quadratic number (195 KB stake "111…1x,")',
    route: 'upload-betfair-json',
    body: (a) => upload(a, quadraticStake(195_000)),
  },
  {
    name: 'quadratic number inline (62,000-digit stake)',
    route: 'upload-betfair-json',
    body: (a) => upload(a, quadraticStake(62_000)),
  },
  {
    name: 'deep nesting (12 M brackets in the body)',
    route: 'upload-betfair-json',
    body: () => `{"data":${'['.repeat(12_000_000)}`,
  },
  {
    name: 'many tiny records (1.5 M "{}")',
    route: 'upload-betfair-json',
    body: (a) => upload(a, `[${'{},'.repeat(1_500_000)}{}]`),
  },
  {
    name: 'huge warnings dry run (4.8 MB, odds 0.84 on every bet)',
    route: 'upload-betfair-json',
    body: (a) => upload(a, warningOnEveryRow(4_800_000), { dryRun: true }),
  },
  {
    name: 'one bet of 100,000 legs',
    route: 'upload-betfair-json',
    body: (a) => upload(a, manyLegs(100_000), { setAsideUnreadable: true }),
  },
];

export async function hostileBenchmarks(): Promise<BenchFigure[]> {
  // TRUST_PROXY: each hostile upload comes from its own account (own address), so no per-user
  // or per-address limit is what stops it.
  const server = await startServerProcess({ TRUST_PROXY: 'true' });
  let account = 0;
  const fresh = () => registerBenchUser(server.baseUrl, `10.30.0.${(account += 1)}`);
  const figures: BenchFigure[] = [];
  try {
    // Baseline: /api/health with nothing else running, in this run.
    let baseline = 0;
    for (const until = performance.now() + BASELINE_MS; performance.now() < until;) {
      baseline = Math.max(baseline, await healthMs(server.baseUrl));
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    baseline = Math.round(baseline);
    console.log(`hostile: /api/health worst with nothing running ${baseline} ms`);

    for (const hostile of HOSTILE) {
      const attacker = await fresh();
      const body = hostile.body(attacker);
      const [worst, answer] = await worstHealthWhile(
        server.baseUrl,
        post(server, hostile.route, attacker, body),
      );
      console.log(
        `hostile: ${hostile.name}: ${(body.length / 1048576).toFixed(1)} MB answered ${answer.status} ` +
          `(${(answer.bytes / 1024).toFixed(1)} KB) in ${answer.ms} ms; /api/health worst ${Math.round(worst)} ms ` +
          `(baseline ${baseline} ms); ${answer.body.slice(0, 120)}`,
      );
      figures.push({
        name: `/api/health worst during ${hostile.name} (baseline ${baseline} ms)`,
        value: Math.round(worst),
        unit: 'ms',
        target: baseline + 100,
        better: 'lower',
      });
    }

    // Another user's 2,000-bet import: alone, then while each of the slowest hostile uploads runs.
    const honest = sportsbookHistory(2_000);
    const honestImport = async () => {
      const user = await fresh();
      const answer = await post(server, 'upload-betfair-json', user, upload(user, honest));
      if (answer.status !== 200)
        throw new Error(`2,000-bet import: ${answer.status} ${answer.body.slice(0, 200)}`);
      return answer.ms;
    };
    const aloneMs = await honestImport();
    for (const hostile of HOSTILE.filter((h) => /tiny|quadratic number \(|warnings/.test(h.name))) {
      const attacker = await fresh();
      const attack = post(server, hostile.route, attacker, hostile.body(attacker));
      // The honest import starts once the hostile one has been sent and is being read.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const duringMs = await honestImport();
      const answer = await attack;
      console.log(
        `hostile: 2,000-bet import alone ${aloneMs} ms, during ${hostile.name} ${duringMs} ms ` +
          `(the hostile one answered ${answer.status} in ${answer.ms} ms)`,
      );
      figures.push({
        name: `2,000-bet import during ${hostile.name} (alone ${aloneMs} ms)`,
        value: duringMs,
        unit: 'ms',
        target: 2 * aloneMs,
        better: 'lower',
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/hostile-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await hostileBenchmarks());
}
