import http from 'node:http';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { BenchFigure } from './lib/stats.ts';
import { registerBenchUser } from './lib/accounts.ts';
import { openStream, type SseClient } from './lib/sse-client.ts';
import { startServerProcess } from './lib/server-process.ts';

const EVENTS = 300;
const SSE_CLIENTS = 10_000;
/** Updates every client must receive before the memory is read. */
const UPDATES = 3;
/** Finished events the feed must hold before the clients connect. */
const FINISHED = 50;

async function throughput(url: string, cookie: string): Promise<number> {
  // As a browser asks: with its session cookie and accepting gzip.
  const result = await autocannon({
    url,
    connections: 20,
    duration: 5,
    headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return Math.round(result.requests.average);
}

/**
 * Live events with 300 events in play: GET throughput against the same server's health route,
 * then 10,000 Server-Sent Events clients on that one server process, each receiving every update.
 */
export async function liveBenchmarks(): Promise<BenchFigure[]> {
  const server = await startServerProcess({
    LIVE_FEED: 'simulator',
    LIVE_SIMULATOR_MATCHES: String(EVENTS),
    LIVE_SIMULATOR_SPEED: '20',
    LIVE_POLL_SECONDS: '2',
    // Every stream here is one account's from one address: lift the per-account and
    // per-address caps (10 and 50 by default) that would refuse the 11th.
    LIVE_STREAMS_PER_USER: String(SSE_CLIENTS),
    LIVE_STREAMS_PER_IP: String(SSE_CLIENTS),
  });
  try {
    const { cookie } = await registerBenchUser(server.baseUrl);
    const events = (await (
      await fetch(`${server.baseUrl}/api/live-events`, { headers: { cookie } })
    ).json()) as unknown[];
    if (events.length !== EVENTS)
      throw new Error(`expected ${EVENTS} events, got ${events.length}`);

    // The feed beside the events in play (issue 36): each slot's next match and those finished.
    const inState = async (state: string) =>
      (
        (await (
          await fetch(`${server.baseUrl}/api/live-events?state=${state}`, { headers: { cookie } })
        ).json()) as unknown[]
      ).length;
    // Matches start finishing about a minute in (speed 20): the clients connect to a feed that
    // already keeps finished events with their pre-match prices, not to live and upcoming only.
    const finishedBy = Date.now() + 240_000;
    while ((await inState('finished')) < FINISHED) {
      if (Date.now() > finishedBy) throw new Error(`fewer than ${FINISHED} finished events`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }

    const health = await throughput(`${server.baseUrl}/api/health`, cookie);
    const live = await throughput(`${server.baseUrl}/api/live-events`, cookie);
    console.log(
      `live events: GET /api/live-events with ${EVENTS} events ${live} req/s, /api/health ${health} req/s (${Math.round((live / health) * 100)}%)`,
    );

    const rssBefore = server.rssMb();
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const clients: SseClient[] = [];
    for (let i = 0; i < SSE_CLIENTS; i += 50) {
      clients.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, SSE_CLIENTS - i) }, () =>
            openStream(server.baseUrl, { cookie }, agent),
          ),
        )),
      );
    }
    const deadline = Date.now() + 60_000;
    while (clients.some((c) => c.updates < UPDATES)) {
      if (Date.now() > deadline) {
        const behind = clients.filter((c) => c.updates < UPDATES).length;
        throw new Error(`${behind} of ${SSE_CLIENTS} SSE clients missed updates`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const rssWithClients = server.rssMb();
    const feed = `feed ${await inState('live')} live, ${await inState('upcoming')} upcoming, ${await inState('finished')} finished`;
    console.log(
      `live events: ${SSE_CLIENTS} SSE clients each received ${UPDATES}+ updates (${feed}); server RSS ${rssBefore} → ${rssWithClients} MB; ` +
        `${clients.filter((c) => c.drops > 0).length} clients dropped as too slow and reconnected`,
    );
    for (const c of clients) c.close();

    return [
      {
        name: `GET /api/live-events (${EVENTS} events) throughput, % of /api/health in the same run`,
        value: Math.round((live / health) * 100),
        unit: '%',
        target: 60,
        better: 'higher',
      },
      {
        name: `GET /api/live-events (${EVENTS} events) throughput`,
        value: live,
        unit: 'req/s',
        target: Math.round(health * 0.6),
        better: 'higher',
      },
      {
        name: `server memory with ${SSE_CLIENTS} SSE clients receiving every update`,
        value: rssWithClients,
        unit: 'MB',
        target: 300,
        better: 'lower',
      },
    ];
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/live-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await liveBenchmarks());
}
