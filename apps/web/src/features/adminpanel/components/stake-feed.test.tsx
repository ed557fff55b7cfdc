import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  jsonResponse,
  type StubHandler,
  type StubRequest,
  type stubApi,
} from '../../../test/fetch-stub';
import { feedEvent, tennisMatch } from '../../../test/feed-events';
import { testAdmin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { adminApi, adminStake } from '../test/admin-api';

/** Issue 36 for a tipster stake: the feed picker in the admin form, the one-click settle. */

const SLOW = { timeout: 10_000 };

const UPCOMING = feedEvent({ EventStartTimeUTC: '2026-12-05T20:00:00.000Z' });
const LIVE = feedEvent({ ...tennisMatch(), RowId: 'sim-tennis-4', State: 'live' });

const feedHandlers = {
  'GET /api/live-events': ({ query }: StubRequest) =>
    jsonResponse(query.get('state') === 'upcoming' ? [UPCOMING] : [LIVE]),
};

function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function openPanel(handlers: Record<string, StubHandler>) {
  const user = userEvent.setup();
  const view = renderApp({ route: '/adminpanel', user: testAdmin, handlers });
  const form = await screen.findByTestId('admin-stake-form', {}, SLOW);
  return { user, form, ...view };
}

describe('the admin stake form picks from the live feed', { timeout: 60_000 }, () => {
  it('offers upcoming events only, fills the stake from an outcome and sends the link', async () => {
    const { user, form, fetchMock } = await openPanel(adminApi([], feedHandlers));
    const q = within(form);
    await user.click(q.getByRole('button', { name: 'Pick from the live feed' }));
    const search = await q.findByRole('textbox', { name: 'Search upcoming events' });
    expect(search).toHaveFocus();
    // The football to come, not the tennis in play: a stake is published before its event.
    await waitFor(() => expect(q.getAllByTestId('feed-picker-event')).toHaveLength(1));
    expect(q.getByTestId('feed-picker-event')).toHaveTextContent('Atlético Madrid vs Real Betis');
    expect(callsTo(fetchMock, 'GET', '/api/live-events?state=live')).toHaveLength(0);
    await user.click(q.getByRole('button', { name: 'Draw · 3.40' }));

    expect(q.getByTestId('feed-picker-linked')).toHaveTextContent(
      'Linked to Atlético Madrid vs Real Betis: Draw',
    );
    expect(q.getByRole('textbox', { name: /^Bet description/ })).toHaveValue(
      'Atlético Madrid vs Real Betis',
    );
    expect(q.getByRole('textbox', { name: /^Total odds/ })).toHaveValue('3.4');
    expect(q.getByTestId('stake-bet-details')).toHaveValue('Match result: Draw');
    expect(q.getByTestId('stake-starts-at')).not.toHaveValue('');

    await user.type(q.getByRole('textbox', { name: /^Bookmaker/ }), 'Bet365');
    await user.type(q.getByRole('textbox', { name: /^Stake amount/ }), '10');
    await user.click(q.getByTestId('admin-stake-submit'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/history/admin-insert-stake')).toHaveLength(1),
    );
    const init = callsTo(fetchMock, 'POST', '/api/history/admin-insert-stake')[0]?.[1];
    // €10 at 3.40: €34 to win; the start is the event's, to the minute, whatever the zone.
    expect(JSON.parse(String(init?.body))).toMatchObject({
      bet_description: 'Atlético Madrid vs Real Betis',
      bet_details: 'Match result: Draw',
      total_odds: 3.4,
      stake_amount: 10,
      potential_winnings: 34,
      starts_at: '2026-12-05T20:00:00.000Z',
      feed_link: { event_id: 'sim-football-1', outcome: 'X' },
    });
  });

  it('shows the server’s refusal of the link under the picker, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    const { user, form } = await openPanel(
      adminApi([], {
        ...feedHandlers,
        'POST /api/history/admin-insert-stake': () =>
          jsonResponse(
            {
              success: false,
              message: 'The feed has no pre-match price for that outcome.',
              code: 'NO_PREMATCH_PRICE',
              errors: [{ field: 'feed_link', message: 'noPrematchPrice' }],
            },
            400,
          ),
      }),
    );
    const q = within(form);
    await user.click(q.getByRole('button', { name: 'Elegir del feed en directo' }));
    await q.findByRole('textbox', { name: 'Busca próximos eventos' });
    await waitFor(() => expect(q.getAllByTestId('feed-picker-event')).toHaveLength(1));
    await user.click(q.getByRole('button', { name: 'Atlético Madrid · 1,90' }));
    expect(q.getByTestId('stake-bet-details')).toHaveValue(
      'Resultado del partido: Atlético Madrid',
    );
    await user.type(q.getByRole('textbox', { name: /^Casa de apuestas/ }), 'Bet365');
    await user.type(q.getByRole('textbox', { name: /^Importe apostado/ }), '10');
    await user.click(q.getByTestId('admin-stake-submit'));
    expect(await q.findByTestId('stake-feed-link-error')).toHaveTextContent(
      'El feed no tiene cuota previa al partido para ese resultado',
    );
  });
});

describe('a stake picked from the feed on the settle list', { timeout: 60_000 }, () => {
  it('shows its close and settles the suggested result with one click', async () => {
    const linked = adminStake({
      event_description: 'Atlético Madrid vs Real Betis',
      total_odds: 2.2,
      stake_amount: 20,
      potential_winnings: 44,
      feed_link: { event_id: 'sim-football-1', outcome: '1' },
      closing_odds: 2.1,
      fair_close_probability: 0.454343,
      feed_suggestion: {
        result: 'won',
        event: 'Atlético Madrid v Real Betis',
        score: '2-1',
        finished_at: '2026-12-05T21:55:00.000Z',
        suggested_at: '2026-12-05T21:55:00.000Z',
      },
    });
    let confirmed = 0;
    const { user, fetchMock } = await openPanel(
      adminApi([linked], {
        [`POST /api/admin/stakes/${linked.stake_id}/feed-suggestion/confirm`]: () => {
          confirmed += 1;
          return jsonResponse({
            success: true,
            stake: { ...linked, status: 'won', final_result: 'won', payout_amount: 44 },
          });
        },
      }),
    );
    const row = await screen.findByTestId('settle-row', {}, SLOW);
    // 0.454343 as a percentage with one decimal: 45.4 %.
    expect(within(row).getByTestId('stake-feed-close')).toHaveTextContent(
      /^Closed at 2\.10 \(fair chance 45\.4\s?%, margin removed proportionally\)$/,
    );
    expect(within(row).getByTestId('stake-feed-suggestion')).toHaveTextContent(
      /^The feed says Atlético Madrid v Real Betis ended 2-1 \(.+\): Won$/,
    );
    await user.click(
      within(row).getByRole('button', {
        name: 'Settle Atlético Madrid vs Real Betis as Won, as the feed suggests',
      }),
    );
    await findToast('Stake settled: Won');
    expect(confirmed).toBe(1);
    expect(callsTo(fetchMock, 'PATCH', `/api/admin/stakes/${linked.stake_id}`)).toHaveLength(0);
  });
});
