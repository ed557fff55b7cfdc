import type { LiveEvent } from '@stakelab/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, jsonResponse, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { LIVE_POLL_MS, LIVE_STREAM_URL } from '../hooks/use-live-events';
import {
  BASKETBALL,
  FakeEventSource,
  FOOTBALL,
  HOCKEY,
  LIVE_EVENTS,
  liveApi,
  liveEvent,
  TENNIS,
} from '../test/live-events-api';

type FetchMock = ReturnType<typeof stubApi>;

const getCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/live-events').length;

async function openLiveEvents(handlers = liveApi()) {
  const user = userEvent.setup();
  const view = renderApp({ route: '/liveevents', user: testUser, handlers });
  // The page's chunk loads first: slow on a busy machine.
  await screen.findAllByTestId('live-row', {}, { timeout: 5000 });
  return { user, ...view };
}

const rowIds = () => screen.getAllByTestId('live-row').map((row) => row.dataset.rowId);

function rowOf(id: string): HTMLElement {
  const row = screen.getAllByTestId('live-row').find((r) => r.dataset.rowId === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

const scoreOf = (id: string) => within(rowOf(id)).getByTestId('live-score');

beforeEach(() => {
  FakeEventSource.install();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live events page', { timeout: 30_000 }, () => {
  it('shows a skeleton while loading, then a row per event by the rules of its sport', async () => {
    const pending = deferredResponse();
    renderApp({
      route: '/liveevents',
      user: testUser,
      handlers: liveApi(() => pending.promise),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live events' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByTestId('live-loading')).toBeInTheDocument();
    pending.resolve(jsonResponse(LIVE_EVENTS));

    const table = await screen.findByRole('table', { name: 'Live events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Sport', 'League', 'Start time', 'Live score', 'Odds']);
    // In the order the server sent them.
    expect(rowIds()).toEqual([FOOTBALL.RowId, TENNIS.RowId, BASKETBALL.RowId, HOCKEY.RowId]);
    expect(rowOf(FOOTBALL.RowId).dataset.sport).toBe('FOOTBALL');
    expect(rowOf(HOCKEY.RowId).dataset.sport).toBe('OTHER');

    // Football: 'home vs away', score with the clock minute and period, boxes 1, X and 2.
    const football = within(rowOf(FOOTBALL.RowId));
    expect(football.getByTestId('live-event-names')).toHaveTextContent(
      'Real Madrid vs FC Barcelona',
    );
    expect(football.getByTestId('live-sport')).toHaveTextContent('Football');
    expect(football.getByTestId('live-league')).toHaveTextContent('LaLiga');
    expect(football.getByTestId('live-score')).toHaveTextContent('2 - 1');
    expect(football.getByTestId('live-clock')).toHaveTextContent("67' 2nd half");
    expect(football.getByTestId('live-odds-1')).toHaveTextContent('11.36');
    expect(football.getByTestId('live-odds-X')).toHaveTextContent('X4.60');
    expect(football.getByTestId('live-odds-2')).toHaveTextContent('28.50');
    expect(football.queryByTestId('tennis-sets')).not.toBeInTheDocument();
    // The start instant in the reader's own zone and language.
    const start = football.getByTestId('live-start');
    expect(start).toHaveAttribute('dateTime', FOOTBALL.EventStartTimeUTC);
    const localStart = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(FOOTBALL.EventStartTimeUTC));
    expect(start).toHaveTextContent(localStart);

    // Tennis: each player with five set columns, only the sets played filled (set 3 in play:
    // the fourth and fifth are empty, not 0-0), a dot on the server, no X box.
    const tennis = within(rowOf(TENNIS.RowId));
    const [home, away] = tennis.getAllByTestId('tennis-sets');
    const games = (sets: HTMLElement | undefined) =>
      [...(sets?.children ?? [])].map((cell) => cell.textContent);
    expect(games(home)).toEqual(['6', '3', '2', '', '']);
    expect(games(away)).toEqual(['3', '6', '1', '', '']);
    expect(home).toHaveAccessibleName('Games per set, Carlos Alcaraz');
    const dots = tennis.getAllByTestId('serve-dot');
    expect(dots).toHaveLength(1);
    expect(dots[0]).toHaveAttribute('data-side', 'home');
    expect(dots[0]).toHaveTextContent('Serving');
    expect(tennis.getByTestId('live-event-names')).toHaveTextContent('Carlos Alcaraz');
    expect(tennis.getByTestId('live-event-names')).toHaveTextContent('Jannik Sinner');
    expect(tennis.getByTestId('live-event-names')).not.toHaveTextContent('vs');
    expect(tennis.getByTestId('live-score')).toHaveTextContent('1 - 1');
    expect(tennis.getByTestId('live-clock')).toHaveTextContent('Set 3');
    expect(tennis.queryByTestId('live-odds-X')).not.toBeInTheDocument();
    expect(tennis.getByTestId('live-odds-1')).toHaveTextContent('1.80');

    // Basketball without a draw label: no X box either.
    const basketball = within(rowOf(BASKETBALL.RowId));
    expect(basketball.queryByTestId('live-odds-X')).not.toBeInTheDocument();
    expect(basketball.getByTestId('live-score')).toHaveTextContent('88 - 84');
    expect(basketball.getByTestId('live-clock')).toHaveTextContent("41' Q4");

    // Another sport keeps its name; no score yet reads '–' and there is no clock.
    const hockey = within(rowOf(HOCKEY.RowId));
    expect(hockey.getByTestId('live-sport')).toHaveTextContent('Ice hockey');
    expect(hockey.getByTestId('live-score')).toHaveTextContent('–');
    expect(hockey.queryByTestId('live-clock')).not.toBeInTheDocument();

    // The stream is opened at the stream URL.
    expect(FakeEventSource.latest().url).toBe(LIVE_STREAM_URL);
  });

  it('narrows the rows to each sport with the filter buttons, ALL by default', async () => {
    const { user, router } = await openLiveEvents();
    const button = (filter: string) => screen.getByTestId(`live-filter-${filter}`);
    expect(button('ALL')).toHaveAttribute('aria-pressed', 'true');
    expect(button('ALL')).toHaveTextContent('All4');
    expect(button('TENNIS')).toHaveTextContent('Tennis1');

    for (const [filter, event] of [
      ['FOOTBALL', FOOTBALL],
      ['TENNIS', TENNIS],
      ['BASKETBALL', BASKETBALL],
      ['OTHER', HOCKEY],
    ] as const) {
      await user.click(button(filter));
      expect(rowIds()).toEqual([event.RowId]);
      expect(button(filter)).toHaveAttribute('aria-pressed', 'true');
      expect(button('ALL')).toHaveAttribute('aria-pressed', 'false');
      expect(router.state.location.search).toBe(`?sport=${filter}`);
    }

    await user.click(button('ALL'));
    expect(rowIds()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
  });

  it('says so when no event of the chosen sport is live, with a way back to all', async () => {
    const { user } = await openLiveEvents(liveApi([FOOTBALL]));
    await user.click(screen.getByTestId('live-filter-TENNIS'));
    expect(screen.queryByTestId('live-row')).not.toBeInTheDocument();
    expect(screen.getByTestId('live-filter-empty')).toHaveTextContent(
      'No live events for this sport at the moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Show all sports' }));
    expect(rowIds()).toEqual([FOOTBALL.RowId]);
  });

  it('applies stream updates in place: a changed score flashes, order follows `order`', async () => {
    await openLiveEvents();
    const stream = FakeEventSource.latest();
    stream.open();
    expect(screen.getByTestId('live-stream-status')).toHaveTextContent('Live');
    const tennisRow = rowOf(TENNIS.RowId);
    // No flash on first sight.
    expect(scoreOf(FOOTBALL.RowId).className).not.toMatch(/flash/);

    // Only the fields that changed travel.
    const goal = {
      RowId: FOOTBALL.RowId,
      LiveScoreHome: 3,
      LiveMatchClockMinute: 71,
      Outcome1_Odds: 1.12,
    };
    stream.send(
      'update',
      {
        added: [],
        patched: [goal],
        removed: [HOCKEY.RowId],
        order: [TENNIS.RowId, FOOTBALL.RowId, BASKETBALL.RowId],
      },
      '2',
    );

    // The query cache tells its observers on the next tick.
    await waitFor(() => expect(scoreOf(FOOTBALL.RowId)).toHaveTextContent('3 - 1'));
    expect(scoreOf(FOOTBALL.RowId).className).toMatch(/flash/);
    expect(scoreOf(FOOTBALL.RowId)).toHaveAttribute('data-changed', 'true');
    expect(within(rowOf(FOOTBALL.RowId)).getByTestId('live-clock')).toHaveTextContent(
      "71' 2nd half",
    );
    // The odds went down: an arrow says so.
    const trend = within(rowOf(FOOTBALL.RowId)).getByTestId('odds-trend');
    expect(trend).toHaveAttribute('data-trend', 'down');
    expect(trend).toHaveTextContent('Odds down');
    // Untouched rows are neither re-created nor highlighted.
    expect(rowOf(TENNIS.RowId)).toBe(tennisRow);
    expect(scoreOf(BASKETBALL.RowId).className).not.toMatch(/flash/);
    expect(rowIds()).toEqual([TENNIS.RowId, FOOTBALL.RowId, BASKETBALL.RowId]);
    expect(screen.getByTestId('live-filter-ALL')).toHaveTextContent('All3');

    // A snapshot replaces the whole list.
    stream.send('snapshot', [BASKETBALL], '3');
    await waitFor(() => expect(rowIds()).toEqual([BASKETBALL.RowId]));
  });

  it('keeps what the stream sent over a GET answer that was in flight meanwhile', async () => {
    const pending = deferredResponse();
    renderApp({ route: '/liveevents', user: testUser, handlers: liveApi(() => pending.promise) });
    await screen.findByTestId('live-loading', {}, { timeout: 5000 });
    const stream = FakeEventSource.latest();
    stream.open();
    const newer = liveEvent({ LiveScoreHome: 4 });
    stream.send('snapshot', [newer], '9');
    expect(await screen.findAllByTestId('live-row')).toHaveLength(1);

    pending.resolve(jsonResponse(LIVE_EVENTS));
    await act(() => pending.promise);
    // A deliberate window for the stale answer to land in: the test is that it changes
    // nothing, so there is no change to wait for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowIds()).toEqual([FOOTBALL.RowId]);
    expect(scoreOf(FOOTBALL.RowId)).toHaveTextContent('4 - 1');
  });

  it('reloads the list when an update does not fit it', async () => {
    let version = 0;
    const { fetchMock } = await openLiveEvents(
      liveApi(() => jsonResponse(version++ === 0 ? [FOOTBALL] : LIVE_EVENTS)),
    );
    const stream = FakeEventSource.latest();
    stream.open();
    stream.send(
      'update',
      { added: [], patched: [], removed: [], order: ['nobody-knows-this'] },
      '5',
    );
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    expect(getCalls(fetchMock)).toBe(2);
  });

  it('polls every 15 s while the stream is down, and stops when it is open again', async () => {
    const { fetchMock } = await openLiveEvents();
    const stream = FakeEventSource.latest();
    stream.open();
    expect(getCalls(fetchMock)).toBe(1);

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stream.fail();
    expect(screen.getByTestId('live-stream-status')).toHaveAttribute('data-state', 'down');
    expect(screen.getByTestId('live-stream-status')).toHaveTextContent(
      'Reconnecting… refreshing every 15 s',
    );
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS - 100));
    expect(getCalls(fetchMock)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(getCalls(fetchMock)).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    await waitFor(() => expect(getCalls(fetchMock)).toBe(3));

    // The browser reconnected by itself: no more polling.
    stream.open();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3));
    expect(getCalls(fetchMock)).toBe(3);
    expect(screen.getByTestId('live-stream-status')).toHaveAttribute('data-state', 'open');
  });

  it('opens a new stream when the browser gave up on the old one', async () => {
    await openLiveEvents();
    const first = FakeEventSource.latest();
    first.open();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    first.fail({ gaveUp: true });
    expect(first.isClosed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    // The live stream's own (the bell may hold another, for notifications).
    expect(FakeEventSource.instances.filter((s) => s.url === LIVE_STREAM_URL)).toHaveLength(2);
    FakeEventSource.latest().open();
    expect(screen.getByTestId('live-stream-status')).toHaveAttribute('data-state', 'open');
  });

  it('closes the stream when the page goes away', async () => {
    const { unmount } = await openLiveEvents();
    const stream = FakeEventSource.latest();
    stream.open();
    unmount();
    expect(stream.isClosed).toBe(true);
  });

  it('shows liveEventsFetchError in red when the list cannot be loaded, then retries', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderApp({
      route: '/liveevents',
      user: testUser,
      handlers: liveApi(() =>
        fail
          ? jsonResponse({ success: false, message: 'Boom' }, 500)
          : jsonResponse([FOOTBALL] satisfies LiveEvent[]),
      ),
    });
    // 5xx is retried once (query-client.ts) before the error shows.
    const error = await screen.findByText('Failed to fetch live events.', {}, { timeout: 8000 });
    expect(error).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    expect(screen.getByTestId('live-error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('live-row')).toHaveLength(1);
  });

  it('says there are no live events at the moment when the list is empty', async () => {
    renderApp({ route: '/liveevents', user: testUser, handlers: liveApi([]) });
    expect(await screen.findByTestId('live-empty', {}, { timeout: 5000 })).toHaveTextContent(
      'No live events at the moment.',
    );
    expect(screen.queryByTestId('live-row')).not.toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone, with the same rows', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 48em)',
    }));
    await openLiveEvents();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Live events' });
    expect(within(cards).getAllByTestId('live-row')).toHaveLength(4);
    const tennis = within(rowOf(TENNIS.RowId));
    expect(tennis.getAllByTestId('tennis-sets')).toHaveLength(2);
    expect(tennis.getByTestId('serve-dot')).toHaveAttribute('data-side', 'home');
    expect(tennis.getByTestId('live-league')).toHaveTextContent('Wimbledon');
    expect(within(rowOf(FOOTBALL.RowId)).getByTestId('live-score')).toHaveTextContent('2 - 1');

    const stream = FakeEventSource.latest();
    stream.open();
    stream.send(
      'update',
      {
        added: [],
        patched: [{ RowId: FOOTBALL.RowId, LiveScoreAway: 2 }],
        removed: [],
      },
      '2',
    );
    await waitFor(() => expect(scoreOf(FOOTBALL.RowId)).toHaveTextContent('2 - 2'));
    expect(scoreOf(FOOTBALL.RowId).className).toMatch(/flash/);
  });

  it('speaks Spanish', async () => {
    window.localStorage.setItem('stakelab.language', 'es');
    const { i18n } = await import('../../../lib/i18n');
    await act(() => i18n.changeLanguage('es'));
    await openLiveEvents();
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos en directo' })).toBeVisible();
    expect(screen.getByTestId('live-filter-FOOTBALL')).toHaveTextContent('Fútbol');
    expect(within(rowOf(FOOTBALL.RowId)).getByTestId('live-odds-1')).toHaveTextContent('1,36');
    expect(within(rowOf(FOOTBALL.RowId)).getByTestId('live-event-names')).toHaveTextContent(
      'Real Madrid vs FC Barcelona',
    );
    expect(within(rowOf(TENNIS.RowId)).getByTestId('serve-dot')).toHaveTextContent('Al saque');
    // Sports and match-clock periods in Spanish too.
    expect(within(rowOf(FOOTBALL.RowId)).getByTestId('live-sport')).toHaveTextContent('Fútbol');
    expect(within(rowOf(HOCKEY.RowId)).getByTestId('live-sport')).toHaveTextContent(
      'Hockey sobre hielo',
    );
    expect(within(rowOf(FOOTBALL.RowId)).getByTestId('live-clock')).toHaveTextContent(
      "67' 2.ª parte",
    );
    expect(within(rowOf(TENNIS.RowId)).getByTestId('live-clock')).toHaveTextContent('3.º set');
    expect(within(rowOf(BASKETBALL.RowId)).getByTestId('live-clock')).toHaveTextContent(
      "41' 4.º cuarto",
    );
  });
});
