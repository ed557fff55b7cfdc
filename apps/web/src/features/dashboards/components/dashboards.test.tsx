import type { BetView } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { deferredResponse, jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp, renderWithProviders } from '../../../test/render';
import { BET_CHANGES_ROUTE, betChangesApi } from '../../../test/bet-changes-api';
import { betView } from '../../../test/bet-views';
import { DASHBOARD_BETS } from '../test/dashboard-bets';
import type { LocalHistory } from '../../../history-store';
import { Dashboards } from './dashboards';

// recharts cannot measure anything in jsdom (it warns and draws nothing): the charts are stood in
// for by lists of their labels, and the tests read the figures from the cards and tables. The
// e2e suite draws the real charts in Chromium.
vi.mock('./charts/lazy-charts', () => {
  const stub =
    (name: string) =>
    ({ data }: { data: { label?: string; name?: string }[] }) => (
      <ol data-testid={`chart-stub-${name}`}>
        {data.map((datum, index) => (
          <li key={index}>{datum.label ?? datum.name}</li>
        ))}
      </ol>
    );
  return {
    preloadCharts: () => undefined,
    SignedBarChart: stub('bars'),
    TrendLineChart: stub('line'),
    ResultPieChart: stub('pie'),
  };
});

/** The page's chunk and its data arrive asynchronously; a busy machine needs more than 1 s. */
const SLOW = { timeout: 10_000 };

function betsApi(bets: BetView[] = DASHBOARD_BETS): Record<string, StubHandler> {
  return betChangesApi(bets);
}

async function openDashboards(
  route = '/dashboards',
  handlers = betsApi(),
  readyTestId = 'dashboard-tabs',
) {
  const user = userEvent.setup();
  const view = renderApp({ route, user: testUser, handlers });
  await screen.findByTestId(readyTestId, {}, SLOW);
  return { user, ...view };
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;

/** No user: nothing loads. */
const NO_HISTORY: LocalHistory = {
  userId: null,
  revision: undefined,
  firstPage: undefined,
  error: null,
  isFetching: false,
  retry: () => Promise.resolve(),
};

function cards() {
  return {
    net: shown('overall-net'),
    staked: shown('overall-staked'),
    roi: shown('overall-roi'),
    winRate: shown('overall-winrate'),
    bets: shown('overall-bets'),
  };
}

/** The first-column names of a figures table, top to bottom. */
function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByTestId('figures-name')
    .map((cell) => cell.textContent ?? '');
}

describe('dashboards page', { timeout: 30_000 }, () => {
  // The route guard sends a visitor to /login first; the page's own state is still docs/product.md §2's.
  it('asks a visitor to log in', async () => {
    renderWithProviders(<Dashboards hasUser={false} history={NO_HISTORY} />, {
      route: '/dashboards',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboards' }, SLOW),
    ).toBeVisible();
    expect(screen.getByTestId('dashboards-login-required')).toHaveTextContent(
      'Please log in to see your dashboards.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says it is loading, then that there is no data, with the way to import some', async () => {
    const pending = deferredResponse();
    renderApp({
      route: '/dashboards',
      user: testUser,
      handlers: { [BET_CHANGES_ROUTE]: () => pending.promise },
    });
    expect(await screen.findByTestId('dashboards-loading', {}, SLOW)).toHaveTextContent(
      'Loading dashboards...',
    );
    pending.resolve(jsonResponse({ success: true, version: 0, full: true, bets: [], deleted: [] }));

    const empty = await screen.findByTestId('dashboards-empty', {}, SLOW);
    expect(empty).toHaveTextContent(
      "No betting data found. Go to your bookmaker's history page to sync your bets.",
    );
    expect(within(empty).getByRole('link', { name: 'Import your bets' })).toHaveAttribute(
      'href',
      '/history',
    );
    expect(screen.queryByTestId('dashboard-tabs')).not.toBeInTheDocument();
  });

  it('treats a failed load of the bets as no bets (docs/product.md §8)', async () => {
    renderApp({
      route: '/dashboards',
      user: testUser,
      handlers: {
        [BET_CHANGES_ROUTE]: () => jsonResponse({ success: false, message: 'Forbidden' }, 403),
      },
    });
    expect(await screen.findByTestId('dashboards-empty', {}, SLOW)).toHaveTextContent(
      'No betting data found.',
    );
  });

  it('leaves open bets out of every figure: the settled bets make them alone', async () => {
    // DASHBOARD_BETS plus a €40 open Tennis bet: were it counted, staked would be €133.00;
    // the money figures stay the settled five's. Total Bets counts every bet, the open one
    // too, as History's Bets does (issue 32), and its hint says which are settled.
    const open = betView({
      Id: 6,
      BetId: 'DASH000006',
      PlacedDate: '2023-02-15T12:00:00.000Z',
      Sport: 'Tennis',
      Status: 'PENDING',
      Stake: 40,
      ActualReturn: 0,
      NetReturn: 0,
    });
    await openDashboards('/dashboards', betsApi([...DASHBOARD_BETS, open]));
    expect(cards()).toEqual({
      net: '-€8.00',
      staked: '€93.00',
      roi: '-8.60%',
      winRate: '50.0%',
      bets: '6',
    });
    expect(screen.getByText('5 settled · 1 open · 1 void')).toBeInTheDocument();
    expect(screen.getByText('Net P/L ÷ staked, on the 5 settled bets')).toBeInTheDocument();
  });

  it('shows the headline figures of all the bets, net P/L red when below zero', async () => {
    await openDashboards();
    // Staked 10 + 20 + 5 + 50 + 8 = 93; net 10 − 20 + 10 + 0 − 8 = −8;
    // ROI −8 / 93 = −0.086021… → −8.60 % (signed, 2 decimals, as History shows it);
    // won 2, lost 2 (the void one left out) → 50.0 %.
    expect(cards()).toEqual({
      net: '-€8.00',
      staked: '€93.00',
      roi: '-8.60%',
      winRate: '50.0%',
      bets: '5',
    });
    expect(screen.getByTestId('overall-net').style.color).toContain('red');
    expect(screen.getByRole('tab', { name: 'Overall Performance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('result-won')).toHaveTextContent('WON2 (40.0%)');
    expect(screen.getByTestId('result-void')).toHaveTextContent('VOID1 (20.0%)');
    expect(screen.getByTestId('range-count')).toHaveTextContent('5 of 5 bets in this period');
  });

  it('shows a positive net P/L green', async () => {
    await openDashboards('/dashboards', betsApi(DASHBOARD_BETS.slice(0, 1)));
    expect(shown('overall-net')).toBe('+€10.00');
    expect(screen.getByTestId('overall-net').style.color).toContain('green');
  });

  it('narrows every figure to the chosen period and keeps it in the URL', async () => {
    const { user, router } = await openDashboards();
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));

    // Only bet 5 (3 days ago): LOST, 8 staked.
    await waitFor(() => expect(shown('overall-bets')).toBe('1'), SLOW);
    expect(cards()).toEqual({
      net: '-€8.00',
      staked: '€8.00',
      roi: '-100.00%',
      winRate: '0.0%',
      bets: '1',
    });
    expect(router.state.location.search).toBe('?range=last30Days');
    expect(screen.getByTestId('range-count')).toHaveTextContent('1 of 5 bets in this period');

    await user.click(screen.getByRole('radio', { name: 'All time' }));
    await waitFor(() => expect(shown('overall-bets')).toBe('5'), SLOW);
    expect(router.state.location.search).toBe('');
  });

  it('opens on the period of the URL, and takes custom days typed in', async () => {
    const { user, router } = await openDashboards('/dashboards?from=2023-01-01&to=2023-01-31');
    // January 2023: bets 1 and 2; ROI −10 / 30 = −0.3333… → −33.33 %.
    expect(cards()).toEqual({
      net: '-€10.00',
      staked: '€30.00',
      roi: '-33.33%',
      winRate: '50.0%',
      bets: '2',
    });
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();

    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '28/02/2023');
    await user.tab();
    // Bets 1–4: staked 85, net 0.
    await waitFor(() => expect(shown('overall-bets')).toBe('4'), SLOW);
    expect(shown('overall-staked')).toBe('€85.00');
    expect(shown('overall-net')).toBe('€0.00');
    expect(router.state.location.search).toBe('?from=2023-01-01&to=2023-02-28');
  });

  it('says when the period has no bets, and goes back to all time', async () => {
    const { user } = await openDashboards(
      '/dashboards?from=2020-01-01&to=2020-12-31',
      betsApi(),
      'dashboards-no-bets-in-range',
    );
    const empty = screen.getByTestId('dashboards-no-bets-in-range');
    expect(screen.queryByTestId('dashboard-tabs')).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Show all time' }));
    expect(await screen.findByTestId('overall-bets', {}, SLOW)).toHaveTextContent('5');
  });

  it('shows the best and worst month on the Time Analysis tab', async () => {
    const { user, router } = await openDashboards();
    await user.click(screen.getByRole('tab', { name: 'Time Analysis' }));
    expect(router.state.location.search).toBe('?tab=time');
    // February 2023: +10 + 0; January 2023: +10 − 20 = −10.
    expect(await screen.findByTestId('best-month', {}, SLOW)).toHaveTextContent('February 2023');
    expect(shown('best-month-net')).toContain('+€10.00');
    expect(shown('worst-month')).toBe('January 2023');
    expect(shown('worst-month-net')).toContain('-€10.00');
  });

  it('sorts the sport table by Net P/L, then as the headers are clicked', async () => {
    const { user } = await openDashboards('/dashboards?tab=sport');
    const table = await screen.findByTestId('sport-table', {}, SLOW);
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });

    // Default: Net P/L descending. Tennis +2, Basketball 0, Football −10.
    expect(names(table)).toEqual(['Tennis', 'Basketball', 'Football']);
    expect(header('Net P/L')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Sport')).toHaveAttribute('aria-sort', 'none');
    const football = within(table).getAllByTestId('figures-row')[2]!;
    expect(within(football).getByTestId('figures-bets')).toHaveTextContent('2');
    expect(within(football).getByTestId('figures-staked')).toHaveTextContent('€30.00');
    expect(within(football).getByTestId('figures-net')).toHaveTextContent('-€10.00');
    expect(within(football).getByTestId('figures-roi')).toHaveTextContent('-33.33%');

    // The active column again: its direction turns round.
    await user.click(within(table).getByRole('button', { name: 'Net P/L' }));
    expect(names(table)).toEqual(['Football', 'Basketball', 'Tennis']);
    expect(header('Net P/L')).toHaveAttribute('aria-sort', 'ascending');

    // Another column: sorted by it (figures highest first).
    await user.click(within(table).getByRole('button', { name: 'Total Staked' }));
    expect(names(table)).toEqual(['Basketball', 'Football', 'Tennis']);
    expect(header('Total Staked')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Net P/L')).toHaveAttribute('aria-sort', 'none');

    // Names A→Z first, then Z→A.
    await user.click(within(table).getByRole('button', { name: 'Sport' }));
    expect(names(table)).toEqual(['Basketball', 'Football', 'Tennis']);
    expect(header('Sport')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: 'Sport' }));
    expect(names(table)).toEqual(['Tennis', 'Football', 'Basketball']);
  });

  it('narrows the competitions to the sport chosen', async () => {
    const { user } = await openDashboards('/dashboards?tab=sport');
    const card = await screen.findByTestId('chart-competitions', {}, SLOW);
    const bars = await within(card).findByTestId('chart-stub-bars', {}, SLOW);
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual(['ATP Madrid', 'LaLiga', 'Wimbledon', 'Premier League']);
    await user.click(within(card).getByRole('radio', { name: 'Table' }));
    const table = within(card).getByTestId('competition-table');
    // Gainers first, then losers; NBA broke even and is left out.
    expect(names(table)).toEqual(['ATP Madrid', 'LaLiga', 'Wimbledon', 'Premier League']);

    const filter = within(card).getByRole('combobox', { name: 'Sport' });
    expect(filter).toHaveValue('All Sports');
    await user.click(filter);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Sports',
      'Basketball',
      'Football',
      'Tennis',
    ]);
    await user.click(screen.getByRole('option', { name: 'Tennis' }));
    expect(names(within(card).getByTestId('competition-table'))).toEqual([
      'ATP Madrid',
      'Wimbledon',
    ]);

    await user.click(filter);
    await user.click(screen.getByRole('option', { name: 'Basketball' }));
    expect(within(card).getByTestId('competition-table')).toBeInTheDocument();
    expect(within(card).queryAllByTestId('figures-row')).toHaveLength(0);
  });

  it('lists the bet types by stake, largest first', async () => {
    await openDashboards('/dashboards?tab=betType');
    const table = await screen.findByTestId('bet-type-table', {}, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bet Type', 'Total Bets', 'Total Staked', 'Net P/L', 'ROI (%)']);
    expect(names(table)).toEqual(['Double', 'Single']);
    const single = within(table).getAllByTestId('figures-row')[1]!;
    expect(within(single).getByTestId('figures-staked')).toHaveTextContent('€43.00');
    expect(within(single).getByTestId('figures-net')).toHaveTextContent('-€8.00');
  });

  it('shows the market and odds figures as tables too', async () => {
    const { user } = await openDashboards('/dashboards?tab=market');
    const markets = await screen.findByTestId('chart-markets', {}, SLOW);
    await user.click(within(markets).getByRole('radio', { name: 'Table' }));
    // Net P/L descending: Match Winner +10 − 8, Moneyline 0, Match Odds +10 − 20.
    expect(names(within(markets).getByTestId('market-table'))).toEqual([
      'Match Winner',
      'Moneyline',
      'Match Odds',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Odds Analysis' }));
    const odds = await screen.findByTestId('chart-odds', {}, SLOW);
    await user.click(within(odds).getByRole('radio', { name: 'Table' }));
    expect(names(within(odds).getByTestId('odds-table'))).toEqual([
      '1.01-1.50',
      '1.51-2.00',
      '2.01-3.00',
      '3.01-5.00',
      '5.01+',
    ]);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    await openDashboards();
    expect(screen.getByRole('heading', { level: 1, name: 'Paneles' })).toBeVisible();
    expect(screen.getByText('Beneficio neto total')).toBeVisible();
    expect(screen.getByText('Tasa de acierto')).toBeVisible();
    expect(shown('overall-net')).toBe('-8,00\u00a0€');
    expect(shown('overall-staked')).toBe('93,00\u00a0€');
    expect(shown('overall-roi')).toBe('-8,60\u00a0%');
    expect(screen.getByRole('tab', { name: 'Deporte y competición' })).toBeVisible();
  });

  it('names the sports in Spanish in the sport table and its filter', async () => {
    await i18n.changeLanguage('es');
    const { user } = await openDashboards('/dashboards?tab=sport');
    // Net P/L descending as in English: Tennis +2, Basketball 0, Football −10.
    expect(names(await screen.findByTestId('sport-table', {}, SLOW))).toEqual([
      'Tenis',
      'Baloncesto',
      'Fútbol',
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Deporte' }));
    expect(await screen.findByRole('option', { name: 'Baloncesto' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Fútbol' })).toBeInTheDocument();
  });
});
