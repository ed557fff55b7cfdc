import type { LiveFavourite } from '@stakelab/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import {
  FakeEventSource,
  type FeedLists,
  finishedEvent,
  LIVE_EVENTS,
  liveApi,
  upcomingEvent,
} from '../test/live-events-api';

// Announced in the feed's order: the later kick-off first, to see them sorted soonest first.
const DERBY = upcomingEvent({
  RowId: 'up-derby',
  LeagueName: 'Premier League',
  HomeName: 'Arsenal',
  AwayName: 'Tottenham',
  EventStartTimeUTC: '2025-06-26T19:00:00.000Z',
  Outcome1_Odds: 1.95,
  OutcomeX_Odds: 3.6,
  Outcome2_Odds: 3.9,
});
const OPENER = upcomingEvent({
  RowId: 'up-opener',
  LeagueName: 'LaLiga',
  HomeName: 'Sevilla',
  AwayName: 'Real Betis',
  EventStartTimeUTC: '2025-06-26T16:30:00.000Z',
  Outcome1_Odds: 2.2,
  OutcomeX_Odds: 3.3,
  Outcome2_Odds: 3.4,
});
// Finished earlier first in the feed's order: the latest final whistle is listed first.
const EARLY = finishedEvent({
  RowId: 'fin-early',
  HomeName: 'Valencia',
  AwayName: 'Villarreal',
  LiveScoreHome: 0,
  LiveScoreAway: 0,
  FinishedAt: '2025-06-25T17:50:00.000Z',
});
const LATE = finishedEvent({
  RowId: 'fin-late',
  HomeName: 'Girona',
  AwayName: 'Celta',
  LiveScoreHome: 3,
  LiveScoreAway: 1,
  FinishedAt: '2025-06-25T19:55:00.000Z',
});
const FEED: FeedLists = { upcoming: [DERBY, OPENER], finished: [EARLY, LATE] };

function handlers(favourites: LiveFavourite[], feed: FeedLists = FEED) {
  return {
    ...liveApi(LIVE_EVENTS, feed),
    'GET /api/live-events/my-bets': () => jsonResponse({ success: true, bets: [] }),
    'GET /api/live-events/favourites': () => jsonResponse({ success: true, favourites }),
    'PUT /api/live-events/favourites': (request: StubRequest) => {
      favourites.push(request.body as LiveFavourite);
      return jsonResponse({ success: true, favourites });
    },
  };
}

/** A time as the page shows it: in the reader's own zone (the test machine's). */
const local = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

const feedRowIds = () => screen.getAllByTestId('feed-row').map((row) => row.dataset.rowId);
const feedRowOf = (id: string) => {
  const row = screen.getAllByTestId('feed-row').find((r) => r.dataset.rowId === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};

async function open(route = '/liveevents', favourites: LiveFavourite[] = [], feed = FEED) {
  const user = userEvent.setup();
  const view = renderApp({ route, user: testUser, handlers: handlers(favourites, feed) });
  await screen.findByTestId('feed-view-switch', {}, { timeout: 5000 });
  return { user, ...view };
}

beforeEach(() => {
  FakeEventSource.install();
});

describe('upcoming and finished events beside the live ones', { timeout: 30_000 }, () => {
  it('counts each view, shows live first, and lists the announced events soonest first', async () => {
    const { user, router } = await open();
    // Four in play, two announced, two finished.
    const views = within(screen.getByTestId('feed-view-switch'));
    await waitFor(() => expect(views.getByText('Upcoming (2)')).toBeInTheDocument());
    expect(views.getByText('Live (4)')).toBeInTheDocument();
    expect(views.getByText('Finished (2)')).toBeInTheDocument();
    expect(views.getByRole('radio', { name: 'Live (4)' })).toBeChecked();
    expect(await screen.findAllByTestId('live-row')).toHaveLength(4);

    await user.click(views.getByText('Upcoming (2)'));
    expect(router.state.location.search).toBe('?view=upcoming');
    const table = await screen.findByRole('table', { name: 'Upcoming events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Sport', 'League', 'Kick-off', 'Pre-match odds']);
    expect(feedRowIds()).toEqual([OPENER.RowId, DERBY.RowId]);
    expect(screen.queryByTestId('live-row')).toBeNull();
    const opener = within(feedRowOf(OPENER.RowId));
    expect(opener.getByTestId('live-event-names')).toHaveTextContent('Sevilla vs Real Betis');
    expect(opener.getByTestId('feed-kick-off')).toHaveAttribute(
      'dateTime',
      '2025-06-26T16:30:00.000Z',
    );
    expect(opener.getByTestId('feed-kick-off')).toHaveTextContent(
      local('2025-06-26T16:30:00.000Z'),
    );
    expect(opener.getByTestId('live-odds-1')).toHaveTextContent('12.20');
    expect(opener.getByTestId('live-odds-X')).toHaveTextContent('X3.30');
    expect(opener.getByTestId('live-odds-2')).toHaveTextContent('23.40');
    // The sport filter counts this view's events: both football.
    expect(screen.getByTestId('live-filter-FOOTBALL')).toHaveTextContent('2');
  });

  it('opens an announced event, stars its competition, and lists it under favourites', async () => {
    const { user } = await open('/liveevents?view=upcoming');
    await screen.findAllByTestId('feed-row');
    expect(screen.getAllByTestId('feed-section').map((s) => s.dataset.section)).toEqual(['rest']);
    await user.click(
      within(feedRowOf(DERBY.RowId)).getByRole('button', {
        name: 'Details: Arsenal vs Tottenham',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Arsenal vs Tottenham' });
    // Its pre-match price as the feed kept it.
    expect(await within(dialog).findByTestId('odds-history')).toHaveTextContent('1.95');
    await user.click(within(dialog).getByRole('button', { name: 'Premier League' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('feed-section').map((s) => s.dataset.section)).toEqual([
        'favourites',
        'rest',
      ]),
    );
    expect(within(feedRowOf(DERBY.RowId)).getByTestId('favourite-star')).toBeInTheDocument();
    expect(feedRowIds()).toEqual([DERBY.RowId, OPENER.RowId]);
  });

  it('lists the finished events with their final score, the latest first', async () => {
    await open('/liveevents?view=finished');
    const table = await screen.findByRole('table', { name: 'Recently finished events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Sport', 'League', 'Kick-off', 'Final score', 'Finished']);
    expect(feedRowIds()).toEqual([LATE.RowId, EARLY.RowId]);
    const late = within(feedRowOf(LATE.RowId));
    expect(late.getByTestId('feed-final-score')).toHaveTextContent('3 - 1');
    expect(late.getByTestId('feed-finished-at')).toHaveTextContent(
      local('2025-06-25T19:55:00.000Z'),
    );
    expect(within(feedRowOf(EARLY.RowId)).getByTestId('feed-final-score')).toHaveTextContent(
      '0 - 0',
    );
  });

  it('says so when nothing is announced or finished', async () => {
    const { user } = await open('/liveevents?view=finished', [], {});
    expect(await screen.findByTestId('feed-empty')).toHaveTextContent(
      'No event finished in the last hours.',
    );
    await user.click(screen.getByText('Upcoming (0)'));
    expect(await screen.findByTestId('feed-empty')).toHaveTextContent(
      'No upcoming events announced yet.',
    );
  });
});

describe('upcoming and finished events in Spanish', { timeout: 30_000 }, () => {
  it('speaks Spanish', async () => {
    window.localStorage.setItem('stakelab.language', 'es');
    const { i18n } = await import('../../../lib/i18n');
    await act(() => i18n.changeLanguage('es'));
    await open('/liveevents?view=upcoming');
    const views = within(screen.getByTestId('feed-view-switch'));
    await waitFor(() => expect(views.getByText('Próximos (2)')).toBeInTheDocument());
    expect(views.getByText('En directo (4)')).toBeInTheDocument();
    expect(views.getByText('Terminados (2)')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Próximos eventos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Evento', 'Deporte', 'Liga', 'Inicio', 'Cuotas previas']);
    expect(within(feedRowOf(OPENER.RowId)).getByTestId('feed-kick-off')).toHaveTextContent(
      local('2025-06-26T16:30:00.000Z', 'es-ES'),
    );
  });
});
