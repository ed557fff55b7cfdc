import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { deferredResponse, jsonResponse } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { settled, stake, stakesApi } from '../test/stakes-api';

/** The lazy route and two queries: generous when the machine is busy. */
const SLOW = { timeout: 5_000 };

const shown = (testId: string) => screen.getByTestId(testId).textContent;

function cardsIn(sectionTestId: string): HTMLElement[] {
  return within(screen.getByTestId(sectionTestId)).queryAllByTestId('stake-card');
}

/**
 * Six settled stakes, sent newest first as the API does. Streaks follow the placement time:
 *
 *   placed        result      stake  payout  profit
 *   2025-06-20    won         10.00   25.00  +15.00
 *   2025-06-21    won         20.00   36.00  +16.00
 *   2025-06-22    lost        15.00    0.00  −15.00
 *   2025-06-23    void        10.00   10.00    0.00
 *   2025-06-24    won         25.00   50.00  +25.00
 *   2025-06-24    cashed_out  20.00   12.00   −8.00  (placed later that day)
 */
const HISTORY = [
  settled('cashed_out', {
    bet_placed_at: '2025-06-24T18:00:00.000Z',
    stake_amount: 20,
    payout_amount: 12,
    event_description: 'Alcaraz v Sinner',
  }),
  settled('won', {
    bet_placed_at: '2025-06-24T12:00:00.000Z',
    stake_amount: 25,
    potential_winnings: 50,
  }),
  settled('void', { bet_placed_at: '2025-06-23T12:00:00.000Z', stake_amount: 10 }),
  settled('lost', { bet_placed_at: '2025-06-22T12:00:00.000Z', stake_amount: 15 }),
  settled('won', {
    bet_placed_at: '2025-06-21T12:00:00.000Z',
    stake_amount: 20,
    potential_winnings: 36,
  }),
  settled('won', {
    bet_placed_at: '2025-06-20T12:00:00.000Z',
    stake_amount: 10,
    potential_winnings: 25,
  }),
];

describe('stakes page', { timeout: 30_000 }, () => {
  it("shows skeletons while loading, then today's cards with image, details, odds and stake", async () => {
    const today = deferredResponse();
    const withImage = stake({
      event_description: 'Real Madrid v Barcelona',
      image_path: '0123456789abcdef0123456789abcdef.png',
      bet_details: 'Real Madrid to win\nBoth teams to score',
      total_odds: 2.1,
      stake_amount: 20,
      potential_winnings: 42,
    });
    const legacyPath = stake({
      event_description: 'Nadal v Djokovic',
      image_path: 'public/stakes/legacy slip.jpg',
      status: 'pending',
      total_odds: 1.85,
      stake_amount: 12.5,
    });
    renderApp({
      route: '/stakes',
      user: testUser,
      handlers: stakesApi([], [], {
        'GET /api/history/stakes/today': () => today.promise,
      }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tipster stakes' }, SLOW),
    ).toBeVisible();
    expect(within(screen.getByTestId('stakes-today')).getByTestId('stakes-loading')).toBeVisible();
    today.resolve(jsonResponse([withImage, legacyPath]));

    await waitFor(() => expect(cardsIn('stakes-today')).toHaveLength(2), SLOW);
    const [first, second] = cardsIn('stakes-today');
    expect(first).toHaveAttribute('data-stake-id', String(withImage.stake_id));
    const q = within(first!);
    expect(q.getByTestId('stake-event')).toHaveTextContent('Real Madrid v Barcelona');
    expect(q.getByTestId('stake-image')).toHaveAttribute(
      'src',
      '/stakes/0123456789abcdef0123456789abcdef.png',
    );
    expect(q.getByTestId('stake-status')).toHaveTextContent('In progress');
    expect(q.getByTestId('stake-details')).toHaveTextContent('Real Madrid to win');
    expect(q.getByTestId('stake-odds')).toHaveTextContent('2.10');
    expect(q.getByTestId('stake-amount')).toHaveTextContent('€20.00');
    expect(q.getByTestId('stake-potential')).toHaveTextContent('€42.00');
    expect(q.getByTestId('stake-placed')).toHaveTextContent(/^Placed \d{2}\/06\/2025/);

    // docs/product.md §7: a stored 'public/stakes/…' path loads without its 'public/' prefix.
    const r = within(second!);
    expect(r.getByTestId('stake-image')).toHaveAttribute('src', '/stakes/legacy%20slip.jpg');
    expect(r.getByTestId('stake-status')).toHaveTextContent('Pending');
    expect(r.queryByTestId('stake-details')).not.toBeInTheDocument();
    expect(r.getByTestId('stake-amount')).toHaveTextContent('€12.50');

    expect(await screen.findByText('No stake history.', {}, SLOW)).toBeVisible();
    expect(shown('stakes-today-count')).toBe('2 stakes');

    // The thumbnail opens the whole slip.
    const user = userEvent.setup();
    await user.click(
      q.getByRole('button', { name: 'Open the bet slip of Real Madrid v Barcelona' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Real Madrid v Barcelona' });
    expect(
      within(dialog).getByRole('img', { name: 'Bet slip: Real Madrid v Barcelona' }),
    ).toHaveAttribute('src', '/stakes/0123456789abcdef0123456789abcdef.png');
  });

  it('shows the history with its counters, result colours and the statistics strip', async () => {
    renderApp({ route: '/stakes', user: testUser, handlers: stakesApi([], HISTORY) });

    await waitFor(() => expect(cardsIn('stakes-history')).toHaveLength(6), SLOW);
    expect(await screen.findByText('No stakes for today.', {}, SLOW)).toBeVisible();

    // 6 settled: 3 won, 1 lost; win % = 3 / (3 + 1) = 75.0 % (void and cash-out excluded).
    expect(shown('stake-counter-total')).toBe('6');
    expect(shown('stake-counter-won')).toBe('3');
    expect(shown('stake-counter-lost')).toBe('1');
    expect(shown('stake-counter-winrate')).toBe('75.0%');

    // Profit 15 + 16 − 15 + 0 + 25 − 8 = 33; best run won, won = 2; newest won/lost is a win
    // (the cash-out after it does not count) → 1 win; average stake 100 / 6 = 16.67.
    const stats = within(screen.getByTestId('stake-stats'));
    expect(stats.getByText('Total bets')).toBeVisible();
    expect(shown('stake-stat-total-bets')).toBe('6');
    expect(stats.getByText('Win rate')).toBeVisible();
    expect(shown('stake-stat-win-rate')).toBe('75.0%');
    expect(stats.getByText('Total profit')).toBeVisible();
    expect(shown('stake-stat-total-profit')).toBe('+€33.00');
    expect(stats.getByText('Best streak')).toBeVisible();
    expect(shown('stake-stat-best-streak')).toBe('2 wins');
    expect(stats.getByText('Current streak')).toBeVisible();
    expect(shown('stake-stat-current-streak')).toBe('1 win');
    expect(stats.getByText('Avg bet size')).toBeVisible();
    expect(shown('stake-stat-average-stake')).toBe('€16.67');

    // Newest first, each with its final result: won green, lost red, others neutral/blue.
    const results = cardsIn('stakes-history').map((card) =>
      within(card).getByTestId('stake-result'),
    );
    expect(results.map((badge) => badge.textContent)).toEqual([
      'Cashed out',
      'Won',
      'Void',
      'Lost',
      'Won',
      'Won',
    ]);
    const colour = (badge: HTMLElement) => badge.style.getPropertyValue('--badge-color');
    expect(colour(results[1]!)).toContain('green');
    expect(colour(results[3]!)).toContain('red');
    expect(colour(results[2]!)).toContain('gray');
    expect(colour(results[0]!)).toContain('blue');

    const cashedOut = within(cardsIn('stakes-history')[0]!);
    expect(cashedOut.getByTestId('stake-payout')).toHaveTextContent('€12.00');
    expect(cashedOut.getByTestId('stake-profit')).toHaveTextContent('-€8.00');
    expect(within(cardsIn('stakes-history')[1]!).getByTestId('stake-profit')).toHaveTextContent(
      '+€25.00',
    );
  });

  it('says so when both lists are empty: zero counts, a dash for every rate, streak and average', async () => {
    renderApp({ route: '/stakes', user: testUser, handlers: stakesApi([], []) });

    expect(await screen.findByText('No stakes for today.', {}, SLOW)).toBeVisible();
    expect(await screen.findByText('No stake history.', {}, SLOW)).toBeVisible();
    expect(shown('stake-counter-total')).toBe('0');
    expect(shown('stake-stat-total-bets')).toBe('0');
    // The dash on screen, words for screen readers: never "0.0%" or "0 wins" for no stakes.
    for (const testId of [
      'stake-counter-winrate',
      'stake-stat-win-rate',
      'stake-stat-total-profit',
      'stake-stat-best-streak',
      'stake-stat-current-streak',
      'stake-stat-average-stake',
    ]) {
      expect(shown(testId), testId).toBe('—No figure yet');
    }
  });

  it('shows a card without an image without any image box, and a broken image as one line', async () => {
    renderApp({
      route: '/stakes',
      user: testUser,
      handlers: stakesApi(
        [
          stake({ event_description: 'No slip', image_path: null }),
          stake({ event_description: 'Lost slip', image_path: 'gone.png' }),
        ],
        [],
      ),
    });

    await waitFor(() => expect(cardsIn('stakes-today')).toHaveLength(2), SLOW);
    const [noSlip, lostSlip] = cardsIn('stakes-today').map((card) => within(card));
    expect(noSlip!.queryByRole('img')).not.toBeInTheDocument();
    expect(noSlip!.queryByTestId('stake-image-broken')).not.toBeInTheDocument();
    expect(noSlip!.queryByText('No bet slip image')).not.toBeInTheDocument();
    // Each card keeps its own height in the grid's row: one without an image is not stretched
    // to the height of one with (issue 32).
    for (const card of cardsIn('stakes-today')) {
      expect(getComputedStyle(card).alignSelf).toBe('start');
    }

    fireEvent.error(lostSlip!.getByTestId('stake-image'));
    expect(await lostSlip!.findByTestId('stake-image-broken')).toHaveTextContent(
      'The image could not be loaded',
    );
    expect(lostSlip!.queryByRole('button', { name: /Open the bet slip/ })).not.toBeInTheDocument();
  });

  it('says when a list cannot be loaded and loads it again on retry', async () => {
    let failing = true;
    renderApp({
      route: '/stakes',
      user: testUser,
      handlers: stakesApi([], HISTORY, {
        'GET /api/history/stakes/today': () =>
          failing
            ? jsonResponse({ success: false, message: 'Boom', code: 'INTERNAL' }, 500)
            : jsonResponse([stake({ event_description: 'Late pick' })]),
      }),
    });

    const error = await screen.findByTestId('stakes-load-error', {}, SLOW);
    expect(error).toHaveTextContent('The stakes could not be loaded');
    // The history loads on its own.
    expect(cardsIn('stakes-history')).toHaveLength(6);

    failing = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardsIn('stakes-today')).toHaveLength(1), SLOW);
    expect(screen.queryByTestId('stakes-load-error')).not.toBeInTheDocument();
  });

  it('formats in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderApp({
      route: '/stakes',
      user: testUser,
      handlers: stakesApi([stake({ stake_amount: 1234.5, total_odds: 1.5 })], HISTORY),
    });

    await waitFor(() => expect(cardsIn('stakes-today')).toHaveLength(1), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Apuestas del tipster' })).toBeVisible();
    expect(within(cardsIn('stakes-today')[0]!).getByTestId('stake-amount')).toHaveTextContent(
      '1.234,50 €',
    );
    expect(shown('stake-counter-winrate')).toBe('75,0\u00a0%');
    expect(shown('stake-stat-best-streak')).toBe('2 ganadas');
  });
});
