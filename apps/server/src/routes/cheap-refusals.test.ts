import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/** What an upload declares: 24 MB, under the 25 MB upload limit, so only the session or the limit can refuse it. */
const DECLARED_BYTES = 24 * 1024 * 1024;

interface EarlyAnswer {
  status: number;
  body: { code?: string; message?: string };
  retryAfter: string | undefined;
}

/**
 * Declares a 24 MB JSON upload and sends only its first 64 KB of deep nesting, then waits. An
 * answer can only come if the server refused without reading (let alone parsing) the body:
 * one that waited for it would never answer and the test would time out.
 */
function uploadThatNeverFinishes(
  server: TestServer,
  path: string,
  cookie?: string,
): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(server.baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': DECLARED_BYTES,
        ...(cookie ? { cookie } : {}),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        const retryAfter = response.headers['retry-after'];
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(text) as EarlyAnswer['body'],
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        });
      });
    });
    request.write(`{"data":${'['.repeat(64 * 1024)}`);
  });
}

describeWithDatabase(`cheap refusals on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // One heavy request per user in the window, so the second is over the limit.
    server = await startTestServer({
      rateLimits: { heavyPerUser: { max: 1, timeWindow: '1 hour' } },
    });
  });
  afterAll(() => server.close());

  it.each(['/api/history/upload-betfair-json', '/api/history/upload-csv'])(
    'refuses an anonymous 24 MB upload to %s with 401 before its body arrives',
    async (path) => {
      const answer = await uploadThatNeverFinishes(server, path);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('UNAUTHENTICATED');
    },
  );

  it('refuses an over-limit upload with 429 before its body arrives, per user', async () => {
    const user = await registerUser(server);
    const first = await server.request('/api/history/upload-csv', {
      json: { data: '', userEmail: user.email },
      headers: { cookie: user.cookie },
    });
    // Refused for its content (an empty text), but counted.
    expect(first.status).toBe(400);

    const second = await uploadThatNeverFinishes(server, '/api/history/upload-csv', user.cookie);
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('RATE_LIMITED');
    expect(Number(second.retryAfter)).toBeGreaterThan(0);

    // Another user has a limit of their own.
    const other = await registerUser(server);
    const theirs = await server.request('/api/history/upload-csv', {
      json: { data: '', userEmail: other.email },
      headers: { cookie: other.cookie },
    });
    expect(theirs.status).toBe(400);
  });

  it('limits the set-aside CSV export per user too', async () => {
    const user = await registerUser(server);
    const get = () =>
      server.request('/api/history/imports/1/set-aside.csv', { headers: { cookie: user.cookie } });
    // No import of theirs: 404, counted; the second is over the limit.
    expect((await get()).status).toBe(404);
    expect((await get()).status).toBe(429);
  });

  it('keeps small JSON routes small: 150 KB to add a bet is 413, 150 KB to upload is read', async () => {
    const user = await registerUser(server);
    const filler = 'x'.repeat(150 * 1024);
    const addBet = await server.request('/api/history/add-bet-full', {
      json: { eventDescription: filler, user_email: user.email },
      headers: { cookie: user.cookie },
    });
    expect(addBet.status).toBe(413);
    expect((await bodyOf(addBet)).code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');

    const upload = await server.request('/api/history/upload-csv', {
      json: { data: `not,a,history\n${filler}`, userEmail: user.email },
      headers: { cookie: user.cookie },
    });
    // Read and refused for what it says, not for its size.
    expect(upload.status).toBe(400);
    expect((await bodyOf(upload)).code).toMatch(/^import\./);
  });

  it('refuses an upload over 25 MB with 413, a signed-in one too', async () => {
    const user = await registerUser(server);
    const upload = await server.request('/api/history/upload-betfair-json', {
      json: { data: 'x'.repeat(25 * 1024 * 1024), userEmail: user.email },
      headers: { cookie: user.cookie },
    });
    expect(upload.status).toBe(413);
    expect((await bodyOf(upload)).code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('checks the session of other JSON routes before their length or body', async () => {
    const answer = await uploadThatNeverFinishes(server, '/api/history/add-bet-full');
    expect(answer.status).toBe(401);
  });
});
