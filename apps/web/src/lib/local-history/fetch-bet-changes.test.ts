import { describe, expect, it } from 'vitest';
import { betView } from '../../test/bet-views';
import { jsonResponse, networkFailure, stubApi } from '../../test/fetch-stub';
import { fetchBetChanges } from './fetch-bet-changes';

const ROUTE = 'GET /api/history/user-bets/changes';

describe('fetchBetChanges (the history worker reads the changes)', () => {
  it('asks from the version held and keeps the validated answer and its text', async () => {
    const body = {
      success: true,
      version: 3,
      full: false,
      bets: [betView({ Id: 2 })],
      deleted: [1],
    };
    const fetchMock = stubApi({ handlers: { [ROUTE]: () => jsonResponse(body) } });

    const outcome = await fetchBetChanges(2);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/history/user-bets/changes?since=2');
    expect(outcome).toEqual({ ok: true, answer: body, text: JSON.stringify(body) });
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
