import { betViewToRow } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { onTheWire } from '../test/bet-changes-api';
import { betView } from '../test/bet-views';
import { jsonResponse, networkFailure, stubApi } from '../test/fetch-stub';
import { fetchBetChanges, fetchNewestBets } from './fetch-bet-changes';

const ROUTE = 'GET /api/history/user-bets/changes';
const NEWEST_ROUTE = 'GET /api/history/user-bets/newest';

/** A 200 JSON answer that names the user whose history it is, as the server's do. */
function answeredFor(user: number | string, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'x-stakelab-user': String(user) },
  });
}

describe('fetchBetChanges (the history worker reads the changes)', () => {
  it('asks from the version held, reads the rows back as bets and keeps the text', async () => {
    const bet = betView({ Id: 2, Stake: 7.35, Odds: 1.85, ActualReturn: 13.6, NetReturn: 6.25 });
    const answer = { success: true as const, version: 3, full: false, bets: [bet], deleted: [1] };
    const body = onTheWire(answer);
    const fetchMock = stubApi({ handlers: { [ROUTE]: () => answeredFor(7, body) } });

    const outcome = await fetchBetChanges(2);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/history/user-bets/changes?since=2');
    // On the wire: cents and thousandths; read back: the bet as it was.
    expect(body.bets[0]?.slice(7, 12)).toEqual([1850, 'WON', 735, 1360, 625]);
    expect(outcome).toEqual({ ok: true, answer, text: JSON.stringify(body), userId: 7 });
  });

  it('names no user when the server does not say whose history it is', async () => {
    const answer = { success: true as const, version: 1, full: true, bets: [], deleted: [] };
    for (const user of [null, '', 'abc', '0', '-3', '1.5']) {
      stubApi({
        handlers: {
          [ROUTE]: () => (user === null ? jsonResponse(answer) : answeredFor(user, answer)),
        },
      });
      expect(await fetchBetChanges(0)).toMatchObject({ ok: true, userId: null });
    }
  });

  it('refuses bets that are not rows', async () => {
    const row =
      onTheWire({ success: true, version: 1, full: true, bets: [betView({ Id: 1 })], deleted: [] })
        .bets[0] ?? [];
    for (const bets of [
      [betView({ Id: 1 })],
      [row.slice(0, -1)],
      [[...row.slice(0, -1), [['x']]]],
    ]) {
      stubApi({
        handlers: {
          [ROUTE]: () => jsonResponse({ success: true, version: 1, full: true, bets, deleted: [] }),
        },
      });
      expect(await fetchBetChanges(0)).toMatchObject({ ok: false, failure: { status: 200 } });
    }
  });

  it('refuses an answer whose envelope is outside the contract', async () => {
    stubApi({
      handlers: {
        [ROUTE]: () => jsonResponse({ success: true, full: true, bets: [], deleted: [] }),
      },
    });
    expect(await fetchBetChanges(0)).toEqual({
      ok: false,
      failure: { status: 200, message: 'Unexpected response from /api/history/user-bets/changes' },
    });
  });

  it("reports the server's refusal and an unreachable server as plain data", async () => {
    stubApi({
      handlers: {
        [ROUTE]: () =>
          jsonResponse({ success: false, message: 'Not logged in', code: 'UNAUTHORIZED' }, 401),
      },
    });
    expect(await fetchBetChanges(0)).toEqual({
      ok: false,
      failure: { status: 401, message: 'Not logged in', code: 'UNAUTHORIZED' },
    });

    stubApi({ handlers: { [ROUTE]: networkFailure } });
    expect(await fetchBetChanges(0)).toEqual({
      ok: false,
      failure: { status: 0, message: 'Failed to fetch' },
    });
  });
});

describe('fetchNewestBets (the newest bets of a first visit)', () => {
  it('asks for a page of them and reads the rows back as bets, with the count and the user', async () => {
    const newer = betView({ Id: 9, PlacedDate: '2025-03-10T12:00:00.000Z', Stake: 12.5 });
    const older = betView({ Id: 4, PlacedDate: '2025-03-01T12:00:00.000Z' });
    const body = { success: true, total: 120, bets: [newer, older].map(betViewToRow) };
    const fetchMock = stubApi({ handlers: { [NEWEST_ROUTE]: () => answeredFor(7, body) } });

    const outcome = await fetchNewestBets(50);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/history/user-bets/newest?limit=50');
    expect(outcome).toEqual({ ok: true, newest: { total: 120, bets: [newer, older] }, userId: 7 });
  });

  it('refuses bets that are not rows, and an answer without the count', async () => {
    for (const body of [
      { success: true, total: 1, bets: [betView({ Id: 1 })] },
      { success: true, bets: [] },
    ]) {
      stubApi({ handlers: { [NEWEST_ROUTE]: () => jsonResponse(body) } });
      expect(await fetchNewestBets(50)).toEqual({
        ok: false,
        failure: { status: 200, message: 'Unexpected response from /api/history/user-bets/newest' },
      });
    }
  });
});
