import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInternalAddress } from './address-policy.ts';
import { OutboundRequestError, safeFetch, type OutboundPolicy } from './safe-fetch.ts';

describe('safeFetch', () => {
  let server: http.Server;
  let origin: string;
  let port: number;
  let connections = 0;
  let lastCookie: string | undefined;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      lastCookie = req.headers.cookie;
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (req.url === '/big') {
        res.end('x'.repeat(2048));
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2000).unref();
      } else if (req.url === '/gzip') {
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('{"bets":[]}'));
      } else {
        res.end(JSON.stringify({ method: req.method, path: req.url }));
      }
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    connections = 0;
    lastCookie = undefined;
  });

  const policy = (overrides: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
    allowedOrigins: [origin],
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
    ...overrides,
  });
  const request = (url: string) => ({
    url,
    method: 'POST',
    headers: { cookie: 'ssoid=secret' },
    body: '{"fromRecord":0}',
  });

  it('replays a request to an allowed origin with its cookie', async () => {
    const answer = await safeFetch(request(`${origin}/activity`), policy());
    expect(answer).toEqual({ status: 200, body: '{"method":"POST","path":"/activity"}' });
    expect(lastCookie).toBe('ssoid=secret');
  });

  it('decompresses a gzip answer', async () => {
    expect((await safeFetch(request(`${origin}/gzip`), policy())).body).toBe('{"bets":[]}');
  });

  it.each([
    ['an origin off the list', 'http://127.0.0.1:1/x'],
    ['another scheme', 'file:///etc/passwd'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data'],
  ])('refuses %s without a connection', async (_label, url) => {
    await expect(safeFetch(request(url), policy())).rejects.toBeInstanceOf(OutboundRequestError);
    expect(connections).toBe(0);
  });

  it.each([['127.0.0.1'], ['169.254.169.254'], ['10.1.2.3'], ['::1']])(
    'refuses an allowed host name that resolves to %s, without a connection',
    async (address) => {
      const named = `http://myactivity.betfair.test:${port}`;
      const attempt = safeFetch(
        request(`${named}/activity`),
        policy({ allowedOrigins: [named], resolve: async () => [address] }),
      );
      await expect(attempt).rejects.toThrow('resolves to an internal address');
      expect(connections).toBe(0);
    },
  );

  it('never follows a redirect', async () => {
    await expect(safeFetch(request(`${origin}/redirect`), policy())).rejects.toThrow(
      'redirects are not followed',
    );
  });

  it('caps the size and the time of an answer', async () => {
    await expect(
      safeFetch(request(`${origin}/big`), policy({ maxBytes: 1000 })),
    ).rejects.toBeInstanceOf(OutboundRequestError);
    await expect(safeFetch(request(`${origin}/slow`), policy({ timeoutMs: 200 }))).rejects.toThrow(
      'did not answer within',
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['10.0.0.8', true],
    ['172.20.1.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['2a00:1450:4003:80f::200e', false],
  ])('%s is internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });
});
