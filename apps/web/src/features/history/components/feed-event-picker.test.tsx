import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, type StubRequest, type stubApi } from '../../../test/fetch-stub';
import { feedEvent, tennisMatch } from '../../../test/feed-events';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { historyApi } from '../test/history-api';

vi.mock('../../dashboards/components/charts/lazy-charts', () => ({
  preloadCharts: () => undefined,
  SignedBarChart: () => null,
  TrendLineChart: () => null,
  ResultPieChart: () => null,
}));

const SLOW = { timeout: 10_000 };

const UPCOMING = feedEvent();
const LIVE = feedEvent({ ...tennisMatch(), RowId: 'sim-tennis-4', State: 'live' });

const feedHandlers = {
  'GET /api/live-events': ({ query }: StubRequest) =>
    jsonResponse(query.get('state') === 'upcoming' ? [UPCOMING] : [LIVE]),
};

function calls(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function openForm() {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/history',
    user: testUser,
    handlers: historyApi(undefined, feedHandlers),
  });
  await screen.findByTestId('history-summary', {}, SLOW);
  return { user, ...view };
}

describe('pick from the live feed in the add-bet form (issue 36)', { timeout: 60_000 }, () => {
  it('searches upcoming and live events by keyboard and fills the bet from an outcome', async () => {
    const { user, fetchMock } = await openForm();
    await user.click(screen.getByRole('button', { name: /add new bet/i }));
    const q = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
    q.getByRole('button', { name: 'Pick from the live feed' }).focus();
    await user.keyboard('{Enter}');
    const search = await q.findByRole('textbox', { name: 'Search events in play and upcoming' });
    // Opened, the search box has the focus.
    expect(search).toHaveFocus();
    // Both lists are offered: the tennis in play and the football to come.
    await waitFor(() => expect(q.getAllByTestId('feed-picker-event')).toHaveLength(2));
    await user.click(search);
    // Accents aside: "atletico" finds "Atlético".
    await user.keyboard('atletico');
    await waitFor(() => expect(q.getAllByTestId('feed-picker-event')).toHaveLength(1));
    await user.tab();
    // Tab reaches the first outcome of the event: the home win at 1.90; the draw next.
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Draw · 3.40');
    await user.keyboard('{Enter}');

    expect(q.getByTestId('feed-picker-linked')).toHaveTextContent(
      'Linked to Atlético Madrid vs Real Betis: Draw',
    );
    expect(q.getByRole('textbox', { name: 'Odds' })).toHaveValue('3.4');
    expect(q.getByTestId('bet-event-description')).toHaveValue('Atlético Madrid vs Real Betis');
    await user.type(q.getByRole('textbox', { name: 'Stake' }), '10');
    await user.click(q.getByRole('radio', { name: 'Open' }));
    await user.click(q.getByRole('button', { name: 'Add bet' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', '/api/history/add-bet-full')).toHaveLength(1),
    );
    const init = calls(fetchMock, 'POST', '/api/history/add-bet-full')[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({
      sportName: 'Football',
      competitionName: 'LaLiga',
      originalOdds_decimal: 3.4,
      eventDescription: 'Atlético Madrid vs Real Betis',
      stake: 10,
      selections: [
        {
          SelectionName: 'Draw',
          MarketName: 'Match result',
          FeedEventId: 'sim-football-1',
          FeedOutcome: 'X',
        },
      ],
    });
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: /añadir apuesta/i }));
    const q = within(await screen.findByRole('dialog', { name: 'Añadir apuesta' }));
    await user.click(q.getByRole('button', { name: 'Elegir del feed en directo' }));
    await q.findByRole('textbox', { name: 'Busca eventos en juego y próximos' });
    await waitFor(() => expect(q.getAllByTestId('feed-picker-event')).toHaveLength(2));
    expect(q.getByText('Próximo')).toBeVisible();
    expect(q.getByText('En directo')).toBeVisible();
    await user.click(q.getByRole('button', { name: 'Jannik Sinner · 1,75' }));
    expect(q.getByTestId('feed-picker-linked')).toHaveTextContent(
      'Vinculada a Carlos Alcaraz vs Jannik Sinner: Jannik Sinner',
    );
  });
});
