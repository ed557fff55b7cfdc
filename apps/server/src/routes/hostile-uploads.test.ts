import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

// Inputs built to be expensive: each is refused with 400 and the limit it broke named
// (docs/product.md §9), and the server keeps answering.
describeWithDatabase(`hostile uploads on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  const upload = (endpoint: string, data: string) =>
    server.request(`/api/history/${endpoint}`, {
      json: { data, userEmail: user.email },
      headers: { cookie: user.cookie },
    });

  it('12.5 million blank lines are an empty text, not 12.5 million rows', async () => {
    const res = await upload('upload-csv', '\n'.repeat(12_500_000));
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'import.empty' });
  });

  it('a header then 12 million blank lines and a row that is not a bet: the row is read', async () => {
    const res = await upload('upload-csv', `Bet ID,Stake\n${'\n'.repeat(12_000_000)}A1,x`);
    // Not a known format: the column mapper's question (a 200 that imported nothing), with
    // the row's values, read past the blank lines.
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toMatchObject({
      success: false,
      needsMapping: true,
      code: 'import.unknownFormat',
      columns: [
        { header: 'Bet ID', samples: ['A1'] },
        { header: 'Stake', samples: ['x'] },
      ],
    });
  });

  it('a cell over 10,000 characters names the limit and the row', async () => {
    const res = await upload('upload-csv', `Bet ID\n\n"${'x'.repeat(20_000)}"`);
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      code: 'import.cellTooLong',
      params: { row: 3, max: 10_000 },
    });
  });

  it('JSON nested 10,000 deep names the depth limit', async () => {
    const res = await upload('upload-betfair-json', `{"bets":[${'['.repeat(10_000)}]}`);
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    // { at column 1 opens level 1, the [ at column 9 level 2: level 101 is at column 108.
    expect(body).toMatchObject({
      code: 'import.tooDeep',
      params: { max: 100, line: 1, column: 108 },
    });
    expect(body.message).toContain('deeper than 100 levels');
  });

  it('still answers afterwards', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
  });
});
