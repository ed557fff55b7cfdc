import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { registerBenchUser } from './lib/accounts.ts';
import { rawGet } from './lib/raw-get.ts';
import { percentile, type BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';

/** The exporter's history: on the event loop its export's reads held it ~1.2 s. */
const BETS = 10_000;
/** Pause between two probes of the other user's requests. */
const PROBE_EVERY_MS = 10;
/** How often the exporter asks whether the zip is ready (the web polls every few seconds). */
const STATUS_EVERY_MS = 100;

async function timed(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const res = await rawGet(url, cookie ? { cookie } : {});
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/**
 * "Download my data" of a 10,000-bet history (SQLite, decision 031): while its zip builds (on
 * the export thread), /api/health and another user's export status are timed back to back;
 * the house rule is that no account moves another's latency by more than ~100 ms.
 */
export async function exportStallBenchmarks(): Promise<BenchFigure[]> {
  const server = await startServerProcess();
  try {
    const exporter = await registerBenchUser(server.baseUrl);
    const other = await registerBenchUser(server.baseUrl);
    const imported = await fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: exporter.cookie },
      body: JSON.stringify({ data: sportsbookHistory(BETS), userEmail: exporter.email }),
    });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const status = `${server.baseUrl}/api/account/export`;
    await timed(status, other.cookie);

    const started = performance.now();
    const asked = await fetch(status, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: exporter.cookie },
      body: '{}',
    });
    if (asked.status !== 202) throw new Error(`export: ${asked.status} ${await asked.text()}`);
    let building = true;
    let sizeBytes = 0;
    const waiting = (async () => {
      while (building) {
        await new Promise((resolve) => setTimeout(resolve, STATUS_EVERY_MS));
        const res = await fetch(status, { headers: { cookie: exporter.cookie } });
        const body = (await res.json()) as { export?: { status: string; size_bytes: number } };
        if (body.export?.status === 'pending') continue;
        if (body.export?.status !== 'ready') throw new Error(`export: ${JSON.stringify(body)}`);
        sizeBytes = body.export.size_bytes;
        building = false;
      }
    })().finally(() => (building = false));

    const health: number[] = [];
    const others: number[] = [];
    while (building) {
      health.push(await timed(`${server.baseUrl}/api/health`));
      others.push(await timed(status, other.cookie));
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    await waiting;
    const exportMs = Math.round(performance.now() - started);
    const worst = Math.round(Math.max(...health, ...others));
    console.log(
      `export stall: ${BETS} bets zipped to ${(sizeBytes / 1048576).toFixed(1)} MB, ready in ${exportMs} ms (status polled every ${STATUS_EVERY_MS} ms); ` +
        `${health.length} health and ${others.length} other-user probes meanwhile; ` +
        `health p50/p99/max ${Math.round(percentile(health, 50))}/${Math.round(percentile(health, 99))}/${Math.round(Math.max(...health))} ms, ` +
        `other user's status p50/p99/max ${Math.round(percentile(others, 50))}/${Math.round(percentile(others, 99))}/${Math.round(Math.max(...others))} ms`,
    );
    return [
      {
        name: "another user's slowest request while a 10,000-bet data export builds (SQLite)",
        value: worst,
        unit: 'ms',
        target: 100,
        better: 'lower',
      },
      {
        name: 'a 10,000-bet data export, asked to ready (SQLite)',
        value: exportMs,
        unit: 'ms',
        target: 10_000,
        better: 'lower',
      },
    ];
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/export-stall-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await exportStallBenchmarks());
}
