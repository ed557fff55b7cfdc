import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveEvent } from '@stakelab/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOddsApiProvider } from './odds-api-provider.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'odds-api');
const API_KEY = 'test-key-6c1f0e9b2d7a4e83';
const NOW = new Date('2026-05-03T19:30:00Z');
const SPORTS = ['soccer_spain_la_liga', 'basketball_nba', 'tennis_atp_madrid_open'];

interface SeenRequest {
  method: string | undefined;
  path: string;
  query: Record<string, string>;
}

/** A stand-in for api.the-odds-api.com serving the recorded fixtures at the documented paths. */
describe('createOddsApiProvider', () => {
  let server: http.Server;
  let baseUrl: string;
  let requests: SeenRequest[] = [];
  /** The key's credits as the stand-in counts them: every answered sport request costs 1. */
  let quota = { used: 480, remaining: 20 };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
      });
      const send = (status: number, body: string, credits: Record<string, string> = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...credits }).end(body);
      void (async () => {
        if (url.searchParams.get('apiKey') !== API_KEY) {
          send(401, await readFile(path.join(FIXTURES, 'error-401.json'), 'utf8'));
          return;
        }
        quota = { used: quota.used + 1, remaining: quota.remaining - 1 };
        const credits = {
          'x-requests-used': String(quota.used),
          'x-requests-remaining': String(quota.remaining),
          'x-requests-last': '1',
        };
        const match = /^\/v4\/sports\/([a-z0-9_]+)\/(scores|odds)\/$/.exec(url.pathname);
        if (match?.[1] === 'slow_sport') return; // never answers
        if (match?.[1] === 'broken_sport') {
          send(200, JSON.stringify({ unexpected: 'shape' }));
          return;
        }
        try {
          send(
            200,
            await readFile(path.join(FIXTURES, `${match?.[1]}.${match?.[2]}.json`), 'utf8'),
            credits,
          );
        } catch {
          send(404, JSON.stringify({ message: 'Unknown sport', error_code: 'UNKNOWN_SPORT' }));
        }
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  beforeEach(() => {
    requests = [];
    quota = { used: 480, remaining: 20 };
  });

  const noClock = { LiveMatchClockMinute: null, LiveMatchClockPeriod: null };
  const noTennis = {
    Stats_Tennis_Home_Sets: null,
    Stats_Tennis_Away_Sets: null,
    Stats_Tennis_HomeServe: null,
  };

  it('adds the upcoming games with their pre-match odds, from the same two calls per sport', async () => {
    const provider = createOddsApiProvider({ apiKey: API_KEY, sports: SPORTS, baseUrl });
    const feed = (await provider.feedEvents?.(NOW)) ?? [];
    // One scores and one odds request per sport, as for the live list: 6 credits a poll.
    expect(requests).toHaveLength(2 * SPORTS.length);
    expect(requests.every((r) => r.query.daysFrom === undefined)).toBe(true);
    const upcoming = feed.filter((e) => e.State === 'upcoming');
    expect(upcoming).toEqual([
      expect.objectContaining({
        // Barcelona v Betis at 20:00, half an hour after NOW: Betfair's only quote.
        RowId: 'odds-api-1e2d3c4b5a69788796a5b4c3d2e1f0a9',
        HomeName: 'Barcelona',
        LiveScoreHome: null,
        Outcome1_Odds: 1.42,
        OutcomeX_Odds: 5.4,
        Outcome2_Odds: 7.2,
      }),
    ]);
    // Its live part is the live list; Girona v Atlético (completed) is in neither.
    requests = [];
    const live = await provider.currentEvents(NOW);
    expect(feed.filter((e) => e.State === 'live').map((e) => e.RowId)).toEqual(
      live.map((e) => e.RowId),
    );
  });

  it('maps the live events of every sport from the scores and odds endpoints', async () => {
    const provider = createOddsApiProvider({ apiKey: API_KEY, sports: SPORTS, baseUrl });
    expect(provider.name).toBe('odds-api');
    const events = await provider.currentEvents(NOW);

    expect(events).toEqual([
      {
        // Live; of three bookmakers Pinnacle has the lowest overround:
        // 1/1.36 + 1/5.3 + 1/8.4 = 1.0430 (William Hill 1.0769, Unibet 1.0524).
        RowId: 'odds-api-4f1b2c7d9e0a3b5c6d8e1f2a3b4c5d6e',
        Sport: 'FOOTBALL',
        LeagueName: 'La Liga - Spain',
        HomeName: 'Real Madrid',
        AwayName: 'Celta Vigo',
        EventStartTimeUTC: '2026-05-03T18:30:00.000Z',
        LiveScoreHome: 2,
        LiveScoreAway: 1,
        ...noClock,
        Outcome1_Label: '1',
        Outcome1_Odds: 1.36,
        OutcomeX_Label: 'X',
        OutcomeX_Odds: 5.3,
        Outcome2_Label: '2',
        Outcome2_Odds: 8.4,
        ...noTennis,
      },
      // Girona v Atlético (completed) and Barcelona v Betis (20:00, not started) are left out.
      {
        // Marathon Bet 1/1.42 + 1/2.9 = 1.0491 beats 888sport 1/1.4 + 1/2.85 = 1.0652.
        RowId: 'odds-api-b7c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5',
        Sport: 'BASKETBALL',
        LeagueName: 'NBA',
        HomeName: 'Boston Celtics',
        AwayName: 'New York Knicks',
        EventStartTimeUTC: '2026-05-03T17:30:00.000Z',
        LiveScoreHome: 88,
        LiveScoreAway: 84,
        ...noClock,
        Outcome1_Label: '1',
        Outcome1_Odds: 1.42,
        OutcomeX_Label: null,
        OutcomeX_Odds: null,
        Outcome2_Label: '2',
        Outcome2_Odds: 2.9,
        ...noTennis,
      },
      {
        // Live, but no bookmaker prices it: no odds boxes at all.
        RowId: 'odds-api-c0ffee00d15ea5e0ba5eba11c0ffee00',
        Sport: 'BASKETBALL',
        LeagueName: 'NBA',
        HomeName: 'Denver Nuggets',
        AwayName: 'Oklahoma City Thunder',
        EventStartTimeUTC: '2026-05-03T19:00:00.000Z',
        LiveScoreHome: 14,
        LiveScoreAway: 19,
        ...noClock,
        Outcome1_Label: null,
        Outcome1_Odds: null,
        OutcomeX_Label: null,
        OutcomeX_Odds: null,
        Outcome2_Label: null,
        Outcome2_Odds: null,
        ...noTennis,
      },
      {
        // 1xBet 1/1.6 + 1/2.42 = 1.0382 beats Betsson 1/1.57 + 1/2.38 = 1.0571.
        RowId: 'odds-api-7e6d5c4b3a2910f8e7d6c5b4a3928170',
        Sport: 'TENNIS',
        LeagueName: 'ATP Madrid Open',
        HomeName: 'Carlos Alcaraz',
        AwayName: 'Jack Draper',
        EventStartTimeUTC: '2026-05-03T16:00:00.000Z',
        LiveScoreHome: 1,
        LiveScoreAway: 1,
        ...noClock,
        Outcome1_Label: '1',
        Outcome1_Odds: 1.6,
        OutcomeX_Label: null,
        OutcomeX_Odds: null,
        Outcome2_Label: '2',
        Outcome2_Odds: 2.42,
        ...noTennis,
      },
    ] satisfies LiveEvent[]);

    const byPath = (a: SeenRequest, b: SeenRequest) => a.path.localeCompare(b.path);
    expect(requests.sort(byPath)).toEqual(
      SPORTS.flatMap((sport): SeenRequest[] => [
        {
          method: 'GET',
          path: `/v4/sports/${sport}/odds/`,
          query: { apiKey: API_KEY, regions: 'eu', markets: 'h2h', oddsFormat: 'decimal' },
        },
        { method: 'GET', path: `/v4/sports/${sport}/scores/`, query: { apiKey: API_KEY } },
      ]).sort(byPath),
    );
  });

  it("counts the credits of each poll from the answers' x-requests-* headers", async () => {
    const provider = createOddsApiProvider({ apiKey: API_KEY, sports: SPORTS, baseUrl });
    expect(provider.credits()).toBeNull();
    await provider.feedEvents?.(NOW);
    // 3 sports × (scores + odds) = 6 requests of 1 credit: 480 + 6 used, 20 − 6 left.
    expect(provider.credits()).toEqual({ used: 486, remaining: 14, lastPollCost: 6 });
    await provider.feedEvents?.(NOW);
    expect(provider.credits()).toEqual({ used: 492, remaining: 8, lastPollCost: 6 });
  });

  it('pauses polling without calling when a poll costs more than is left, and looks again an hour later', async () => {
    const provider = createOddsApiProvider({ apiKey: API_KEY, sports: SPORTS, baseUrl });
    quota = { used: 492, remaining: 8 };
    await provider.feedEvents?.(NOW);
    // 8 − 6 = 2 left, fewer than the 6 a poll costs.
    expect(provider.credits()).toEqual({ used: 498, remaining: 2, lastPollCost: 6 });
    requests = [];
    const twoMinutesLater = new Date(NOW.getTime() + 2 * 60_000);
    await expect(provider.feedEvents?.(twoMinutesLater)).rejects.toThrow(
      'The Odds API: 2 credits left and a poll costs 6; polling is paused until 2026-05-03T20:30:00.000Z',
    );
    expect(requests).toEqual([]);
    // The monthly quota resets; the first poll an hour on finds it.
    quota = { used: 0, remaining: 500 };
    await provider.feedEvents?.(new Date(NOW.getTime() + 60 * 60_000));
    expect(requests).toHaveLength(6);
    expect(provider.credits()).toEqual({ used: 6, remaining: 494, lastPollCost: 6 });
  });

  it('accepts a base URL with a trailing slash', async () => {
    const provider = createOddsApiProvider({
      apiKey: API_KEY,
      sports: ['tennis_atp_madrid_open'],
      baseUrl: `${baseUrl}/`,
    });
    expect(await provider.currentEvents(NOW)).toHaveLength(1);
  });

  it('is empty before anything has started', async () => {
    const provider = createOddsApiProvider({ apiKey: API_KEY, sports: SPORTS, baseUrl });
    expect(await provider.currentEvents(new Date('2026-05-03T12:00:00Z'))).toEqual([]);
  });

  it('fails with the status and the API message, but never the key, on a 401', async () => {
    const wrongKey = 'wrong-key-0b8f3e1a9c5d7f24';
    const provider = createOddsApiProvider({ apiKey: wrongKey, sports: SPORTS, baseUrl });
    const error = await provider.currentEvents(NOW).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^The Odds API (scores|odds) for [a-z_]+: HTTP 401 \(API key is not valid/,
    );
    expect(message).not.toContain(wrongKey);
    expect(JSON.stringify(error)).not.toContain(wrongKey);
    expect(requests.every((r) => r.query.apiKey === wrongKey)).toBe(true);
  });

  it('fails clearly on an unknown sport, an unexpected answer and a timeout', async () => {
    const failure = (sports: string[], timeoutMs?: number) =>
      createOddsApiProvider({ apiKey: API_KEY, sports, baseUrl, timeoutMs })
        .currentEvents(NOW)
        .then(
          () => 'resolved',
          (e: unknown) => (e instanceof Error ? e.message : 'not an Error'),
        );
    expect(await failure(['soccer_atlantis_league'])).toMatch(
      /^The Odds API (scores|odds) for soccer_atlantis_league: HTTP 404 \(Unknown sport\)$/,
    );
    expect(await failure(['broken_sport'])).toMatch(
      /^The Odds API (scores|odds) for broken_sport: unexpected answer/,
    );
    expect(await failure(['slow_sport'], 200)).toMatch(
      /^The Odds API (scores|odds) for slow_sport: request failed \(no answer within 200 ms\)$/,
    );
  });

  it('fails without the key when the API cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const provider = createOddsApiProvider({
      apiKey: API_KEY,
      sports: ['basketball_nba'],
      baseUrl: `http://127.0.0.1:${port}`,
    });
    const error = await provider.currentEvents(NOW).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/request failed \(fetch failed: ECONNREFUSED\)/);
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it('refuses an empty key', () => {
    expect(() => createOddsApiProvider({ apiKey: ' ', sports: SPORTS, baseUrl })).toThrow(/key/);
  });
});
