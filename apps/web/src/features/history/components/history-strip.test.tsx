import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { historyApi } from '../test/history-api';
import { activeFilterCount, NO_FILTERS } from '../hooks/use-history-filters';

/** The page is a lazy route chunk: a busy machine needs more than Testing Library's 1 s. */
const PAGE_LOAD = { timeout: 10_000 };

describe('the phone strip over the bets (issue 17)', { timeout: 30_000 }, () => {
  it('sums up the filtered bets in one line and unfolds the summary and the filters', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/history', user: testUser, handlers: historyApi() });
    const strip = await screen.findByTestId('history-strip', {}, PAGE_LOAD);

    // historyApi's four bets: stakes 10 + 20 + 5 + 50 = 85, nets 10 − 20 + 10 + 0 = 0 →
    // ROI 0 / 85 = 0.00 %.
    expect(strip).toHaveTextContent('4 bets · net €0.00 · ROI 0.00%');

    const summaryButton = screen.getByRole('button', { name: 'Summary' });
    const filtersButton = screen.getByRole('button', { name: 'Filters' });
    expect(summaryButton).toHaveAttribute('aria-expanded', 'false');
    expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    // Each button names what it folds: the summary cards, the filter bar.
    const cards = document.getElementById(summaryButton.getAttribute('aria-controls') ?? '');
    expect(cards).toContainElement(screen.getByTestId('summary-total-stake'));
    const bar = document.getElementById(filtersButton.getAttribute('aria-controls') ?? '');
    expect(bar).toContainElement(screen.getByTestId('filter-stake-min'));
    expect(bar).not.toHaveAttribute('data-open');

    await user.click(summaryButton);
    expect(summaryButton).toHaveAttribute('aria-expanded', 'true');
    expect(cards).toHaveAttribute('data-open');

    await user.click(filtersButton);
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    expect(bar).toHaveAttribute('data-open');

    // Status WON only: bets 1 (stake 10, net +10) and 3 (stake 5, net +10): 2 bets, net +20,
    // ROI 20 / 15 = 133.33 %; the button counts the one filter set.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    await waitFor(() => expect(strip).toHaveTextContent('2 bets · net +€20.00 · ROI +133.33%'));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('counts each filter that is set', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    // Stake min 0 is set (a number, not ''); max empty; two statuses count once; both dates.
    expect(
      activeFilterCount({
        stakeMin: 0,
        stakeMax: '',
        statuses: ['WON', 'LOST'],
        placedFrom: '2025-01-01',
        placedTo: '2025-02-01',
      }),
    ).toBe(4);
  });
});
