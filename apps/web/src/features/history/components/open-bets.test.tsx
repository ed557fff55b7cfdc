import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi } from '../test/history-api';

/** The page is a lazy route chunk: a busy machine needs more than Testing Library's second. */
const PAGE_LOAD = { timeout: 10_000 };

async function openHistory(handlers: Record<string, StubHandler>) {
  const user = userEvent.setup();
  const view = renderApp({ route: '/history', user: testUser, handlers });
  await screen.findByTestId('history-summary', {}, PAGE_LOAD);
  return { user, ...view };
}

function rowOf(id: number): HTMLElement {
  const row = screen.getAllByTestId('bet-row').find((r) => r.dataset.betId === String(id));
  if (!row) throw new Error(`no row for bet ${id}`);
  return row;
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;

function posted(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/**
 * One settled bet and two open ones:
 *   1  WON      back  stake 10 @ 2   net +10
 *   2  PENDING  back  stake 30 @ 1.5 net 0
 *   3  PENDING  lay   stake 10 @ 2.5, liability 15 (10 × 1.5), net 0
 * Settled only: staked 10, net +10 → ROI +100.00 %, 1 won of 1 settled → 100 %.
 * (Counting the open stakes would give 10 / 55 = 18.18 % and 1 of 3 = 33 %.)
 * Open: 2 bets, 30 + 15 (the lay's liability) = €45.00 at stake.
 */
const MIXED = [
  bet({ Id: 1, PlacedDate: '2025-03-01T12:00:00.000Z' }),
  bet({
    Id: 2,
    PlacedDate: '2025-03-02T12:00:00.000Z',
    Status: 'PENDING',
    Odds: 1.5,
    Stake: 30,
    ActualReturn: 0,
    NetReturn: 0,
  }),
  bet({
    Id: 3,
    PlacedDate: '2025-03-03T12:00:00.000Z',
    Source: 'betfair-exchange-api',
    Status: 'PENDING',
    Side: 'LAY',
    Odds: 2.5,
    Stake: 10,
    Liability: 15,
    ActualReturn: 0,
    NetReturn: 0,
  }),
];

describe('open bets in the history', { timeout: 30_000 }, () => {
  it('shows them apart: an Open badge, their own figure, ROI and win % over settled bets', async () => {
    await openHistory(historyApi(MIXED));

    expect(within(rowOf(2)).getByTestId('bet-status')).toHaveTextContent('Open');
    expect(within(rowOf(3)).getByTestId('bet-status')).toHaveTextContent('Open');
    expect(within(rowOf(1)).getByTestId('bet-status')).toHaveTextContent('Won');

    expect(shown('summary-total-stake')).toBe('€10.00');
    expect(shown('summary-net-return')).toBe('+€10.00');
    expect(shown('summary-roi')).toBe('+100.00%');
    expect(shown('summary-win-percent')).toBe('100%');
    // Every bet is counted, open ones included.
    expect(shown('summary-bets')).toBe('3');
    expect(screen.getByTestId('history-open-figure')).toHaveTextContent(
      'Open: 2 bets, €45.00 at stake',
    );
  });

  it('says it in Spanish, one bet in the singular', async () => {
    const { user } = await openHistory(historyApi(MIXED.slice(0, 2)));
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await waitFor(() =>
      expect(screen.getByTestId('history-open-figure')).toHaveTextContent(
        'Abierta: 1 apuesta, 30,00 € en juego',
      ),
    );
    expect(within(rowOf(2)).getByTestId('bet-status')).toHaveTextContent('Abierta');
  });

  it('shows no open figure when every bet is settled', async () => {
    await openHistory(historyApi(MIXED.slice(0, 1)));
    expect(screen.queryByTestId('history-open-figure')).not.toBeInTheDocument();
  });

  it('offers Open in the status filter, which keeps only the open bets', async () => {
    const { user } = await openHistory(historyApi(MIXED));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('bet-row').map((row) => row.dataset.betId)).toEqual(['3', '2']),
    );
    // Nothing settled is left: the money figures are 0, the open figure keeps both.
    expect(shown('summary-total-stake')).toBe('€0.00');
    expect(shown('summary-roi')).toBe('0.00%');
    expect(screen.getByTestId('history-open-figure')).toHaveTextContent('Open: 2 bets');
  });

  it('saves a bet as Open: the form offers Won, Lost and Open and sends PENDING', async () => {
    const openBet = bet({
      Id: 99,
      Status: 'PENDING',
      Stake: 12.5,
      Odds: 1.85,
      ActualReturn: 0,
      NetReturn: 0,
    });
    const log = new BetChangeLog(MIXED.slice(0, 1));
    const { user, fetchMock } = await openHistory(
      historyApi(
        MIXED.slice(0, 1),
        {
          'POST /api/history/add-bet-full': () => {
            log.put(openBet);
            return jsonResponse({ success: true, bet: openBet });
          },
        },
        log,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add new bet' }));
    const q = within(await screen.findByRole('dialog', { name: 'Add new bet' }));
    expect(q.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'WON',
      'LOST',
      'PENDING',
    ]);
    await user.type(q.getByRole('textbox', { name: 'Stake' }), '12.5');
    await user.type(q.getByRole('textbox', { name: 'Odds' }), '1.85');
    await user.click(q.getByRole('radio', { name: 'Open' }));
    await user.click(q.getByRole('button', { name: 'Add bet' }));

    await waitFor(() => expect(posted(fetchMock, '/api/history/add-bet-full')).toHaveLength(1));
    expect(posted(fetchMock, '/api/history/add-bet-full')[0]).toMatchObject({
      status: 'PENDING',
      stake: 12.5,
      originalOdds_decimal: 1.85,
    });
    expect(await screen.findByTestId('history-open-figure', {}, PAGE_LOAD)).toHaveTextContent(
      'Open: 1 bet, €12.50 at stake',
    );
    // The settled figures stay the settled bet's.
    expect(shown('summary-total-stake')).toBe('€10.00');
  });
});
