import type { BetView } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { bet, historyApi } from '../test/history-api';

/** The page is a lazy route chunk: a busy machine needs more than Testing Library's second. */
const PAGE_LOAD = { timeout: 10_000 };

/**
 *   1  WON      back  stake 10 @ 2    return 20  net +10
 *   2  PENDING  back  stake 30 @ 1.5  (open)
 *   3  PENDING  lay   stake 10 @ 2.5, liability 15 (open)
 */
const WON = bet({ Id: 1, PlacedDate: '2025-03-01T12:00:00.000Z' });
const OPEN_BACK = bet({
  Id: 2,
  PlacedDate: '2025-03-02T12:00:00.000Z',
  EventDescription: 'Alcaraz v Sinner',
  Status: 'PENDING',
  Odds: 1.5,
  Stake: 30,
  ActualReturn: 0,
  NetReturn: 0,
});
const OPEN_LAY = bet({
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
});

/**
 * The history API with PATCH settle for bets 1-3: each answer is `settled(id, body)`, stored
 * so the reload after it shows the bet so.
 */
function settleApi(settled: (id: number, body: Record<string, unknown>) => BetView | Response) {
  const bets = [WON, OPEN_BACK, OPEN_LAY];
  const log = new BetChangeLog(bets);
  const handlers: Record<string, StubHandler> = historyApi(bets, {}, log);
  for (const id of [1, 2, 3]) {
    handlers[`PATCH /api/history/bets/${id}/settle`] = ({ body }) => {
      const answer = settled(id, body as Record<string, unknown>);
      if (answer instanceof Response) return answer;
      log.put(answer);
      return jsonResponse({ success: true, bet: answer });
    };
  }
  return handlers;
}

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

function patched(fetchMock: ReturnType<typeof stubApi>, id: number): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url) === `/api/history/bets/${id}/settle` && init?.method === 'PATCH',
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;

describe('settling bets from the history', { timeout: 30_000 }, () => {
  it('settles an open bet as Won: PATCH settle, then the list and summary reload', async () => {
    // Won at 1.5: return 30 × 1.5 = 45, net +15.
    const { user, fetchMock } = await openHistory(
      settleApi(() => ({ ...OPEN_BACK, Status: 'WON', ActualReturn: 45, NetReturn: 15 })),
    );
    expect(screen.getByTestId('history-open-figure')).toHaveTextContent('Open: 2 bets');

    await user.click(within(rowOf(2)).getByRole('button', { name: /^Settle the bet placed on/ }));
    const q = within(await screen.findByRole('dialog', { name: 'Settle bet' }));
    expect(q.getByTestId('settle-bet-summary')).toHaveTextContent('Alcaraz v Sinner');
    expect(q.getByTestId('settle-bet-summary')).toHaveTextContent('stake €30.00 at 1.50');
    expect(q.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'WON',
      'LOST',
      'VOID',
      'CASHED_OUT',
      'HALF_WON',
      'HALF_LOST',
    ]);
    for (const name of ['Won', 'Lost', 'Void', 'Cashed out', 'Half won', 'Half lost'])
      expect(q.getByRole('radio', { name })).not.toBeChecked();

    // Nothing chosen yet: nothing is sent.
    await user.click(q.getByRole('button', { name: 'Settle' }));
    expect(await q.findByText('Choose the result')).toBeInTheDocument();
    expect(patched(fetchMock, 2)).toHaveLength(0);

    await user.click(q.getByRole('radio', { name: 'Won' }));
    expect(q.getByTestId('settle-preview')).toHaveTextContent('Return €45.00 · net +€15.00');
    // Half won: 30 × (1.5 + 1) / 2 = 37.50, net +7.50.
    await user.click(q.getByRole('radio', { name: 'Half won' }));
    expect(q.getByTestId('settle-preview')).toHaveTextContent('Return €37.50 · net +€7.50');
    await user.click(q.getByRole('radio', { name: 'Won' }));
    await user.click(q.getByRole('button', { name: 'Settle' }));

    await findToast('Bet settled!');
    expect(patched(fetchMock, 2)).toEqual([{ status: 'WON' }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settle bet' })).not.toBeInTheDocument(),
    );
    // Reloaded: bet 2 is Won; bets 1 and 2 settled → stake 40, net +25, ROI 62.50 %.
    await waitFor(() =>
      expect(within(rowOf(2)).getByTestId('bet-status')).toHaveTextContent('Won'),
    );
    expect(within(rowOf(2)).getByTestId('bet-net')).toHaveTextContent('+€15.00');
    expect(shown('summary-total-stake')).toBe('€40.00');
    expect(shown('summary-net-return')).toBe('+€25.00');
    expect(shown('summary-roi')).toBe('+62.50%');
    // The lay is still open: 1 bet, its liability at stake.
    expect(screen.getByTestId('history-open-figure')).toHaveTextContent(
      'Open: 1 bet, €15.00 at stake',
    );
  });

  it('asks for the amount of a cash-out and sends it in euros', async () => {
    const { user, fetchMock } = await openHistory(
      settleApi(() => ({
        ...OPEN_BACK,
        Status: 'CASHED_OUT',
        ActualReturn: 7.4,
        NetReturn: -22.6,
      })),
    );
    await user.click(within(rowOf(2)).getByTestId('settle-bet'));
    const q = within(await screen.findByRole('dialog', { name: 'Settle bet' }));
    await user.click(q.getByRole('radio', { name: 'Cashed out' }));
    await user.click(q.getByRole('button', { name: 'Settle' }));
    expect(await q.findByText('Enter what the cash-out returned')).toBeInTheDocument();
    expect(patched(fetchMock, 2)).toHaveLength(0);

    await user.type(q.getByRole('textbox', { name: 'Amount returned' }), '7.4');
    // 7.40 back on a 30 stake: net −22.60.
    expect(q.getByTestId('settle-preview')).toHaveTextContent('Return €7.40 · net -€22.60');
    await user.click(q.getByRole('button', { name: 'Settle' }));
    await findToast('Bet settled!');
    expect(patched(fetchMock, 2)).toEqual([{ status: 'CASHED_OUT', cashOut: 7.4 }]);
  });

  it("previews a lay's money on its liability, before the exchange's commission", async () => {
    const { user } = await openHistory(settleApi(() => OPEN_LAY));
    await user.click(within(rowOf(3)).getByTestId('settle-bet'));
    const q = within(await screen.findByRole('dialog', { name: 'Settle bet' }));
    // The lay won (the selection lost): it keeps the backer's 10; 15 + 10 = 25 back.
    await user.click(q.getByRole('radio', { name: 'Won' }));
    expect(q.getByTestId('settle-preview')).toHaveTextContent(
      'Return €25.00 · net +€10.00 before commission',
    );
    // The lay lost: the liability goes.
    await user.click(q.getByRole('radio', { name: 'Lost' }));
    expect(q.getByTestId('settle-preview')).toHaveTextContent('Return €0.00 · net -€15.00');
    // Half lost: 15 / 2 = 7.50 lost.
    await user.click(q.getByRole('radio', { name: 'Half lost' }));
    expect(q.getByTestId('settle-preview')).toHaveTextContent('Return €7.50 · net -€7.50');
  });

  it("corrects a settled bet's result, starting from the one it has", async () => {
    const { user, fetchMock } = await openHistory(
      settleApi(() => ({ ...WON, Status: 'LOST', ActualReturn: 0, NetReturn: -10 })),
    );
    await user.click(
      within(rowOf(1)).getByRole('button', { name: /^Correct the result of the bet placed on/ }),
    );
    const q = within(await screen.findByRole('dialog', { name: 'Correct the result' }));
    expect(q.getByRole('radio', { name: 'Won' })).toBeChecked();
    await user.click(q.getByRole('radio', { name: 'Lost' }));
    expect(q.getByTestId('settle-preview')).toHaveTextContent('Return €0.00 · net -€10.00');
    await user.click(q.getByRole('button', { name: 'Save the result' }));
    await findToast('Bet settled!');
    expect(patched(fetchMock, 1)).toEqual([{ status: 'LOST' }]);
    await waitFor(() =>
      expect(within(rowOf(1)).getByTestId('bet-status')).toHaveTextContent('Lost'),
    );
  });

  it("keeps the dialog open with the server's field error under its field", async () => {
    const { user } = await openHistory(
      settleApi(() =>
        jsonResponse(
          {
            success: false,
            message: 'Invalid cashOut: amountTooHigh',
            code: 'VALIDATION_ERROR',
            errors: [{ field: 'cashOut', message: 'amountTooHigh' }],
          },
          400,
        ),
      ),
    );
    await user.click(within(rowOf(2)).getByTestId('settle-bet'));
    const q = within(await screen.findByRole('dialog', { name: 'Settle bet' }));
    await user.click(q.getByRole('radio', { name: 'Cashed out' }));
    await user.type(q.getByRole('textbox', { name: 'Amount returned' }), '99');
    await user.click(q.getByRole('button', { name: 'Settle' }));
    expect(await q.findByText('The amount is too high')).toBeInTheDocument();
    await findToast('The bet was not settled');
    expect(screen.getByRole('dialog', { name: 'Settle bet' })).toBeInTheDocument();
  });

  it('says in Spanish why a bet without odds cannot be settled', async () => {
    const { user } = await openHistory(
      settleApi(() =>
        jsonResponse(
          {
            success: false,
            message:
              'This bet has no odds, so its winnings cannot be worked out: add its odds first.',
            code: 'CANNOT_SETTLE',
          },
          400,
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await user.click(
      within(rowOf(2)).getByRole('button', { name: /^Liquidar la apuesta realizada el/ }),
    );
    const q = within(await screen.findByRole('dialog', { name: 'Liquidar apuesta' }));
    await user.click(q.getByRole('radio', { name: 'Ganada' }));
    // 30 × 1,5 = 45; neto +15.
    expect(q.getByTestId('settle-preview')).toHaveTextContent('Retorno 45,00 € · neto +15,00 €');
    await user.click(q.getByRole('button', { name: 'Liquidar' }));
    const toast = await findToast('No se ha liquidado la apuesta');
    expect(toast).toHaveTextContent('Esta apuesta no tiene cuota');
  });
});
