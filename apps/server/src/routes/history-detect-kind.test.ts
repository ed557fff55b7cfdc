import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

// The repository's own import fixtures, kept with core's importer tests.
const fixture = (name: string) =>
  fs.readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../packages/core/test/fixtures/import/ok',
      name,
    ),
    'utf8',
  );

// pikkit-export.csv: 5 bets (4 settled, 1 pending); net 32.50 − 10.00 + 10.00 + 0.00 = 32.50.
const PIKKIT_BETS = 5;
const PIKKIT_NET = 32.5;

/** The server reads a pasted history as what it is, whichever tab (endpoint) it came through. */
describeWithDatabase(`upload kind detection on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // No origin may be replayed: a cURL command is refused by the replay's guard, not fetched.
    server = await startTestServer({ env: { IMPORT_ALLOWED_ORIGINS: '' } });
  });
  afterAll(() => server.close());

  const upload = (user: RegisteredUser, endpoint: string, data: string, dryRun = false) =>
    server.request(`/api/history/${endpoint}`, {
      json: { data, userEmail: user.email, ...(dryRun ? { dryRun } : {}) },
      headers: { cookie: user.cookie },
    });
  const netOf = async (user: RegisteredUser) => {
    const { bets } = (await bodyOf(
      await server.request(`/api/history/user-bets?email=${encodeURIComponent(user.email)}`, {
        headers: { cookie: user.cookie },
      }),
    )) as { bets: Array<{ NetReturn: number }> };
    return { count: bets.length, net: bets.reduce((sum, b) => sum + b.NetReturn * 100, 0) / 100 };
  };

  it('imports a CSV posted to the JSON endpoint as the CSV it is', async () => {
    const user = await registerUser(server);
    const preview = await upload(user, 'upload-betfair-json', fixture('pikkit-export.csv'), true);
    expect(preview.status).toBe(200);
    expect(await bodyOf(preview)).toMatchObject({
      dryRun: true,
      inserted: PIKKIT_BETS,
      format: 'pikkit-csv',
    });

    const res = await upload(user, 'upload-betfair-json', fixture('pikkit-export.csv'));
    expect(await bodyOf(res)).toMatchObject({
      success: true,
      inserted: PIKKIT_BETS,
      format: 'pikkit-csv',
    });
    expect(await netOf(user)).toEqual({ count: PIKKIT_BETS, net: PIKKIT_NET });
  });

  it('imports a CSV with a byte-order mark and semicolons posted to the cURL endpoint', async () => {
    const user = await registerUser(server);
    // The same Pikkit export as a European spreadsheet saves it.
    const semicolons = `\uFEFF${fixture('pikkit-export.csv').replaceAll(',', ';')}`;
    const res = await upload(user, 'upload-betfair-curl', semicolons);
    expect(await bodyOf(res)).toMatchObject({
      success: true,
      inserted: PIKKIT_BETS,
      format: 'pikkit-csv',
    });
    expect(await netOf(user)).toEqual({ count: PIKKIT_BETS, net: PIKKIT_NET });
  });

  it('imports Betfair JSON posted to the CSV endpoint', async () => {
    const user = await registerUser(server);
    const res = await upload(user, 'upload-csv', fixture('betfair-exchange-web-settled.json'));
    // 7 bets, net 42.00 (history-imports.test.ts, worked out in core's fixtures.test.ts).
    expect(await bodyOf(res)).toMatchObject({
      success: true,
      inserted: 7,
      format: 'betfair-exchange-web',
    });
  });

  it('recognises a cURL command posted to the CSV or JSON endpoint, and replays it only through the guard', async () => {
    const user = await registerUser(server);
    const command = [
      "curl 'https://myactivity.betfair.test/activity/sportsbook' \\",
      "  -H 'content-type: application/json' \\",
      `  --data-raw '{"status":"SETTLED","fromRecord":0,"pageSize":50}'`,
    ].join('\n');
    for (const endpoint of ['upload-csv', 'upload-betfair-json']) {
      const res = await upload(user, endpoint, command);
      expect(res.status).toBe(400);
      // The replay's own refusal (an origin off the allowed list), not a CSV or JSON one.
      expect(await bodyOf(res)).toMatchObject({
        success: false,
        code: 'REPLAY_FAILED',
        message: 'https://myactivity.betfair.test is not an allowed Betfair address.',
        // The message key the web words in the user's language.
        params: { reason: 'import.replayNotAllowed', origin: 'https://myactivity.betfair.test' },
      });
    }
    expect(await netOf(user)).toEqual({ count: 0, net: 0 });
  });

  it("refuses a cURL command's own faults on the CSV endpoint with the cURL message", async () => {
    const user = await registerUser(server);
    const res = await upload(user, 'upload-csv', 'curl https://example.com --data @secrets.json');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'import.curlReadsFile' });
  });

  it('names the formats tried by id beside their English names', async () => {
    const user = await registerUser(server);
    // JSON sent to the CSV endpoint: the Betfair JSON formats are the ones tried.
    const res = await upload(user, 'upload-csv', '{"orders":[]}');
    expect(await bodyOf(res)).toMatchObject({
      code: 'import.unknownFormat',
      params: {
        formats:
          'betfair-sportsbook betfair-exchange-web betfair-exchange-api-rest betfair-exchange-api-jsonrpc',
      },
    });
  });

  it("still reads a text that is none of them as the endpoint's kind", async () => {
    const user = await registerUser(server);
    const res = await upload(user, 'upload-betfair-json', 'hello world');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({ code: 'import.notJson' });
  });
});
