import { type BetView } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi, selection } from '../test/history-api';

/**
 * Issue 32's history: compact rows, sorting, search, facets, the URL, multi-select and bulk.
 *
 *   Id  placed      sport/competition          bookmaker tipster tags   bankroll type    odds stake  net  status
 *   1   2025-03-10  Football LaLiga (2 legs)   Bet365    Ana     value  default  Double  2.00  10   +10  WON
 *   2   2025-03-05  Tennis ATP Madrid          Pinnacle  –       –      7        Single  1.50  20   −20  LOST
 *   3   2025-02-20  Football Premier League    Bet365    Ana     live   7        Single  3.00   5   +10  WON
 *   4   2025-01-15  Basketball NBA             –         Bruno   value  default  Single  1.90  50     0  VOID
 */
const LIST_BETS: BetView[] = [
  bet({
    Id: 1,
    PlacedDate: '2025-03-10T18:00:00.000Z',
    EventDescription: 'Real Madrid v Barcelona',
    Bookmaker: 'Bet365',
    Tipster: 'Ana',
    Tags: ['value'],
    BetType: 'Double',
    Selections: [
      selection({ SelectionName: 'Real Madrid', Odds: 1.5, Result: 'WON' }),
      selection({ SelectionName: 'Over 2.5 goals', Odds: 1.33, Result: 'LOST' }),
    ],
  }),
  bet({
    Id: 2,
    PlacedDate: '2025-03-05T12:00:00.000Z',
    Sport: 'Tennis',
    Competition: 'ATP Madrid',
    Bookmaker: 'Pinnacle',
    BankrollId: 7,
    Odds: 1.5,
    Status: 'LOST',
    Stake: 20,
    ActualReturn: 0,
    NetReturn: -20,
    Selections: [
      selection({
        SelectionName: 'Nadal',
        EventName: 'Nadal v Alcaraz',
        Sport: 'Tennis',
        Competition: 'ATP Madrid',
      }),
    ],
  }),
  bet({
    Id: 3,
    PlacedDate: '2025-02-20T12:00:00.000Z',
    Competition: 'Premier League',
    Bookmaker: 'Bet365',
    Tipster: 'Ana',
    Tags: ['live'],
    BankrollId: 7,
    Odds: 3,
    Stake: 5,
    ActualReturn: 15,
    NetReturn: 10,
    Selections: [
      selection({
        SelectionName: 'Arsenal',
        EventName: 'Arsenal v Chelsea',
        Competition: 'Premier League',
      }),
    ],
  }),
  bet({
    Id: 4,
    PlacedDate: '2025-01-15T12:00:00.000Z',
    Sport: 'Basketball',
    Competition: 'NBA',
    Tipster: 'Bruno',
    Tags: ['value'],
    Odds: 1.9,
    Status: 'VOID',
    Stake: 50,
    ActualReturn: 50,
    NetReturn: 0,
    Selections: [
      selection({
        SelectionName: 'Lakers',
        EventName: 'Lakers v Celtics',
        Sport: 'Basketball',
        Competition: 'NBA',
      }),
    ],
  }),
];

const BANKROLLS = {
  success: true,
  bankrolls: [
    {
      id: 1,
      name: 'Main',
      startingBalance: 100,
      createdAt: '2025-01-01T00:00:00.000Z',
      isDefault: true,
    },
    {
      id: 7,
      name: 'Tipsters',
      startingBalance: 50,
      createdAt: '2025-01-01T00:00:00.000Z',
      isDefault: false,
    },
  ],
  movements: [],
};

const PAGE_LOAD = { timeout: 10_000 };

function api(extra: Record<string, StubHandler> = {}, log = new BetChangeLog(LIST_BETS)) {
  return {
    log,
    handlers: historyApi(
      LIST_BETS,
      {
        'GET /api/history/bankrolls': () => jsonResponse(BANKROLLS),
        ...extra,
      },
      log,
    ),
  };
}

async function openHistory(route = '/history', extra: Record<string, StubHandler> = {}) {
  const user = userEvent.setup();
  const { handlers, log } = api(extra);
  const view = renderApp({ route, user: testUser, handlers });
  await screen.findByTestId('bets-table', {}, PAGE_LOAD);
  return { user, log, ...view };
}

const rowIds = () =>
  screen.getAllByTestId('bet-row').map((row) => Number(row.getAttribute('data-bet-id')));

function rowOf(id: number): HTMLElement {
  const row = screen.getAllByTestId('bet-row').find((r) => r.dataset.betId === String(id));
  if (!row) throw new Error(`no row for bet ${id}`);
  return row;
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;

function posts(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

async function tick(user: ReturnType<typeof userEvent.setup>, facet: string, name: RegExp) {
  await user.click(screen.getByTestId(`facet-${facet}`));
  const menu = await screen.findByTestId(`facet-${facet}-choices`);
  await user.click(within(menu).getByRole('checkbox', { name }));
  await user.keyboard('{Escape}');
}

describe('history list (issue 32)', { timeout: 30_000 }, () => {
  it('draws each bet on one row; a multiple folds out its legs with their results', async () => {
    const { user } = await openHistory();
    // Four bets, four rows, and no fold-out row until asked for.
    expect(rowIds()).toEqual([1, 2, 3, 4]);
    expect(screen.getByTestId('bets-table').querySelectorAll('tbody tr')).toHaveLength(4);
    expect(within(rowOf(3)).getByTestId('bet-what')).toHaveTextContent(
      'Arsenal — Arsenal v Chelsea',
    );
    expect(within(rowOf(2)).getByTestId('bet-bookmaker')).toHaveTextContent('Pinnacle');
    expect(within(rowOf(4)).getByTestId('bet-bookmaker')).toHaveTextContent('–');
    // A single's button is a chevron alone (its leg is on the line); it folds out the leg's
    // table with its market.
    expect(within(rowOf(2)).getByTestId('bet-fold')).toHaveTextContent('');
    await user.click(within(rowOf(2)).getByTestId('bet-fold'));
    expect(rowOf(2).nextElementSibling).toHaveTextContent('Match Odds');
    await user.click(within(rowOf(2)).getByTestId('bet-fold'));
    // The double's button says how many legs it has.
    const fold = within(rowOf(1)).getByTestId('bet-fold');
    expect(fold).toHaveTextContent('2 selections');
    expect(fold).toHaveAttribute('aria-expanded', 'false');

    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    const legs = screen.getByTestId('bet-legs');
    expect(rowOf(1).nextElementSibling).toBe(legs);
    expect(
      within(legs)
        .getAllByTestId('selection-result')
        .map((cell) => cell.textContent),
    ).toEqual(['Won', 'Lost']);
    await user.click(fold);
    expect(screen.queryByTestId('bet-legs')).not.toBeInTheDocument();
  });

  it('words the compact row, its sorting, search and bulk bar in Spanish', async () => {
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    expect(
      await screen.findByRole('columnheader', { name: 'Casa de apuestas' }),
    ).toBeInTheDocument();
    expect(within(rowOf(1)).getByTestId('bet-fold')).toHaveTextContent('2 selecciones');
    expect(screen.getByRole('searchbox', { name: 'Buscar apuestas' })).toBeInTheDocument();
    await user.click(within(rowOf(2)).getByTestId('bet-select'));
    expect(shown('bulk-count')).toBe('1 apuesta seleccionada');
    expect(screen.getByTestId('bulk-delete')).toHaveTextContent('Eliminar');
  });

  it('sorts by odds, stake and net, saying which with aria-sort', async () => {
    const { user, router } = await openHistory();
    const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(heading('Placed Date')).toHaveAttribute('aria-sort', 'descending');
    expect(heading('^Odds')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByTestId('sort-odds'));
    // Odds 3.00 (3), 2.00 (1), 1.90 (4), 1.50 (2).
    await waitFor(() => expect(rowIds()).toEqual([3, 1, 4, 2]));
    expect(heading('^Odds')).toHaveAttribute('aria-sort', 'descending');
    expect(heading('Placed Date')).not.toHaveAttribute('aria-sort');
    // The URL follows once the clicks pause.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=odds&dir=desc'));

    await user.click(screen.getByTestId('sort-odds'));
    await waitFor(() => expect(rowIds()).toEqual([2, 4, 1, 3]));
    expect(heading('^Odds')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByTestId('sort-stake'));
    // Stakes 50 (4), 20 (2), 10 (1), 5 (3).
    await waitFor(() => expect(rowIds()).toEqual([4, 2, 1, 3]));
    await user.click(screen.getByTestId('sort-net'));
    // Nets +10 (1, then 3: equal nets keep newest first), 0 (4), −20 (2).
    await waitFor(() => expect(rowIds()).toEqual([1, 3, 4, 2]));
    expect(heading('Net Return')).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches events, selections and competitions, narrowing the list and the summary', async () => {
    const { user, router } = await openHistory();
    await user.type(screen.getByRole('searchbox', { name: 'Search bets' }), 'madrid');
    // "Madrid" is bet 1's event and selection and bet 2's competition (ATP Madrid).
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    // Stake 10 + 20 = 30; net +10 − 20 = −10.
    expect(shown('summary-bets')).toBe('2');
    expect(shown('summary-total-stake')).toBe('€30.00');
    expect(shown('summary-net-return')).toBe('-€10.00');
    await waitFor(() => expect(router.state.location.search).toBe('?q=madrid'));

    await user.clear(screen.getByRole('searchbox', { name: 'Search bets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search bets' }), 'chelsea arsenal');
    await waitFor(() => expect(rowIds()).toEqual([3]));
    expect(shown('summary-total-stake')).toBe('€5.00');
    // A tag is found too.
    await user.clear(screen.getByRole('searchbox', { name: 'Search bets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search bets' }), 'value');
    await waitFor(() => expect(rowIds()).toEqual([1, 4]));
  });

  it.each([
    // facet, choice, rows kept, their stake (Σ)
    ['sport', /^Tennis/, [2], '€20.00'],
    ['competition', /^NBA/, [4], '€50.00'],
    ['bookmaker', /^Bet365/, [1, 3], '€15.00'],
    ['tipster', /^Ana/, [1, 3], '€15.00'],
    ['tag', /^value/, [1, 4], '€60.00'],
    ['bankroll', /^Tipsters/, [2, 3], '€25.00'],
    ['betType', /^Double/, [1], '€10.00'],
  ])('narrows the list and the summary by %s', async (facet, choice, ids, stake) => {
    const { user } = await openHistory();
    await tick(user, facet, choice);
    await waitFor(() => expect(rowIds()).toEqual(ids));
    expect(shown('summary-bets')).toBe(String(ids.length));
    expect(shown('summary-total-stake')).toBe(stake);
  });

  it('opens with the filters, search, facets and sort of its URL, and writes changes back', async () => {
    const { user, router } = await openHistory(
      '/history?status=WON&q=real&bookmaker=Bet365&sort=stake&dir=asc',
    );
    // WON, Bet365 and "real": bet 1 only (bet 3 is Bet365 and WON but not Real Madrid).
    await waitFor(() => expect(rowIds()).toEqual([1]));
    expect(screen.getByRole('searchbox', { name: 'Search bets' })).toHaveValue('real');
    expect(screen.getByRole('columnheader', { name: /Stake/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByTestId('facet-pill')).toHaveTextContent('Bookmaker: Bet365');

    await user.clear(screen.getByRole('searchbox', { name: 'Search bets' }));
    // Bets 1 and 3, by stake ascending: 5 (3), 10 (1).
    await waitFor(() => expect(rowIds()).toEqual([3, 1]));
    // The URL follows once typing pauses.
    await waitFor(() => expect(router.state.location.search).not.toContain('q='));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.getAll('status')).toEqual(['WON']);
    expect(params.getAll('bookmaker')).toEqual(['Bet365']);
    expect(params.get('sort')).toBe('stake');
    expect(params.get('dir')).toBe('asc');
  });

  it('tags, moves and settles the ticked bets with the contract bodies, then reloads', async () => {
    const { user, fetchMock, log } = await openHistory('/history', {
      'POST /api/history/bets/bulk/tags': () => jsonResponse({ success: true, updated: 2 }),
      'POST /api/history/bets/bulk/bankroll': () => jsonResponse({ success: true, updated: 2 }),
      'POST /api/history/bets/bulk/settle': () => {
        // The server's settle of bet 2 (LOST → WON at 1.50: return 30, net +10).
        log.put({ ...LIST_BETS[1]!, Status: 'WON', ActualReturn: 30, NetReturn: 10 });
        return jsonResponse({ success: true, settled: 1, skipped: 1 });
      },
    });
    await user.click(within(rowOf(2)).getByTestId('bet-select'));
    await user.click(within(rowOf(4)).getByTestId('bet-select'));
    expect(shown('bulk-count')).toBe('2 bets selected');

    await user.click(screen.getByTestId('bulk-tags'));
    await user.click(await screen.findByTestId('bulk-add-tags'));
    await user.type(await screen.findByTestId('bulk-tags-input'), 'late{Enter}');
    await user.click(screen.getByTestId('bulk-tags-apply'));
    await waitFor(() =>
      expect(posts(fetchMock, '/api/history/bets/bulk/tags')).toEqual([
        { betIds: [2, 4], add: ['late'], remove: [] },
      ]),
    );
    expect(await screen.findByText('Tags changed on 2 bets')).toBeInTheDocument();

    await user.click(screen.getByTestId('bulk-move'));
    await user.click(await screen.findByRole('combobox', { name: 'Bankroll' }));
    await user.click(await screen.findByRole('option', { name: 'Tipsters' }));
    await user.click(screen.getByTestId('bulk-move-apply'));
    await waitFor(() =>
      expect(posts(fetchMock, '/api/history/bets/bulk/bankroll')).toEqual([
        { betIds: [2, 4], bankrollId: 7 },
      ]),
    );

    const asked = log.asked.length;
    await user.click(screen.getByTestId('bulk-settle'));
    await user.click(await screen.findByTestId('bulk-settle-WON'));
    await waitFor(() =>
      expect(posts(fetchMock, '/api/history/bets/bulk/settle')).toEqual([
        { betIds: [2, 4], status: 'WON' },
      ]),
    );
    expect(
      await screen.findByText('Settled: 1; skipped (already settled or not settleable): 1'),
    ).toBeInTheDocument();
    // The local history asked for the changes again and shows bet 2 won: +€10.00.
    await waitFor(() =>
      expect(within(rowOf(2)).getByTestId('bet-net')).toHaveTextContent('+€10.00'),
    );
    expect(log.asked.length).toBeGreaterThan(asked);
  });

  it('selects all matching bets, deletes them after confirming, and undoes it', async () => {
    const { user, fetchMock, log } = await openHistory('/history', {
      'POST /api/history/bets/bulk/delete': () => {
        log.remove(1);
        log.remove(3);
        return jsonResponse({ success: true, deleted: 2, undoToken: 'undo-abc' });
      },
      'POST /api/history/bets/bulk/undo-delete': () => {
        log.put(LIST_BETS[0]!);
        log.put(LIST_BETS[2]!);
        return jsonResponse({ success: true, restored: 2 });
      },
    });
    await tick(user, 'bookmaker', /^Bet365/);
    await waitFor(() => expect(rowIds()).toEqual([1, 3]));
    await user.click(within(rowOf(1)).getByTestId('bet-select'));
    expect(shown('bulk-count')).toBe('1 bet selected');
    await user.click(screen.getByRole('button', { name: 'Select all 2 matching bets' }));
    expect(shown('bulk-count')).toBe('2 bets selected');

    await user.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('Delete 2 bets?')).toBeInTheDocument();
    await user.click(screen.getByTestId('bulk-delete-confirm'));
    await waitFor(() =>
      expect(posts(fetchMock, '/api/history/bets/bulk/delete')).toEqual([{ betIds: [1, 3] }]),
    );
    expect(await screen.findByText('2 bets deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('bet-row')).toHaveLength(0));

    await user.click(screen.getByTestId('bulk-undo'));
    await waitFor(() =>
      expect(posts(fetchMock, '/api/history/bets/bulk/undo-delete')).toEqual([
        { undoToken: 'undo-abc' },
      ]),
    );
    expect(await screen.findByText('2 bets restored')).toBeInTheDocument();
    await waitFor(() => expect(rowIds()).toEqual([1, 3]));
  });
});
