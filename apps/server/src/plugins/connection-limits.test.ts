import net from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** A raw client socket: what it was sent, and whether (and when) the server closed it. */
interface RawClient {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
  isClosed: () => boolean;
}

async function connect(baseUrl: string): Promise<RawClient> {
  const { port } = new URL(baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  let data = '';
  let done = false;
  socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      done = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => data, closed, isClosed: () => done };
}

/**
 * Sends a POST's headers promising `length` bytes, then one byte every `everyMs` until the
 * server closes the socket; resolves with what it answered and how many body bytes went.
 */
async function trickle(baseUrl: string, length: number, everyMs: number) {
  const client = await connect(baseUrl);
  client.socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < length - 1 && !client.isClosed()) {
      client.socket.write(' ');
      sent += 1;
    }
  }, everyMs);
  await client.closed;
  clearInterval(timer);
  return { answer: client.received(), sent };
}

describeWithDatabase(`request time and open connections on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer({
      env: { REQUEST_TIMEOUT_SECONDS: '1', LOG_LEVEL: 'info' },
    });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  it('cuts off a body trickled slowly with 408, while a live stream open longer stays open', async () => {
    const stream = await connect(server.baseUrl);
    stream.socket.write(
      `GET /api/live-events/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${user.cookie}\r\n\r\n`,
    );
    await vi.waitFor(() => expect(stream.received()).toMatch(/^HTTP\/1\.1 200/), {
      timeout: 5000,
    });

    // 1,000 bytes at one per 100 ms would take 100 s: the 1-second limit ends it.
    const first = await trickle(server.baseUrl, 1000, 100);
    expect(first.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(first.sent).toBeLessThan(100);
    // A second one, cut off in turn: the stream, older than both, was never cut.
    const second = await trickle(server.baseUrl, 1000, 100);
    expect(second.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(stream.isClosed()).toBe(false);
    // Told in the log as a client cut off, never as a database fault (its error is ECONNRESET).
    await vi.waitFor(() =>
      expect(server.logs().split('request body cut off: client gone').length).toBe(3),
    );
    expect(server.logs()).not.toContain('database fault');
    stream.socket.destroy();
    await stream.closed;
  }, 30_000);

  /** A GET /api/health on a connection of its own: the status line, or '' if refused. */
  const healthOnNewConnection = async (on: TestServer) => {
    const client = await connect(on.baseUrl);
    // Not ended from this side: a half-closed socket may be closed before its answer is sent.
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await client.closed;
    return client.received().split('\r\n', 1)[0];
  };

  it('holds at most 3 open connections per address: a fourth is closed at once, and a slot frees when one closes', async () => {
    // A server of its own: no connection of another test (or of fetch's pool) is open on it.
    const capped = await startTestServer({ env: { MAX_CONNECTIONS_PER_IP: '3' } });
    try {
      const held = [];
      for (let i = 0; i < 3; i += 1) {
        const client = await connect(capped.baseUrl);
        // Kept alive after its answer: the connection stays open and counted.
        client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await vi.waitFor(() => expect(client.received()).toMatch(/^HTTP\/1\.1 200/), {
          timeout: 5000,
        });
        held.push(client);
      }
      expect(await healthOnNewConnection(capped)).toBe('');

      held.pop()?.socket.destroy();
      await vi.waitFor(
        async () => expect(await healthOnNewConnection(capped)).toBe('HTTP/1.1 200 OK'),
        { timeout: 5000, interval: 50 },
      );
      expect(held.every((client) => !client.isClosed())).toBe(true);
      for (const client of held) client.socket.destroy();
      await Promise.all(held.map((client) => client.closed));
    } finally {
      await capped.close();
    }
  }, 30_000);
});
