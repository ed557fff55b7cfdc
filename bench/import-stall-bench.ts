import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { registerBenchUser } from './lib/accounts.ts';
import { rawGet } from './lib/raw-get.ts';
import { percentile, type BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';

/** The upload's size: under the 25 MB limit with its JSON envelope. */
const UPLOAD_BYTES = 24 * 1024 * 1024;
/** Pause between two probes of the other users' requests. */
const PROBE_EVERY_MS = 10;

/** A Sportsbook history of as many bets as fit in UPLOAD_BYTES (about 1,200 bytes each). */
function historyOfAbout(bytes: number): { text: string; bets: number } {
  let bets = Math.floor(bytes / 1_150);
  let text = sportsbookHistory(bets);
  while (JSON.stringify(text).length > bytes) {
    bets = Math.floor(bets * 0.99);
    text = sportsbookHistory(bets);
  }
  return { text, bets };
}

async function timed(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  // Gzip asked for as a browser does, the bytes kept as they came (see rawGet).
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (cookie) headers.cookie = cookie;
  const res = await rawGet(url, headers);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/**
 * While one user imports 24 MB, another uses the app: /api/health, their user-bets and adding
 * a bet are timed back to back for as long as the import runs, and the server's RSS is sampled.
 */
export async function importStallBenchmarks(): Promise<BenchFigure[]> {
  const server = await startServerProcess();
  try {
    const importer = await registerBenchUser(server.baseUrl);
    const reader = await registerBenchUser(server.baseUrl);
    // The other user has a history of their own (300 bets) to read.
    const small = await fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: reader.cookie },
      body: JSON.stringify({ data: sportsbookHistory(300), userEmail: reader.email }),
    });
    if (!small.ok) throw new Error(`reader's import: ${small.status} ${await small.text()}`);
    const userBets = `${server.baseUrl}/api/history/user-bets?email=${encodeURIComponent(reader.email)}`;
    await timed(userBets, reader.cookie);

    const { text, bets } = historyOfAbout(UPLOAD_BYTES);
    // Encoded before the clock starts: the probes share this process, and encoding 24 MB while
    // sending it held their replies back (a browser uploading holds no other user back).
    const body = Buffer.from(JSON.stringify({ data: text, userEmail: importer.email }));
    const rssBefore = server.rssMb();
    let importing = true;
    const started = performance.now();
    const upload = fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: importer.cookie },
      body,
    })
      .then(async (res) => ({ status: res.status, answer: (await res.json()) as unknown }))
      .finally(() => (importing = false));

    const health: number[] = [];
    const list: number[] = [];
    const writes: number[] = [];
    // Another user's write (docs/decisions/020): an import on SQLite used to hold it to the end.
    const addBet = async (i: number) => {
      const begun = performance.now();
      const res = await fetch(`${server.baseUrl}/api/history/add-bet-full`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: reader.cookie },
        body: JSON.stringify({
          user_email: reader.email,
          placedDate: '2026-05-04T10:00:00.000Z',
          sportName: 'Football',
          competitionName: 'LaLiga',
          originalOdds_decimal: 2,
          status: 'LOST',
          eventDescription: `During the import ${i}`,
          selections: [{ SelectionName: 'Betis', Odds: 2 }],
          stake: 5,
        }),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`add-bet: ${res.status}`);
      return performance.now() - begun;
    };
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 50);
    try {
      while (importing) {
        health.push(await timed(`${server.baseUrl}/api/health`));
        list.push(await timed(userBets, reader.cookie));
        if (importing) writes.push(await addBet(writes.length));
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    } finally {
      clearInterval(sampler);
    }
    const { status, answer } = await upload;
    const importMs = Math.round(performance.now() - started);
    const inserted = (answer as { inserted?: number }).inserted;
    if (status !== 200 || inserted !== bets)
      throw new Error(`the 24 MB import: ${status} ${JSON.stringify(answer).slice(0, 300)}`);
    console.log(
      `import stall: ${bets} bets (${(body.length / 1048576).toFixed(1)} MB) imported in ${importMs} ms; ` +
        `${health.length} health and ${list.length} user-bets probes meanwhile; ` +
        `health p50/p99/max ${Math.round(percentile(health, 50))}/${Math.round(percentile(health, 99))}/${Math.round(Math.max(...health))} ms, ` +
        `user-bets p50/p99/max ${Math.round(percentile(list, 50))}/${Math.round(percentile(list, 99))}/${Math.round(Math.max(...list))} ms; ` +
        `another user's add-bet (${writes.length}) p50/p95/max ${Math.round(percentile(writes, 50))}/${Math.round(percentile(writes, 95))}/${Math.round(Math.max(...writes))} ms; ` +
        `RSS ${rssBefore} → peak ${rssPeak} MB`,
    );
    return [
      {
        name: '/api/health p99 during a 24 MB import (SQLite)',
        value: Math.round(percentile(health, 99)),
        unit: 'ms',
        target: 50,
        better: 'lower',
      },
      {
        name: "another user's user-bets p99 during a 24 MB import (SQLite)",
        value: Math.round(percentile(list, 99)),
        unit: 'ms',
        target: 50,
        better: 'lower',
      },
      {
        name: "another user's add-bet p95 during a 24 MB import (SQLite)",
        value: Math.round(percentile(writes, 95)),
        unit: 'ms',
        target: 200,
        better: 'lower',
      },
      {
        name: "another user's slowest add-bet during a 24 MB import (SQLite)",
        value: Math.round(Math.max(...writes)),
        unit: 'ms',
        target: 200,
        better: 'lower',
      },
      {
        name: 'server RSS peak during a 24 MB import (SQLite)',
        value: rssPeak,
        unit: 'MB',
        target: 400,
        better: 'lower',
      },
    ];
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/import-stall-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await importStallBenchmarks());
}
