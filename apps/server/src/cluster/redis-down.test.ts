import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload } from '../test/accounts.ts';
import { freshRedisNamespace } from '../test/redis.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Redis that takes the connection and never answers (a hung or paused host): the worst case,
 * since TCP reports nothing. Requests that count in Redis must answer 503 at once, not 500
 * after a long wait, and health must say Redis is away.
 */
describe('Redis that does not answer', () => {
  let blackHole: net.Server;
  const sockets = new Set<net.Socket>();
  let server: TestServer;
  beforeAll(async () => {
    blackHole = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as AddressInfo;
    server = await startTestServer({
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
      redisNamespace: freshRedisNamespace(),
    });
  });
  afterAll(async () => {
    await server.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => blackHole.close(resolve));
  });

  /** A request's answer and how long it took. */
  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now();
    const res = await request();
    return { res, ms: performance.now() - started };
  };

  it('answers registration and login 503 with Retry-After within seconds', async () => {
    const register = await timed(() =>
      server.request('/api/auth/register', { json: registrationPayload() }),
    );
    const login = await timed(() =>
      server.request('/api/auth/login', {
        json: { email: 'someone@example.com', password_hash: 'secret12345' },
      }),
    );
    for (const { res, ms } of [register, login]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await bodyOf(res)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      // The bound is a second or two of Redis timeouts; before, it was 15 s or never.
      expect(ms).toBeLessThan(8_000);
    }
  });

  it('says so in health', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(503);
    expect(await bodyOf(res)).toMatchObject({ code: 'REDIS_UNAVAILABLE' });
  });
});
