import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** One HTTP/1.1 request on its own socket, which stays open until the server ends it. */
function rawRequest(server: TestServer, pathname: string, headers: Record<string, string> = {}) {
  const { port } = new URL(server.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closedByServer = new Promise<void>((resolve) => socket.once('end', () => resolve()));
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([k, v]) => `${k}: ${v}`);
  socket.write(`GET ${pathname} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  const until = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!received.includes(text)) return;
        socket.off('data', look);
        resolve();
      };
      socket.on('data', look);
      look();
    });
  return { received: () => received, until, closedByServer, destroy: () => socket.destroy() };
}

// Node's server.close() ends only the keep-alive connections idle at that moment; these would
// hold app.close() (and SIGTERM in main.ts) until the client let go: vitest's timeout says so.
describeWithDatabase(`closing the app with connections open on ${testDialect}`, () => {
  const open: Array<{ destroy(): void }> = [];
  afterEach(() => open.splice(0).forEach((c) => c.destroy()));

  it('ends live streams cleanly, closes idle connections, and closes a request in flight after its answer', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    const server = await startTestServer({
      beforeListen(app) {
        app.get('/api/test/held', async () => {
          arrived();
          await released;
          return { done: true };
        });
      },
    });
    const user = await registerUser(server);

    const streams = [1, 2].map(() =>
      rawRequest(server, '/api/live-events/stream', { cookie: user.cookie }),
    );
    const idle = rawRequest(server, '/api/health');
    const inFlight = rawRequest(server, '/api/test/held');
    open.push(...streams, idle, inFlight);
    // The first SSE message (retry:) is sent, the health answer ended, the held request began.
    await Promise.all(streams.map((s) => s.until('retry: 3000')));
    await idle.until('"status":"ok"');
    await held;

    const closing = server.app.close();
    await Promise.all(streams.map((s) => s.closedByServer));
    await idle.closedByServer;
    release();
    await inFlight.closedByServer;
    await closing;

    for (const stream of streams) {
      // The chunked body's last chunk: an ended stream, not a cut connection.
      expect(stream.received().endsWith('\r\n0\r\n\r\n')).toBe(true);
    }
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(inFlight.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(inFlight.received().endsWith('{"done":true}')).toBe(true);
    await server.close();
  });
});
