import { describe, expect, it } from 'vitest';
import { onTheWire } from '../../test/bet-changes-api';
import { betView } from '../../test/bet-views';
import { jsonResponse, networkFailure, stubApi } from '../../test/fetch-stub';
import { fetchBetChanges } from './fetch-bet-changes';

const ROUTE = 'GET /api/history/user-bets/changes';

describe('fetchBetChanges (the history worker reads the changes)', () => {
  it('asks from the version held, reads the rows back as bets and keeps the text', async () => {
    const bet = betView({ Id: 2, Stake: 7.35, Odds: 1.85, ActualReturn: 13.6, NetReturn: 6.25 });
    const answer = { success: true as const, version: 3, full: false, bets: [bet], deleted: [1] };
    const body = onTheWire(answer);
    const fetchMock = stubApi({ handlers: { [ROUTE]: () => jsonResponse(body) } });

    const outcome = await fetchBetChanges(2);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/history/user-bets/changes?since=2');
    // On the wire: cents and thousandths; read back: the bet as it was.
    expect(body.bets[0]?.slice(7, 12)).toEqual([1850, 'WON', 735, 1360, 625]);
    expect(outcome).toEqual({ ok: true, answer, text: JSON.stringify(body) });
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
