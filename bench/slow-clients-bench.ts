import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { registerBenchUser } from './lib/accounts.ts';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';
import type { BenchFigure } from './lib/stats.ts';

/** Imported in parts of this many bets (the upload's own limit). */
const PART = 10_000;
const BETS = 30_000;
const CLIENTS = 20;

async function timed(url: string, cookie?: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/** /api/health timed back to back until `done` resolves; the slowest answer, in ms. */
async function healthWhile(baseUrl: string, done: Promise<unknown>): Promise<number[]> {
  let running = true;
  void done.finally(() => (running = false));
  const times: number[] = [];
  while (running) {
    times.push((await timed(`${baseUrl}/api/health`)).ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

/**
 * Memory per client and history-sized reads (docs/decisions/019): 20 clients that ask for a
 * whole history without gzip and never read it, then 20 loops of the pickers' labels and the
 * newest bets from one account; /api/health is timed meanwhile, and the server's RSS sampled.
 */
export async function slowClientsBenchmarks(): Promise<BenchFigure[]> {
  // Many at once from one account: the sharing is measured here, not the cap.
  const server = await startServerProcess({ HISTORY_READS_PER_USER: String(CLIENTS) });
  const sockets: net.Socket[] = [];
  try {
    const user = await registerBenchUser(server.baseUrl);
    for (let first = 0; first < BETS; first += PART) {
      const res = await fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ data: sportsbookHistory(PART, first), userEmail: user.email }),
      });
      if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
    }
    const changes = `${server.baseUrl}/api/history/user-bets/changes`;
    // Read once, whole, so the history is held.
    const plain = await fetch(changes, {
      headers: { cookie: user.cookie, 'accept-encoding': 'identity' },
    });
    const bytes = (await plain.arrayBuffer()).byteLength;

    const rssBefore = server.rssMb();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 20);
    const { port } = new URL(server.baseUrl);
    const opened = (async () => {
      for (let i = 0; i < CLIENTS; i += 1) {
        const socket = net.connect(Number(port), '127.0.0.1');
        socket.write(
          `GET /api/history/user-bets/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${user.cookie}\r\n\r\n`,
        );
        socket.pause();
        sockets.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    })();
    const health = await healthWhile(server.baseUrl, opened);
    clearInterval(sampler);
    for (const socket of sockets) socket.destroy();

    // One account asking for labels and newest in 20 loops for 3 s (rate limited past 60/min).
    const loops = (async () => {
      const until = performance.now() + 3_000;
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, i) => {
          const path = i % 2 ? '/api/history/bet-labels' : '/api/history/user-bets/newest';
          while (performance.now() < until) {
            statuses.push((await timed(server.baseUrl + path, user.cookie)).status);
          }
        }),
      );
      return statuses;
    })();
    const loopHealth = await healthWhile(server.baseUrl, loops);
    const statuses = await loops;
    const refused = statuses.filter((status) => status === 429).length;
    console.log(
      `slow clients: ${BETS} bets, ${(bytes / 1048576).toFixed(1)} MB plain; ${CLIENTS} never-reading clients: ` +
        `RSS ${rssBefore} → peak ${rssPeak} MB, health max ${Math.round(Math.max(...health))} ms over ${health.length}; ` +
        `labels/newest loops: ${statuses.length} requests (${refused} refused 429), health max ${Math.round(Math.max(...loopHealth))} ms over ${loopHealth.length}`,
    );
    return [
      {
        name: `server RSS growth, ${CLIENTS} clients never reading a ${BETS}-bet history (SQLite)`,
        value: rssPeak - rssBefore,
        unit: 'MB',
        target: Math.round(bytes / 1048576),
        better: 'lower',
      },
      {
        name: `/api/health max while ${CLIENTS} clients never read a whole history (SQLite)`,
        value: Math.round(Math.max(...health)),
        unit: 'ms',
        target: 100,
        better: 'lower',
      },
      {
        name: `/api/health max during ${CLIENTS} loops of labels/newest from one account (SQLite)`,
        value: Math.round(Math.max(...loopHealth)),
        unit: 'ms',
        target: 100,
        better: 'lower',
      },
    ];
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
  }
}

// `npx tsx bench/slow-clients-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await slowClientsBenchmarks());
}
