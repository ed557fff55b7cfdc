import type { SettlementSuggestion } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi } from '../test/history-api';

const PAGE_LOAD = { timeout: 10_000 };

/** An open single at 2.20 for €10 on Betis v Sevilla's home win, which ended 2-1. */
const OPEN = bet({
  Id: 7,
  PlacedDate: '2026-11-29T10:00:00.000Z',
  EventDescription: 'Betis v Sevilla',
  Status: 'PENDING',
  Odds: 2.2,
  Stake: 10,
  ActualReturn: 0,
  NetReturn: 0,
});
const SUGGESTION: SettlementSuggestion = {
  Id: 3,
  BetId: 7,
  Status: 'WON',
  SuggestedAt: '2026-11-29T22:00:00.000Z',
  Sources: [
    {
      EventId: 'sim-1',
      Event: 'Betis v Sevilla',
      Outcome: '1',
      Score: '2-1',
      FinishedAt: '2026-11-29T21:55:00.000Z',
      Result: 'WON',
    },
  ],
};

/** The history with one suggestion waiting; confirming settles bet 7 (won: €22 back). */
function feedApi(first: SettlementSuggestion = SUGGESTION) {
  const log = new BetChangeLog([OPEN]);
  let waiting = [first];
  let automatic = false;
  const answer = () =>
    jsonResponse({ success: true, suggestions: waiting, autoSettleLinked: automatic });
  const handlers: Record<string, StubHandler> = historyApi([OPEN], {}, log);
  handlers['GET /api/history/settlement-suggestions'] = answer;
  handlers['POST /api/history/settlement-suggestions/3/confirm'] = () => {
    const settled = { ...OPEN, Status: 'WON', ActualReturn: 22, NetReturn: 12 };
    log.put(settled);
    waiting = [];
    return jsonResponse({ success: true, bet: settled });
  };
  handlers['PUT /api/history/settlement-settings'] = ({ body }) => {
    automatic = (body as { autoSettleLinked: boolean }).autoSettleLinked;
    return answer();
  };
  return handlers;
}

const called = (fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init as RequestInit | undefined)?.method === method,
  );

describe('results from the live feed in the history', { timeout: 30_000 }, () => {
  it('confirms a suggested result with one click', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({ route: '/history', user: testUser, handlers: feedApi() });
    const panel = within(await screen.findByTestId('feed-results', {}, PAGE_LOAD));
    expect(panel.getByTestId('feed-suggestion')).toHaveTextContent(
      'Betis v Sevilla: 2-1 (your pick 1)',
    );
    expect(
      panel.getByRole('switch', { name: /Settle linked singles automatically/ }),
    ).not.toBeChecked();

    await user.click(
      panel.getByRole('button', { name: 'Confirm Won for the bet on Betis v Sevilla' }),
    );
    expect(called(fetchMock, 'POST', '/api/history/settlement-suggestions/3/confirm')).toHaveLength(
      1,
    );
    // The row reloads settled; nothing left to confirm, so the panel goes.
    await waitFor(() => expect(screen.getByTestId('bet-status')).toHaveTextContent('Won'));
    await waitFor(() => expect(screen.queryByTestId('feed-results')).toBeNull());
  });

  it('turns automatic settlement on, in Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      const user = userEvent.setup();
      const { fetchMock } = renderApp({ route: '/history', user: testUser, handlers: feedApi() });
      const panel = within(await screen.findByTestId('feed-results', {}, PAGE_LOAD));
      expect(panel.getByText('Resultados del directo')).toBeInTheDocument();
      expect(
        panel.getByRole('button', { name: 'Confirmar Ganada para la apuesta de Betis v Sevilla' }),
      ).toHaveTextContent('Confirmar: Ganada');
      const toggle = panel.getByRole('switch', {
        name: /Cerrar solas las apuestas simples enlazadas/,
      });
      await user.click(toggle);
      await waitFor(() => expect(toggle).toBeChecked());
      expect(
        called(fetchMock, 'PUT', '/api/history/settlement-settings').map(([, init]) =>
          JSON.parse(String((init as RequestInit).body)),
        ),
      ).toEqual([{ autoSettleLinked: true }]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the market a leg was decided on, in English and Spanish', async () => {
    // A double on Betis v Sevilla over 2.5 goals and a tennis player's first set.
    const markets: SettlementSuggestion = {
      ...SUGGESTION,
      Sources: [
        { ...SUGGESTION.Sources[0]!, Outcome: 'Over 2.5', Market: 'totalGoals' },
        {
          EventId: 'sim-2',
          Event: 'Alcaraz v Sinner',
          Outcome: 'Alcaraz',
          Market: 'setWinner',
          Set: 1,
          Score: '2-0',
          FinishedAt: '2026-11-29T21:50:00.000Z',
          Result: 'WON',
        },
      ],
    };
    renderApp({ route: '/history', user: testUser, handlers: feedApi(markets) });
    let row = within(await screen.findByTestId('feed-suggestion', {}, PAGE_LOAD));
    expect(
      row.getByText('Betis v Sevilla: 2-1 (goals over/under: your pick Over 2.5)'),
    ).toBeVisible();
    expect(row.getByText('Alcaraz v Sinner: 2-0 (set 1 winner: your pick Alcaraz)')).toBeVisible();

    await i18n.changeLanguage('es');
    try {
      row = within(await screen.findByTestId('feed-suggestion'));
      expect(
        await row.findByText('Betis v Sevilla: 2-1 (más/menos goles: tu elección Over 2.5)'),
      ).toBeVisible();
      expect(
        row.getByText('Alcaraz v Sinner: 2-0 (ganador del set 1: tu elección Alcaraz)'),
      ).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
