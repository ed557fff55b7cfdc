import type { BetView } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi } from '../test/history-api';

// recharts draws nothing in jsdom: the dashboards' charts are stubbed to nothing.
vi.mock('../../dashboards/components/charts/lazy-charts', () => ({
  preloadCharts: () => undefined,
  SignedBarChart: () => null,
  TrendLineChart: () => null,
  ResultPieChart: () => null,
}));

/** Lazy route chunks and a worker's answer: a busy machine needs more than 1 s. */
const SLOW = { timeout: 10_000 };

/**
 * Three cash bets, two settled free bets and an open one (issue 33):
 *   1 cash WON 10.00 at 2.50 → +15.00 · 2 cash LOST 20.00 → −20.00 · 3 cash WON 12.00 at 1.80
 *   → +9.60 · 4 free WON 5.00 at 4.00 → the profit only, 5 × 3 = +15.00 · 5 free LOST 10.00
 *   → 0 · 6 free PENDING 7.00.
 * Cash staked 10 + 20 + 12 = €42.00 (free stakes 5 + 10 = €15.00 left out); net +€19.60;
 * ROI over cash staked 19.60 ÷ 42 = 0.4667 → +46.67 %; free-bet profit +€15.00 from 3 free bets.
 */
const day = (n: number) => `2025-03-0${n}T12:00:00.000Z`;
const BETS: BetView[] = [
  bet({ Id: 1, PlacedDate: day(1), Odds: 2.5, Stake: 10, ActualReturn: 25, NetReturn: 15 }),
  bet({ Id: 2, PlacedDate: day(2), Status: 'LOST', Stake: 20, ActualReturn: 0, NetReturn: -20 }),
  bet({ Id: 3, PlacedDate: day(3), Odds: 1.8, Stake: 12, ActualReturn: 21.6, NetReturn: 9.6 }),
  bet({
    Id: 4,
    PlacedDate: day(4),
    Odds: 4,
    Stake: 5,
    ActualReturn: 15,
    NetReturn: 15,
    FreeBet: true,
  }),
  bet({
    Id: 5,
    PlacedDate: day(5),
    Status: 'LOST',
    Stake: 10,
    ActualReturn: 0,
    NetReturn: 0,
    FreeBet: true,
  }),
  bet({
    Id: 6,
    PlacedDate: day(6),
    Status: 'PENDING',
    Stake: 7,
    ActualReturn: 0,
    NetReturn: 0,
    FreeBet: true,
  }),
];

const shown = (testId: string) => screen.getByTestId(testId).textContent;

function calls(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('free bets on the history and the dashboards (issue 33)', { timeout: 60_000 }, () => {
  it('shows cash staked, the ROI over it, the free-bet profit apart and a badge on free bets', async () => {
    const view = renderApp({ route: '/history', user: testUser, handlers: historyApi(BETS) });
    await screen.findByTestId('summary-roi', {}, SLOW);
    await waitFor(() => expect(shown('summary-bets')).toBe('6'));
    expect({
      staked: shown('summary-total-stake'),
      stakedHint: shown('summary-total-stake-hint'),
      net: shown('summary-net-return'),
      roi: shown('summary-roi'),
      free: shown('summary-free-bet-profit'),
      freeHint: shown('summary-free-bet-profit-hint'),
    }).toEqual({
      staked: '€42.00',
      stakedHint: 'Cash only: €15.00 of free-bet stakes left out',
      net: '+€19.60',
      roi: '+46.67%',
      free: '+€15.00',
      freeHint: 'From 3 free bets, in the net return too',
    });
    expect(screen.getByText('ROI (%) on cash staked')).toBeInTheDocument();
    // The badge on the free bets' rows only.
    const freeRows = screen
      .getAllByTestId('bet-row')
      .filter((row) => within(row).queryByTestId('bet-free-bet-badge') !== null)
      .map((row) => Number(row.dataset.betId))
      .sort();
    expect(freeRows).toEqual([4, 5, 6]);
    expect(
      within(screen.getAllByTestId('bet-free-bet-badge')[0]!).getByText('Free bet'),
    ).toBeTruthy();
    view.unmount();
  });

  it('says it in Spanish too', async () => {
    await i18n.changeLanguage('es');
    const view = renderApp({ route: '/history', user: testUser, handlers: historyApi(BETS) });
    await screen.findByTestId('summary-roi', {}, SLOW);
    await waitFor(() => expect(shown('summary-bets')).toBe('6'));
    expect(screen.getByText('ROI (%) sobre lo apostado en efectivo')).toBeInTheDocument();
    expect(screen.getByText('Beneficio de apuestas gratis')).toBeInTheDocument();
    expect(shown('summary-free-bet-profit')).toBe('+15,00\u00a0€');
    expect(screen.getAllByTestId('bet-free-bet-badge')[0]).toHaveTextContent('Apuesta gratis');
    view.unmount();
  });

  it('keeps the spec’s labels when no bet is free', async () => {
    const view = renderApp({
      route: '/history',
      user: testUser,
      handlers: historyApi(BETS.slice(0, 3)),
    });
    await screen.findByTestId('summary-roi', {}, SLOW);
    await waitFor(() => expect(shown('summary-bets')).toBe('3'));
    expect(screen.getByText('ROI (%)')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-free-bet-profit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bet-free-bet-badge')).not.toBeInTheDocument();
    view.unmount();
  });

  it('shows the same figures on the Overall dashboard', async () => {
    const view = renderApp({ route: '/dashboards', user: testUser, handlers: historyApi(BETS) });
    await screen.findByTestId('overall-free-bet-profit', {}, SLOW);
    expect({
      staked: shown('overall-staked'),
      net: shown('overall-net'),
      roi: shown('overall-roi'),
      free: shown('overall-free-bet-profit'),
    }).toEqual({
      staked: expect.stringContaining('€42.00') as unknown as string,
      net: expect.stringContaining('+€19.60') as unknown as string,
      roi: expect.stringContaining('+46.67%') as unknown as string,
      free: expect.stringContaining('+€15.00') as unknown as string,
    });
    expect(screen.getByText('ROI on cash staked')).toBeInTheDocument();
    expect(screen.getByText('From 3 free bets, in the net P/L too')).toBeInTheDocument();
    view.unmount();
  });

  it('sends freeBet from the add-bet form’s checkbox', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/history',
      user: testUser,
      handlers: historyApi(BETS),
    });
    await screen.findByTestId('history-summary', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const q = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
    await user.type(q.getByRole('textbox', { name: 'Stake' }), '5');
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '4');
    const checkbox = q.getByRole('checkbox', { name: 'Free bet' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    await user.click(q.getByRole('button', { name: 'Add bet' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', '/api/history/add-bet-full')).toHaveLength(1),
    );
    const init = calls(fetchMock, 'POST', '/api/history/add-bet-full')[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ stake: 5, freeBet: true });
  });
});
