import type { FeedLinkOffer } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi, selection } from '../test/history-api';

vi.mock('../../dashboards/components/charts/lazy-charts', () => ({
  preloadCharts: () => undefined,
  SignedBarChart: () => null,
  TrendLineChart: () => null,
  ResultPieChart: () => null,
}));

const SLOW = { timeout: 10_000 };

const BETS = [
  bet({
    Id: 1,
    PlacedDate: '2025-03-10T12:00:00.000Z',
    Status: 'PENDING',
    Selections: [selection({ SelectionName: 'Sevilla', EventName: 'Sevilla v Atlético Madrid' })],
  }),
  bet({
    Id: 2,
    PlacedDate: '2025-03-09T12:00:00.000Z',
    Selections: [selection({ SelectionName: 'Arsenal', EventName: 'Arsenal v Chelsea' })],
  }),
];

/** The import was 85 % sure the first bet is on Atletico Madrid v Sevilla (reversed sides). */
const OFFER: FeedLinkOffer = {
  Id: 7,
  BetId: 1,
  Position: 0,
  SelectionName: 'Sevilla',
  EventId: 'f-atleti',
  Outcome: '2',
  Confidence: 0.85,
  HomeName: 'Atletico Madrid',
  AwayName: 'Sevilla',
  LeagueName: 'LaLiga',
  EventStartTimeUTC: '2025-03-11T20:00:00.000Z',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function offersApi() {
  let open = [OFFER];
  const answered: string[] = [];
  const handlers = historyApi(BETS, {
    'GET /api/feed-link-offers': () => jsonResponse(open),
    'POST /api/feed-link-offers/7/accept': () => {
      answered.push('accept');
      open = [];
      return jsonResponse({ success: true, linked: true });
    },
    'POST /api/feed-link-offers/7/refuse': () => {
      answered.push('refuse');
      open = [];
      return jsonResponse({ success: true, linked: false });
    },
  });
  return { handlers, answered };
}

const rowOf = async (id: number) =>
  (await screen.findAllByTestId('bet-row', {}, SLOW)).find(
    (row) => row.getAttribute('data-bet-id') === String(id),
  )!;

describe('feed events offered for imported bets (issue 36)', { timeout: 60_000 }, () => {
  it('badges the bet with an offer, lists it in the fold-out, and links it on accept', async () => {
    const { handlers, answered } = offersApi();
    renderApp({ route: '/history', user: testUser, handlers });
    const row = await rowOf(1);
    const badge = await within(row).findByTestId('bet-feed-offer-badge', {}, SLOW);
    expect(badge.textContent).toBe('Event?');
    // The other bet has nothing offered: no badge.
    expect(within(await rowOf(2)).queryByTestId('bet-feed-offer-badge')).toBeNull();

    await userEvent.click(badge);
    const offer = await screen.findByTestId('feed-link-offer');
    expect(offer.textContent).toContain('Sevilla → Atletico Madrid v Sevilla · LaLiga');
    expect(within(offer).getByTestId('feed-link-offer-sure').textContent).toBe('85% sure');
    await userEvent.click(
      within(offer).getByRole('button', { name: 'Link Sevilla to Atletico Madrid v Sevilla' }),
    );
    await waitFor(() => expect(answered).toEqual(['accept']));
    // Answered: the list is read again, and the offer and its badge are gone.
    await waitFor(() => expect(screen.queryByTestId('bet-feed-offer-badge')).toBeNull());
    expect(screen.queryByTestId('feed-link-offer')).toBeNull();
  });

  it('words it in Spanish and refuses it', async () => {
    await i18n.changeLanguage('es');
    const { handlers, answered } = offersApi();
    renderApp({ route: '/history', user: testUser, handlers });
    const badge = await within(await rowOf(1)).findByTestId('bet-feed-offer-badge', {}, SLOW);
    expect(badge.textContent).toBe('¿Evento?');
    await userEvent.click(badge);
    const offer = await screen.findByTestId('feed-link-offer');
    expect(within(offer).getByTestId('feed-link-offer-sure').textContent).toBe(
      'Seguro al 85\u00a0%', // Spanish puts a no-break space before the sign
    );
    await userEvent.click(
      within(offer).getByRole('button', {
        name: 'No enlazar Sevilla con Atletico Madrid v Sevilla',
      }),
    );
    await waitFor(() => expect(answered).toEqual(['refuse']));
    await waitFor(() => expect(screen.queryByTestId('bet-feed-offer-badge')).toBeNull());
  });
});
