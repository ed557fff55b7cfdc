import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInternalAddress } from './address-policy.ts';
import { OutboundRequestError, safeFetch, type OutboundPolicy } from './safe-fetch.ts';

/** A replay's refusal by its English message (its message key and parameters aside). */
const replayError = (message: string) =>
  expect.objectContaining({ name: 'OutboundRequestError', message }) as Error;

/** The promise's outcome, or 'still waiting' after that long (a hang fails fast). */
const withinSeconds = <T>(seconds: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), seconds * 1000)),
  ]);

/** What the fake Betfair saw of the last request. */
interface Received {
  host: string | undefined;
  /** Header names as sent, lower-cased. */
  headerNames: string[];
  headers: http.IncomingHttpHeaders;
  body: string;
  localAddress: string | undefined;
}

describe('safeFetch', () => {
  let server: http.Server;
  let origin: string;
  let port: number;
  let connections = 0;
  let received: Received | undefined;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (chunk: Buffer) => parts.push(chunk));
      req.on('end', () => {
        received = {
          host: req.headers.host,
          headerNames: req.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
          headers: req.headers,
          body: Buffer.concat(parts).toString(),
          localAddress: req.socket.localAddress,
        };
        const status = /^\/status\/(\d+)$/.exec(req.url ?? '')?.[1];
        const size = /^\/bytes\/(\d+)$/.exec(req.url ?? '')?.[1];
        const encoded = /^\/encoded\/(.+)$/.exec(req.url ?? '')?.[1];
        if (req.url === '/redirect') {
          res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
        } else if (status) {
          res.writeHead(Number(status)).end(`status ${status}`);
        } else if (size) {
          res.end('x'.repeat(Number(size)));
        } else if (req.url === '/slow') {
          setTimeout(() => res.end('late'), 2000).unref();
        } else if (encoded) {
          const encoding = decodeURIComponent(encoded);
          const body = '{"bets":[]}';
          const compressed = /br/i.test(encoding)
            ? zlib.brotliCompressSync(body)
            : /deflate/i.test(encoding)
              ? zlib.deflateSync(body)
              : zlib.gzipSync(body);
          res.writeHead(200, { 'content-encoding': encoding }).end(compressed);
        } else if (req.url === '/zip-bomb') {
          // 2,048 bytes once inflated, a few dozen on the wire.
          res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('x'.repeat(2048)));
        } else if (req.url === '/endless') {
          // Writes for as long as the client reads.
          const chunk = Buffer.alloc(16 * 1024, 'x');
          const pump = () => {
            while (!res.destroyed && res.write(chunk));
            if (!res.destroyed) res.once('drain', pump);
          };
          pump();
        } else if (req.url === '/cut-off') {
          // Promises 100 bytes, sends 10, hangs up.
          res.writeHead(200, { 'content-length': '100' });
          res.write('0123456789', () => res.destroy());
        } else if (req.url === '/trickle') {
          // A byte every 50 ms, for ever: never idle, never done.
          const drip = setInterval(() => {
            if (res.destroyed) clearInterval(drip);
            else res.write('x');
          }, 50);
        } else if (req.url === '/endless-gzip') {
          // Zeros compressed as they go: about a thousand bytes inflated per byte on the wire.
          res.writeHead(200, { 'content-encoding': 'gzip' });
          const gzip = zlib.createGzip();
          gzip.pipe(res);
          const zeros = Buffer.alloc(1024 * 1024);
          const pump = () => {
            while (!res.destroyed && gzip.write(zeros));
            if (!res.destroyed) gzip.once('drain', pump);
          };
          res.on('close', () => gzip.destroy());
          pump();
        } else if (req.url === '/zstd') {
          res.writeHead(200, { 'content-encoding': 'zstd' }).end('(zstd bytes)');
        } else if (req.url === '/not-gzip') {
          res.writeHead(200, { 'content-encoding': 'gzip' }).end('plain text, not gzip');
        } else {
          res.end(JSON.stringify({ method: req.method, path: req.url }));
        }
      });
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    connections = 0;
    received = undefined;
  });

  const policy = (overrides: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
    allowedOrigins: [origin],
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
    ...overrides,
  });
  const request = (url: string, headers: Record<string, string> = { cookie: 'ssoid=secret' }) => ({
    url,
    method: 'POST',
    headers,
    body: '{"fromRecord":0}',
  });

  it('replays a request to an allowed origin with its cookie and body', async () => {
    const answer = await safeFetch(request(`${origin}/activity`), policy());
    expect(answer).toEqual({
      status: 200,
      body: '{"method":"POST","path":"/activity"}',
      bytes: Buffer.from('{"method":"POST","path":"/activity"}'),
    });
    expect(received?.headers.cookie).toBe('ssoid=secret');
    expect(received?.body).toBe('{"fromRecord":0}');
  });

  it('sends a request without a body as such', async () => {
    const answer = await safeFetch(
      { url: `${origin}/activity`, method: 'GET', headers: {}, body: null },
      policy(),
    );
    expect(answer.body).toBe('{"method":"GET","path":"/activity"}');
    expect(received?.body).toBe('');
  });

  it('drops pasted hop-by-hop headers: Host cannot send the request to another site', async () => {
    const pasted = {
      Host: 'evil.example',
      Connection: 'x-pasted',
      'Content-Length': '3',
      'Transfer-Encoding': 'x-pasted',
      'Keep-Alive': 'x-pasted',
      Upgrade: 'x-pasted',
      'X-Application': 'kept',
    };
    const answer = await safeFetch(request(`${origin}/activity`, pasted), policy());
    expect(answer.status).toBe(200);
    // The Host the target sees (and routes virtual hosts by) is the checked origin's.
    expect(received?.host).toBe(`127.0.0.1:${port}`);
    // The client frames the body it really sends (chunked, 16 bytes), not with the pasted
    // length of 3 or the pasted transfer coding.
    expect(received?.headers['content-length']).toBeUndefined();
    expect(received?.headers['transfer-encoding']).toBe('chunked');
    expect(received?.body).toBe('{"fromRecord":0}');
    expect(received?.headers['x-application']).toBe('kept');
    expect(received?.headerNames).not.toContain('keep-alive');
    expect(received?.headerNames).not.toContain('upgrade');
    expect(received?.headers.connection).not.toBe('x-pasted');
  });

  it.each([['gzip'], ['x-gzip'], [' GZip '], ['br'], ['deflate']])(
    'decompresses a %j answer',
    async (encoding) => {
      const url = `${origin}/encoded/${encodeURIComponent(encoding)}`;
      expect((await safeFetch(request(url), policy())).body).toBe('{"bets":[]}');
    },
  );

  it('refuses an answer it cannot decode', async () => {
    await expect(safeFetch(request(`${origin}/not-gzip`), policy())).rejects.toThrow(
      replayError('The answer could not be decoded.'),
    );
  });

  it('refuses what is not a URL, and schemes other than http(s) even when listed', async () => {
    await expect(safeFetch(request('not a url'), policy())).rejects.toThrow(
      replayError('The command has no valid URL.'),
    );
    const ftp = 'ftp://127.0.0.1:21';
    await expect(safeFetch(request(`${ftp}/x`), policy({ allowedOrigins: [ftp] }))).rejects.toThrow(
      replayError('Only http(s) URLs can be replayed, not ftp:'),
    );
    expect(connections).toBe(0);
  });

  it.each([
    ['an origin off the list', 'http://127.0.0.1:1/x', 'http://127.0.0.1:1 is not an allowed'],
    ['another scheme', 'file:///etc/passwd', 'Only http(s) URLs can be replayed, not file:'],
    ['cloud metadata', 'http://169.254.169.254/x', 'http://169.254.169.254 is not an allowed'],
  ])('refuses %s without a connection', async (_label, url, reason) => {
    const refusal = safeFetch(request(url), policy());
    await expect(refusal).rejects.toBeInstanceOf(OutboundRequestError);
    await expect(refusal).rejects.toMatchObject({
      name: 'OutboundRequestError',
      message: expect.stringContaining(reason),
    });
    expect(connections).toBe(0);
  });

  it('speaks TLS to an https origin', async () => {
    // The plain-http test server cannot complete a TLS handshake: the failure shows the
    // request went out over TLS, past the scheme and address checks.
    const tlsOrigin = `https://127.0.0.1:${port}`;
    await expect(
      safeFetch(request(`${tlsOrigin}/activity`), policy({ allowedOrigins: [tlsOrigin] })),
    ).rejects.toThrow(/^Could not reach Betfair: .*(SSL|TLS|ssl|tls|socket)/);
    expect(connections).toBe(1);
    expect(received).toBeUndefined();
  });

  // Names that start or end with digits are names, not address literals.
  it.each([
    ['myactivity.betfair.test', '127.0.0.1'],
    ['myactivity.betfair.test', '169.254.169.254'],
    ['myactivity.betfair.test', '10.1.2.3'],
    ['myactivity.betfair.test', '::1'],
    ['1betfair.test', '10.1.2.3'],
    ['betfair.test1', '10.1.2.3'],
  ])(
    'refuses the allowed host name %s when it resolves to %s, without a connection',
    async (host, address) => {
      const named = `http://${host}:${port}`;
      const attempt = safeFetch(
        request(`${named}/activity`),
        policy({ allowedOrigins: [named], resolve: async () => [address] }),
      );
      await expect(attempt).rejects.toThrow(`${host} resolves to an internal address; refused.`);
      expect(connections).toBe(0);
    },
  );

  it.each([
    [['93.184.216.34', '10.0.0.7']],
    [['10.0.0.7', '93.184.216.34']],
    [['2a00:1450:4003:80f::200e', '::1']],
  ])(
    'refuses a host name with public and internal answers %j: any answer may be the one used',
    async (addresses) => {
      const named = `http://myactivity.betfair.test:${port}`;
      const attempt = safeFetch(
        request(`${named}/activity`),
        policy({ allowedOrigins: [named], resolve: async () => addresses }),
      );
      await expect(attempt).rejects.toThrow('resolves to an internal address');
      expect(connections).toBe(0);
    },
  );

  it('refuses a host name without any address', async () => {
    const named = `http://myactivity.betfair.test:${port}`;
    const attempt = safeFetch(
      request(`${named}/activity`),
      policy({ allowedOrigins: [named], resolve: async () => [] }),
    );
    await expect(attempt).rejects.toThrow(
      replayError('myactivity.betfair.test resolves to an internal address; refused.'),
    );
  });

  it('says so when the host name does not resolve', async () => {
    const named = `http://nowhere.betfair.test:${port}`;
    const attempt = safeFetch(
      request(`${named}/activity`),
      policy({
        allowedOrigins: [named],
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    );
    await expect(attempt).rejects.toThrow(
      replayError('nowhere.betfair.test could not be resolved.'),
    );
  });

  it('connects to the address it checked: a second DNS answer cannot swap it', async () => {
    // An operator may list http://localhost:<port>; the resolver's first answer is the test
    // server, any later one the metadata service. Neither it nor the system resolver is asked
    // again when the socket connects.
    const local = `http://localhost:${port}`;
    const answers = [['127.0.0.1'], ['169.254.169.254']];
    const resolve = vi.fn(async () => answers.shift() ?? []);
    const systemLookup = vi.spyOn(dns, 'lookup');
    try {
      const answer = await safeFetch(
        request(`${local}/activity`),
        policy({ allowedOrigins: [local], resolve }),
      );
      expect(answer.status).toBe(200);
    } finally {
      systemLookup.mockRestore();
    }
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith('localhost');
    expect(systemLookup).not.toHaveBeenCalled();
    expect(received?.localAddress).toBe('127.0.0.1');
    expect(received?.host).toBe(`localhost:${port}`);
  });

  describe('over IPv6', () => {
    let server6: http.Server;
    let port6: number;
    beforeAll(async () => {
      server6 = http.createServer((req, res) => res.end(`v6 ${req.socket.localAddress}`));
      await new Promise<void>((resolve) => server6.listen(0, '::1', resolve));
      port6 = (server6.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server6.close(() => resolve())));

    it('treats a bracketed IPv6 origin as an address literal the operator listed', async () => {
      const literal = `http://[::1]:${port6}`;
      const resolve = vi.fn(async () => ['::1']);
      const answer = await safeFetch(
        request(`${literal}/activity`),
        policy({ allowedOrigins: [literal], resolve }),
      );
      expect(answer).toEqual({ status: 200, body: 'v6 ::1', bytes: Buffer.from('v6 ::1') });
      expect(resolve).toHaveBeenCalledWith('::1');
    });

    it('connects over IPv6 when the checked address is IPv6', async () => {
      const local = `http://localhost:${port6}`;
      const answer = await safeFetch(
        request(`${local}/activity`),
        policy({ allowedOrigins: [local], resolve: async () => ['::1'] }),
      );
      expect(answer).toEqual({ status: 200, body: 'v6 ::1', bytes: Buffer.from('v6 ::1') });
    });
  });

  it('never follows a redirect', async () => {
    await expect(safeFetch(request(`${origin}/redirect`), policy())).rejects.toThrow(
      'Betfair answered with a redirect (302); redirects are not followed.',
    );
  });

  it.each([[300], [399]])('treats status %i as a redirect', async (status) => {
    await expect(safeFetch(request(`${origin}/status/${status}`), policy())).rejects.toThrow(
      'redirects are not followed',
    );
  });

  it.each([[299], [400]])('passes status %i on to the caller', async (status) => {
    expect(await safeFetch(request(`${origin}/status/${status}`), policy())).toEqual({
      status,
      body: `status ${status}`,
      bytes: Buffer.from(`status ${status}`),
    });
  });

  it('caps the size of an answer, on the wire and once decompressed', async () => {
    expect(
      (await safeFetch(request(`${origin}/bytes/2048`), policy({ maxBytes: 2048 }))).body,
    ).toHaveLength(2048);
    await expect(
      safeFetch(request(`${origin}/bytes/2048`), policy({ maxBytes: 2047 })),
    ).rejects.toThrow(replayError('The answer is larger than 2047 bytes.'));
    expect(
      (await safeFetch(request(`${origin}/zip-bomb`), policy({ maxBytes: 2048 }))).body,
    ).toHaveLength(2048);
    await expect(
      safeFetch(request(`${origin}/zip-bomb`), policy({ maxBytes: 2047 })),
    ).rejects.toThrow(replayError('The answer is larger than 2047 bytes.'));
  });

  it('stops reading an answer that never ends once it passes the cap', async () => {
    const attempt = safeFetch(request(`${origin}/endless`), policy({ maxBytes: 100_000 }));
    await expect(withinSeconds(3, attempt)).rejects.toThrow(
      replayError('The answer is larger than 100000 bytes.'),
    );
  });

  it('says so when the answer is cut off midway', async () => {
    await expect(
      withinSeconds(3, safeFetch(request(`${origin}/cut-off`), policy())),
    ).rejects.toThrow(replayError('Could not reach Betfair: Error: aborted'));
  });

  it('stops inflating a compressed answer once it passes the cap', async () => {
    const attempt = safeFetch(request(`${origin}/endless-gzip`), policy({ maxBytes: 100_000 }));
    await expect(withinSeconds(5, attempt)).rejects.toThrow(
      replayError('The answer is larger than 100000 bytes.'),
    );
  });

  it('asks for the encodings it can decode, whatever the pasted command asked for', async () => {
    await safeFetch(
      request(`${origin}/plain`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' }),
      policy(),
    );
    expect(received?.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(received?.headerNames.filter((n) => n === 'accept-encoding')).toHaveLength(1);
  });

  it('refuses an answer in an encoding it did not ask for', async () => {
    await expect(safeFetch(request(`${origin}/zstd`), policy())).rejects.toThrow(
      replayError('The answer is encoded as zstd, which was not asked for.'),
    );
  });

  it('names a cap of 1 MB or more in MB', async () => {
    // 1 MB = 1,048,576 bytes; 3 MB = 3,145,728.
    await expect(
      safeFetch(request(`${origin}/bytes/1048577`), policy({ maxBytes: 1048576 })),
    ).rejects.toThrow(replayError('The answer is larger than 1 MB.'));
    await expect(
      safeFetch(request(`${origin}/bytes/3145729`), policy({ maxBytes: 3145728 })),
    ).rejects.toThrow(replayError('The answer is larger than 3 MB.'));
  });

  it('caps the time of an answer', async () => {
    await expect(safeFetch(request(`${origin}/slow`), policy({ timeoutMs: 200 }))).rejects.toThrow(
      replayError('Betfair did not answer within 0.2 s.'),
    );
  });

  it('caps the time of the whole answer, not only of a silence', async () => {
    // The socket is never idle for 400 ms, so only a deadline over the whole exchange ends it.
    const attempt = safeFetch(request(`${origin}/trickle`), policy({ timeoutMs: 400 }));
    await expect(withinSeconds(5, attempt)).rejects.toThrow(
      replayError('Betfair did not answer within 0.4 s.'),
    );
  });

  it('says so when nothing answers at an allowed origin', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      safeFetch(request(`${closedOrigin}/x`), policy({ allowedOrigins: [closedOrigin] })),
    ).rejects.toThrow(/^Could not reach Betfair: connect ECONNREFUSED/);
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
    // IPv4-mapped in hex, IPv4-compatible, NAT64 and 6to4 carry an internal IPv4 address.
    ['::ffff:7f00:1', true],
    ['::127.0.0.1', true],
    ['::a9fe:a9fe', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::10.0.0.1', true],
    ['2002:a9fe:a9fe::1', true],
    ['2002:c0a8:101::', true],
    // ... or a public one.
    ['64:ff9b::8.8.8.8', false],
    ['2002:808:808::1', false],
    ['::ffff:8.8.8.8', false],
    // Teredo and local-use NAT64 hide where they lead: refused whole.
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', true],
    ['64:ff9b:1::808:808', true],
    ['2001:db8::1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['2a00:1450:4003:80f::200e', false],
  ])('%s is internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });
});
