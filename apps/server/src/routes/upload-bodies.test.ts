import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

// The upload routes' bodies are read in the worker pool, not by fastify's JSON parser and the
// route schema: every refusal those gave must come back the same, for both upload routes.
describeWithDatabase(`upload bodies read in the worker on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const send = (endpoint: string, body: string) =>
    server.request(`/api/history/${endpoint}`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body,
    });

  const endpoints = ['upload-betfair-json', 'upload-csv'];

  it.each(endpoints)('%s: a body that is not JSON is the JSON parser’s 400', async (endpoint) => {
    const res = await send(endpoint, '{"data":');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      success: false,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });

  it.each(endpoints)('%s: an empty body is refused as empty', async (endpoint) => {
    const res = await send(endpoint, '');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY' });
  });

  it.each(endpoints)('%s: a __proto__ key is refused, as by fastify', async (endpoint) => {
    const res = await send(endpoint, `{"data":"x","userEmail":"${user.email}","__proto__":{}}`);
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });

  it.each(endpoints)('%s: a missing data field is named', async (endpoint) => {
    const res = await send(endpoint, JSON.stringify({ userEmail: user.email }));
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(body.errors).toEqual([{ field: 'data', message: expect.any(String) }]);
    expect(body.message).toBe(`Invalid data: ${body.errors?.[0]?.message}`);
  });

  it.each(endpoints)('%s: a NUL in the e-mail is named with its reason', async (endpoint) => {
    const res = await send(endpoint, JSON.stringify({ data: 'x', userEmail: 'a\u0000@b.c' }));
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).errors).toEqual([
      { field: 'userEmail', message: 'invalidCharacters' },
    ]);
  });

  it.each(endpoints)('%s: a body that is an array, not an object, is 400', async (endpoint) => {
    const res = await send(endpoint, '[1,2]');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it.each(endpoints)(
    '%s: a body nested past 8 levels is refused before JSON.parse',
    async (endpoint) => {
      // The request needs two levels; millions of brackets took JSON.parse seconds.
      const nested = (depth: number) =>
        `{"data":"x","userEmail":"${user.email}","preferSource":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const res = await send(endpoint, nested(8));
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'body', message: 'tooDeep' }],
      });
      // Seven levels inside the object (eight in all) are still read: the schema answers.
      expect(await bodyOf(await send(endpoint, nested(7)))).toMatchObject({
        errors: [{ field: 'preferSource.0', message: expect.any(String) as string }],
      });
    },
  );

  it.each(endpoints)("%s: another user's e-mail is 403", async (endpoint) => {
    const res = await send(endpoint, JSON.stringify({ data: 'x', userEmail: 'else@example.com' }));
    expect(res.status).toBe(403);
    expect(await bodyOf(res)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each(
    [...endpoints, 'upload-betfair-curl'].flatMap((endpoint) =>
      [['text/plain'], ['text/csv'], ['application/x-www-form-urlencoded'], [undefined]].map(
        ([type]) => [endpoint, type] as const,
      ),
    ),
  )('%s: a body sent as %s is 415, said plainly', async (endpoint, type) => {
    const res = await server.request(`/api/history/${endpoint}`, {
      method: 'POST',
      headers: { cookie: user.cookie, ...(type === undefined ? {} : { 'content-type': type }) },
      body: JSON.stringify({ data: 'BetId,Stake\n', userEmail: user.email }),
    });
    expect(res.status).toBe(415);
    expect(await bodyOf(res)).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Uploads must be sent as JSON (Content-Type: application/json).',
    });
  });

  it('the e-mail is compared as the session stores it: trimmed, any case', async () => {
    const csv = 'BetId,Stake\n';
    const res = await send(
      'upload-csv',
      JSON.stringify({ data: csv, userEmail: `  ${user.email.toUpperCase()} ` }),
    );
    expect(res.status).not.toBe(403);
  });
});
