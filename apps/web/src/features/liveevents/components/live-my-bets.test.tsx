import type { FeedEvent, LiveFavourite, MyLiveBet } from '@stakelab/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { BASKETBALL, FakeEventSource, FOOTBALL, HOCKEY, TENNIS } from '../test/live-events-api';

// Real Madrid 2-1 Barcelona: a linked single on the home win at 1.36 for €10 is winning and
// would return 10 × 1.36 = €13.60.
const LINKED: MyLiveBet = {
  Id: 7,
  EventDescription: null,
  Stake: 10,
  Odds: 1.36,
  Currency: 'EUR',
  Legs: [
    {
      SelectionId: 70,
      SelectionName: 'Real Madrid',
      EventName: 'Real Madrid vs FC Barcelona',
      Odds: 1.36,
      FeedEventId: FOOTBALL.RowId,
      FeedOutcome: '1',
    },
  ],
};
// Alcaraz and Sinner one set all: a typed (unlinked) bet on Sinner whose event text names the
// match in other case is undecided, so its value is not known yet.
const TYPED: MyLiveBet = {
  Id: 8,
  EventDescription: 'CARLOS ALCARAZ vs jannik sinner',
  Stake: 5,
  Odds: 2.05,
  Currency: 'EUR',
  Legs: [
    {
      SelectionId: 80,
      SelectionName: 'Jannik Sinner',
      EventName: null,
      Odds: 2.05,
      FeedEventId: null,
      FeedOutcome: null,
    },
  ],
};

const FEED_FOOTBALL: FeedEvent = {
  ...FOOTBALL,
  State: 'live',
  FinishedAt: null,
  PreMatchPrices: [
    { At: '2025-06-25T16:00:00.000Z', Outcome1_Odds: 1.5, OutcomeX_Odds: 4.2, Outcome2_Odds: 6 },
    { At: '2025-06-25T17:30:00.000Z', Outcome1_Odds: 1.45, OutcomeX_Odds: 4.4, Outcome2_Odds: 6.5 },
  ],
};

function handlers(favourites: LiveFavourite[]) {
  return {
    'GET /api/live-events': (request: StubRequest) =>
      jsonResponse(
        request.query.get('state') === 'live'
          ? [FEED_FOOTBALL]
          : request.query.get('state')
            ? []
            : [HOCKEY, FOOTBALL, BASKETBALL, TENNIS],
      ),
    'GET /api/live-events/my-bets': () => jsonResponse({ success: true, bets: [LINKED, TYPED] }),
    'GET /api/live-events/favourites': () => jsonResponse({ success: true, favourites }),
    'PUT /api/live-events/favourites': (request: StubRequest) => {
      favourites.push(request.body as LiveFavourite);
      return jsonResponse({ success: true, favourites });
    },
  };
}

const rowIds = () => screen.getAllByTestId('live-row').map((row) => row.dataset.rowId);
const rowOf = (id: string) => {
  const row = screen.getAllByTestId('live-row').find((r) => r.dataset.rowId === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};

async function open(favourites: LiveFavourite[]) {
  const user = userEvent.setup();
  renderApp({ route: '/liveevents', user: testUser, handlers: handlers(favourites) });
  await waitFor(() => expect(screen.getAllByTestId('live-section')).toHaveLength(3), {
    timeout: 5000,
  });
  return user;
}

beforeEach(() => {
  FakeEventSource.install();
});

describe('my bets live', { timeout: 30_000 }, () => {
  it('lists the events with my bets first, then favourites, then the rest', async () => {
    await open([{ kind: 'competition', name: 'nba' }]);
    // My bets (football, tennis, in the feed's order), the NBA starred, hockey.
    expect(rowIds()).toEqual([FOOTBALL.RowId, TENNIS.RowId, BASKETBALL.RowId, HOCKEY.RowId]);
    expect(screen.getAllByTestId('live-section').map((section) => section.dataset.section)).toEqual(
      ['mine', 'favourites', 'rest'],
    );
    expect(screen.getByRole('columnheader', { name: 'My bets' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Favourites' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Other events' })).toBeVisible();

    const football = within(rowOf(FOOTBALL.RowId));
    expect(football.getByTestId('leg-state')).toHaveTextContent('Winning');
    expect(football.getByText('Real Madrid @ 1.36')).toBeVisible();
    expect(football.getByTestId('bet-value-now')).toHaveTextContent(
      'Returns €13.60 if it ended now',
    );
    const tennis = within(rowOf(TENNIS.RowId));
    expect(tennis.getByTestId('leg-state')).toHaveTextContent('Undecided');
    expect(tennis.getByTestId('bet-value-now')).toHaveTextContent('not known yet');
    expect(within(rowOf(BASKETBALL.RowId)).getByTestId('favourite-star')).toBeInTheDocument();
    expect(within(rowOf(HOCKEY.RowId)).queryByTestId('leg-state')).toBeNull();
    // Unplayed tennis sets stay blank: sets 4 and 5 have no figure.
    const sets = tennis.getAllByTestId('tennis-sets')[0];
    expect(sets?.textContent).toBe('632');
  });

  it('opens an event’s detail from the keyboard: my bets, pre-match odds, and a star', async () => {
    const user = await open([{ kind: 'competition', name: 'NBA' }]);
    const button = within(rowOf(FOOTBALL.RowId)).getByRole('button', {
      name: 'Details: Real Madrid vs FC Barcelona',
    });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Real Madrid vs FC Barcelona' });
    expect(within(dialog).getByTestId('leg-state')).toHaveTextContent('Winning');
    // The score seen when the page opened.
    expect(within(dialog).getByTestId('score-timeline')).toHaveTextContent("2 - 1 (67' 2nd half)");
    const odds = await within(dialog).findByTestId('odds-history');
    // The header and the two prices the feed kept.
    expect(within(odds).getAllByRole('row')).toHaveLength(3);
    expect(odds).toHaveTextContent('1.45');
    expect(odds).toHaveTextContent('6.50');

    const star = within(dialog).getByRole('button', { name: 'Real Madrid' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('my bets live in Spanish', { timeout: 30_000 }, () => {
  it('speaks Spanish', async () => {
    window.localStorage.setItem('stakelab.language', 'es');
    const { i18n } = await import('../../../lib/i18n');
    await act(() => i18n.changeLanguage('es'));
    await open([{ kind: 'team', name: 'Boston Celtics' }]);
    expect(screen.getByRole('columnheader', { name: 'Mis apuestas' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Favoritos' })).toBeVisible();
    const football = within(rowOf(FOOTBALL.RowId));
    expect(football.getByTestId('leg-state')).toHaveTextContent('Ganando');
    expect(football.getByTestId('bet-value-now')).toHaveTextContent(
      'Devolvería 13,60 € si acabara ahora',
    );
    expect(within(rowOf(TENNIS.RowId)).getByTestId('leg-state')).toHaveTextContent('Sin decidir');
  });
});
