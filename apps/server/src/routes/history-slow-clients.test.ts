import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { betChangesWindow } from '../history/bet-tombstones.ts';
import { insertBets } from '../repositories/bet-inserts.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * Clients that ask for a whole history and never read it (docs/decisions/019): the answer
 * waits in the server until they do. It must be the history the process already holds, not a
 * copy per request, and one account may hold only so many at once.
 */

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Bytes of ArrayBuffers (every Buffer's memory) still referenced, after a full collection. */
function heldBufferBytes(): number {
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
}

const BETS = 2_500;
/** Each bet's text is ~4.4 KB, the whole history ~11 MB: more than loopback buffers take. */
const LONG_EVENT = 'Real Betis v Sevilla '.repeat(200);

const CHANGES = '/api/history/user-bets/changes';
const USER_BETS = '/api/history/user-bets';

/** A large history for `user`, written straight to the database. */
async function largeHistory(server: TestServer, user: RegisteredUser): Promise<void> {
  const placed = Date.UTC(2025, 0, 1);
  const bets = Array.from({ length: BETS }, (_, i) =>
    betRecord({
      placedAt: new Date(placed + i * 60_000).toISOString(),
      eventDescription: `${LONG_EVENT}${i}`,
    }),
  );
  await insertBets(server.database.db, user.userId, bets, new Date());
}

/** A request for `path` without Accept-Encoding on a raw socket that reads nothing. */
function neverReading(server: TestServer, user: RegisteredUser, path: string): net.Socket {
  const { port } = new URL(server.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${user.cookie}\r\n\r\n`);
  socket.pause();
  return socket;
}

describeWithDatabase(`clients that never read a whole history on ${testDialect}`, () => {
  describe('memory', () => {
    let server: TestServer;
    let ana: RegisteredUser;
    let begun = 0;
    const sockets: net.Socket[] = [];

    beforeAll(async () => {
      server = await startTestServer({
        // Many at once from one account here: the cap has its own test below.
        env: { HISTORY_READS_PER_USER: '100' },
        beforeListen: (app) => {
          app.addHook('onSend', async (request, _reply, payload) => {
            if (request.url === CHANGES && !request.headers['accept-encoding']) begun += 1;
            return payload;
          });
        },
      });
      ana = await registerUser(server);
      await largeHistory(server, ana);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await server.close();
    });

    it('sends twelve of them the memory of one history, not twelve copies', async () => {
      // Read once, whole, so the history is held (and its gzip made) before counting.
      const gzipped = await server.request(CHANGES, { headers: { cookie: ana.cookie } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(((await gzipped.json()) as { bets: unknown[] }).bets).toHaveLength(BETS);
      const plain = await fetch(server.baseUrl + CHANGES, {
        headers: { cookie: ana.cookie, 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const bytes = Number(plain.headers.get('content-length'));
      expect(bytes).toBeGreaterThan(10_000_000);
      const text = await plain.text();
      expect(Buffer.byteLength(text)).toBe(bytes);
      expect((JSON.parse(text) as { bets: unknown[] }).bets).toHaveLength(BETS);
      begun = 0;

      const before = heldBufferBytes();
      const clients = 12;
      for (let i = 0; i < clients; i += 1) sockets.push(neverReading(server, ana, CHANGES));
      // Each answer exists once its onSend has run: a copy made for it would be held by now.
      await vi.waitFor(() => expect(begun).toBe(clients), { timeout: 20_000 });
      await new Promise((resolve) => setImmediate(resolve));
      const extra = heldBufferBytes() - before;
      // A copy each would be 12 × 11 MB (less what the kernel took, ~4 MB each); shared parts
      // add only the sockets' and streams' small buffers.
      expect(extra).toBeLessThan(bytes / 2);

      // The answers are whole when the clients do read: the first one, to its last byte.
      const socket = sockets[0] as net.Socket;
      let received = 0;
      socket.on('data', (chunk: Buffer) => (received += chunk.length));
      socket.resume();
      await vi.waitFor(() => expect(received).toBeGreaterThan(bytes), { timeout: 20_000 });
    }, 60_000);
  });

  describe('whole-history reads per user', () => {
    let server: TestServer;
    let ana: RegisteredUser;
    let bruno: RegisteredUser;
    const counter = { begun: 0 };
    const sockets: net.Socket[] = [];

    beforeAll(async () => {
      server = await startTestServer({
        env: { HISTORY_READS_PER_USER: '2' },
        beforeListen: (app) => {
          app.addHook('onSend', async (request, _reply, payload) => {
            if (request.url === CHANGES || request.url.startsWith(USER_BETS)) counter.begun += 1;
            return payload;
          });
        },
      });
      ana = await registerUser(server);
      bruno = await registerUser(server);
      await largeHistory(server, ana);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await server.close();
    });

    it('answers a third at once with 429 and Retry-After, until one of the two is done', async () => {
      counter.begun = 0;
      const userBets = `${USER_BETS}?email=${encodeURIComponent(ana.email)}`;
      sockets.push(neverReading(server, ana, CHANGES), neverReading(server, ana, userBets));
      await vi.waitFor(() => expect(counter.begun).toBe(2), { timeout: 20_000 });

      for (const path of [CHANGES, userBets]) {
        const refused = await server.request(path, { headers: { cookie: ana.cookie } });
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('5');
        // The words the web shows in the user's language (server-messages.ts).
        expect(await refused.json()).toEqual({
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please try again in 5 seconds.',
        });
      }
      // Another user reads theirs; Ana's changes since her version are not a whole history.
      const other = await server.request(CHANGES, { headers: { cookie: bruno.cookie } });
      expect(other.status).toBe(200);
      const window = await betChangesWindow(server.database.db, ana.userId);
      const version = window?.version ?? 0;
      expect(version).toBeGreaterThan(0);
      const since = await server.request(`${CHANGES}?since=${version}`, {
        headers: { cookie: ana.cookie },
      });
      expect(since.status).toBe(200);
      expect(((await since.json()) as { full: boolean }).full).toBe(false);

      // A client gone frees its place.
      sockets[0]?.destroy();
      await vi.waitFor(
        async () => {
          const again = await server.request(CHANGES, { headers: { cookie: ana.cookie } });
          expect(again.status).toBe(200);
          await again.arrayBuffer();
        },
        { timeout: 20_000, interval: 50 },
      );
    }, 60_000);
  });
});
