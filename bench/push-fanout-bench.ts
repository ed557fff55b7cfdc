import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { BenchFigure } from './lib/stats.ts';
import { median } from './lib/stats.ts';
import { BENCH_PASSWORD, registerBenchUser } from './lib/accounts.ts';
import { startServerProcess } from './lib/server-process.ts';

const SUBSCRIBERS = 1000;
/** The server takes at most 20 devices per account: 50 accounts × 20 devices. */
const DEVICES_PER_ACCOUNT = 20;
const ADMIN = { email: 'bench-admin@example.com', password: `${BENCH_PASSWORD}Admin1` };

/** A push service on loopback that counts what it receives and answers 201 (after a little
 * latency, as a real one over the network would). */
async function startPushService(latencyMs: number) {
  let received = 0;
  let onAll: (() => void) | null = null;
  let expected = Infinity;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      setTimeout(() => {
        res.writeHead(201).end();
        received += 1;
        if (received >= expected) onAll?.();
      }, latencyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    /** Resolves once `count` pushes in all have arrived. */
    whenReceived(count: number): Promise<void> {
      expected = count;
      return received >= count ? Promise.resolve() : new Promise((resolve) => (onAll = resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const subscription = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
};

/**
 * Publishing a stake with 1,000 push subscriptions (a loopback push service, 20 ms per answer):
 * the publish answer's time (the fan-out is off the request), the time until every push arrived,
 * and /api/health's latency meanwhile.
 */
export async function pushFanoutBenchmarks(): Promise<BenchFigure[]> {
  const push = await startPushService(20);
  const server = await startServerProcess({
    PUSH_ALLOWED_ORIGINS: push.origin,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
  });
  try {
    for (let account = 0; account < SUBSCRIBERS / DEVICES_PER_ACCOUNT; account += 1) {
      const { cookie } = await registerBenchUser(server.baseUrl, `10.9.${account}.1`);
      for (let device = 0; device < DEVICES_PER_ACCOUNT; device += 1) {
        const res = await fetch(`${server.baseUrl}/api/notifications/push/devices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(subscription(`${push.origin}/p/${account}/${device}`)),
        });
        if (!res.ok) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
      }
    }
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password_hash: ADMIN.password }),
    });
    const adminCookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';

    const started = performance.now();
    const published = await fetch(`${server.baseUrl}/api/history/admin-insert-stake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({
        bet_description: 'Bench United v Fanout City',
        bookmarker: 'Bet365',
        stake_amount: 10,
        total_odds: 2,
        potential_winnings: 20,
        payout_amount: 0,
      }),
    });
    const publishMs = performance.now() - started;
    if (!published.ok) throw new Error(`publish: ${published.status}`);

    // Other requests while the pushes go out.
    const health: number[] = [];
    const all = push.whenReceived(SUBSCRIBERS);
    let done = false;
    void all.then(() => (done = true));
    while (!done) {
      const at = performance.now();
      await fetch(`${server.baseUrl}/api/health`);
      health.push(performance.now() - at);
      if (performance.now() - started > 30_000) throw new Error(`only ${push.received()} pushes`);
    }
    const allSentMs = performance.now() - started;
    return [
      {
        name: `publish a stake with ${SUBSCRIBERS} push subscribers: answer time`,
        value: Math.round(publishMs),
        unit: 'ms',
        target: 100,
        better: 'lower',
      },
      {
        name: `publish a stake: all ${SUBSCRIBERS} pushes received (20 ms push service)`,
        value: Math.round(allSentMs),
        unit: 'ms',
        target: 10_000,
        better: 'lower',
      },
      {
        name: 'GET /api/health median latency during the push fan-out',
        value: Math.round(median(health)),
        unit: 'ms',
        target: 50,
        better: 'lower',
      },
    ];
  } finally {
    await server.stop();
    await push.close();
  }
}

// `npx tsx bench/push-fanout-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await pushFanoutBenchmarks());
}
