import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { bet, historyApi } from '../test/history-api';

const PAGE_LOAD = { timeout: 10_000 };

/**
 *   1  exchange lay of 10 @ 2.5 that won (the selection lost): liability 15, gross +10,
 *      5 % commission 0.50 → net +9.50
 *   2  exchange back of 20 @ 1.25 that won: gross +5, commission 0.25, no liability given
 *   3  a sportsbook single: no side, no exchange details
 */
const BETS = [
  bet({
    Id: 1,
    PlacedDate: '2025-03-03T12:00:00.000Z',
    Source: 'betfair-exchange-api',
    Side: 'LAY',
    Odds: 2.5,
    Stake: 10,
    Liability: 15,
    ActualReturn: 24.5,
    NetReturn: 9.5,
    GrossProfit: 10,
    Commission: 0.5,
  }),
  bet({
    Id: 2,
    PlacedDate: '2025-03-02T12:00:00.000Z',
    Source: 'betfair-exchange-web',
    Side: 'BACK',
    Odds: 1.25,
    Stake: 20,
    ActualReturn: 24.75,
    NetReturn: 4.75,
    GrossProfit: 5,
    Commission: 0.25,
  }),
  bet({ Id: 3, PlacedDate: '2025-03-01T12:00:00.000Z', Source: 'betfair-sportsbook' }),
];

function rowOf(id: number): HTMLElement {
  const row = screen.getAllByTestId('bet-row').find((r) => r.dataset.betId === String(id));
  if (!row) throw new Error(`no row for bet ${id}`);
  return row;
}

/** Issue 32: an exchange bet's details fold out beneath its one-line row. */
async function detailsOf(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.click(within(rowOf(id)).getByTestId('bet-fold'));
  return rowOf(id).nextElementSibling as HTMLElement;
}

async function openHistory() {
  const user = userEvent.setup();
  renderApp({ route: '/history', user: testUser, handlers: historyApi(BETS) });
  await screen.findByTestId('bets-table', {}, PAGE_LOAD);
  return user;
}

describe('exchange details in the history', { timeout: 30_000 }, () => {
  it('shows side, liability, gross profit and commission of exchange bets only', async () => {
    const user = await openHistory();
    const lay = within(
      within(await detailsOf(user, 1)).getByRole('group', { name: 'Exchange details' }),
    );
    expect(lay.getByTestId('bet-side')).toHaveTextContent('Lay');
    expect(lay.getByTestId('bet-liability')).toHaveTextContent('Liability €15.00');
    expect(lay.getByTestId('bet-gross-profit')).toHaveTextContent('Gross profit +€10.00');
    expect(lay.getByTestId('bet-commission')).toHaveTextContent('Commission €0.50');

    const back = within(within(await detailsOf(user, 2)).getByTestId('bet-exchange'));
    expect(back.getByTestId('bet-side')).toHaveTextContent('Back');
    // The source gave no liability: none is shown.
    expect(back.queryByTestId('bet-liability')).not.toBeInTheDocument();
    expect(back.getByTestId('bet-gross-profit')).toHaveTextContent('+€5.00');
    expect(back.getByTestId('bet-commission')).toHaveTextContent('€0.25');

    // Not an exchange bet: nothing to fold out.
    expect(within(rowOf(3)).queryByTestId('bet-fold')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('bet-exchange')).toHaveLength(2);
  });

  it('names them in Spanish', async () => {
    const user = await openHistory();
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await screen.findByRole('columnheader', { name: /Cuota/ });
    const lay = within(
      await within(await detailsOf(user, 1)).findByRole('group', { name: 'Detalles del exchange' }),
    );
    expect(lay.getByTestId('bet-side')).toHaveTextContent('En contra');
    expect(lay.getByTestId('bet-liability')).toHaveTextContent('Riesgo 15,00 €');
    expect(lay.getByTestId('bet-gross-profit')).toHaveTextContent('Beneficio bruto +10,00 €');
    expect(lay.getByTestId('bet-commission')).toHaveTextContent('Comisión 0,50 €');
    expect(within(await detailsOf(user, 2)).getByTestId('bet-side')).toHaveTextContent('A favor');
  });
});
