import type { BetView, UserProfile } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { DASHBOARD_BETS, EDGE_BETS } from '../test/dashboard-bets';

// recharts draws nothing in jsdom: the charts are lists of their labels (see dashboards.test).
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

const SLOW = { timeout: 10_000 };

const profile = (unitSize: number | null): UserProfile =>
  ({
    username: testUser.username,
    email: testUser.email,
    first_name: 'Pat',
    last_name: 'Punter',
    birth_date: null,
    gender: null,
    city: null,
    country: null,
    state: null,
    is_admin: false,
    user_id: testUser.user_id,
    unit_size: unitSize,
  }) as UserProfile;

function api(bets: BetView[], unitSize: number | null = null): Record<string, StubHandler> {
  return {
    [BET_CHANGES_ROUTE]: new BetChangeLog(bets).handler(),
    'GET /api/auth/user-profile': () => jsonResponse({ success: true, user: profile(unitSize) }),
    'GET /api/history/bankrolls': () =>
      jsonResponse({ success: true, bankrolls: [], movements: [] }),
  };
}

async function open(
  route: string,
  bets = EDGE_BETS,
  unitSize: number | null = null,
  readyTestId = 'dashboard-tabs',
) {
  const user = userEvent.setup();
  const view = renderApp({ route, user: testUser, handlers: api(bets, unitSize) });
  await screen.findByTestId(readyTestId, {}, SLOW);
  return { user, ...view };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

/** Ticks one choice of a facet in its menu, then closes the menu. */
async function tick(user: ReturnType<typeof userEvent.setup>, facet: string, name: RegExp) {
  await user.click(screen.getByTestId(`facet-${facet}`));
  const menu = await screen.findByTestId(`facet-${facet}-choices`);
  await user.click(within(menu).getByRole('checkbox', { name }));
  await user.keyboard('{Escape}');
}

describe('Edge tab', { timeout: 30_000 }, () => {
  it('shows the closing-line value of the settled bets with closing odds', async () => {
    await open('/dashboards?tab=edge');
    // CLVs +0.0526, 0, +0.20 (bet 4 void, bet 5 without a close): mean 0.2526 ÷ 3 = +8.4 %
    expect(text('edge-average-clv')).toBe('+8.4%');
    // 2 of 3 beat the close (a CLV of 0 does not)
    expect(text('edge-beat-close')).toBe('66.7%');
    // 10 € × 0.0526 + 20 € × 0 + 5 € × 0.20 = 0.526 + 1.00 = 1.53 €; actual 10 − 20 + 10 = 0
    expect(text('edge-expected')).toBe('+€1.53');
    expect(text('edge-actual')).toBe('€0.00');
    // Another set than Overall's net (−€8.00): its label and hint say which (issue 32).
    expect(screen.getByTestId('panel-edge')).toHaveTextContent(
      'Actual profit, bets with closing odds',
    );
    expect(screen.getByTestId('panel-edge')).toHaveTextContent(
      'On the 3 settled bets with closing odds; 1 settled bet has none',
    );
    // CLV by month: January (bets 1, 2) and February (bet 3)
    const months = within(screen.getByTestId('chart-clv-months')).getAllByRole('listitem');
    expect(months.map((item) => item.textContent)).toEqual(['Jan 23', 'Feb 23']);
  });

  it('leaves free bets out of its figures, and says so', async () => {
    const free = { ...EDGE_BETS[0]!, Id: 900, FreeBet: true, NetReturn: 20, ClosingOdds: 1.5 };
    await open('/dashboards?tab=edge', [...EDGE_BETS, free]);
    // The same figures as without it (the first test): a free stake's CLV is not counted.
    expect(text('edge-average-clv')).toBe('+8.4%');
    expect(text('edge-expected')).toBe('+€1.53');
    expect(text('edge-free-bets-left-out')).toBe(
      '1 free bet is left out of these figures: its stake was not your money, so its odds promise a profit a cash bet’s do not.',
    );
  });

  it('says so when no bet has closing odds, and still judges luck or skill', async () => {
    await open('/dashboards?tab=edge', DASHBOARD_BETS);
    expect(await screen.findByTestId('edge-no-closing-odds')).toHaveTextContent('No closing odds');
    expect(screen.getByTestId('luck-sentence')).toBeInTheDocument();
  });

  it('puts luck or skill in plain words with the figures behind it', async () => {
    await open('/dashboards?tab=edge');
    // Settled with odds, void left out: bets 1, 2, 3, 5. Staked 10 + 20 + 5 + 8 = 43 €,
    // profit 10 − 20 + 10 − 8 = −8 €: ROI −8 ÷ 43 = −0.186046… → −18.60 % (every ROI signed
    // with 2 decimals), below the no-edge expectation 0. The sentence names its set.
    expect(text('luck-sentence')).toBe(
      '-18.60% ROI on the 4 won or lost bets with odds: no better than a bettor with no edge would expect at these odds.',
    );
    expect(text('luck-expected')).toBe('€0.00');
    expect(text('luck-actual')).toBe('-€8.00');
    // SD = √(10²×1 + 20²×0.8 + 5²×2 + 8²×1.5) = √566 = 23.79 €
    expect(text('luck-sd')).toBe('€23.79');
    // z = −8 ÷ 23.79 = −0.34; p = P(Z ≥ −0.336) = 0.632
    expect(text('luck-z')).toBe('-0.34');
    expect(text('luck-p')).toBe('0.632');
    // −18.6047 % ± 1.95996 × 23.7908 ÷ 43 = −18.6047 % ± 108.4396 %
    expect(text('luck-interval')).toBe('-127.04% to +89.83%');
    expect(text('luck-significance')).toBe('Never at this ROI');
    expect(text('luck-assumption')).toMatch(/^Win chances are the implied probabilities/);
    expect(text('luck-assumption')).toMatch(/Left out: 0 open, 1 void, 0 cashed out/);
    // the Overall tab carries the sentence too
    await userEvent.setup().click(screen.getByTestId('tab-overall'));
    expect(await screen.findByTestId('overall-luck-sentence')).toHaveTextContent(
      '-18.60% ROI on the 4 won or lost bets with odds',
    );
  });

  it('says how rarely a bettor with no edge does as well, and how far significance is', async () => {
    // Bet 1 alone: +10 € on 10 € at 2.00, SD 10 €, z = 1, p = 0.159, 1 ÷ p = 6.3 → "1 time in 6";
    // N = 1.645² × 100 ÷ 10² = 2.71 → 3 bets, 2 more.
    await open('/dashboards?tab=edge&tag=value&bookmaker=Bet365');
    expect(text('luck-sentence')).toBe(
      '+100.00% ROI on 1 won or lost bet with odds: a bettor with no edge does this well about 1 time in 6. Not significant yet: about 2 more bets at this ROI would make it so.',
    );
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      await open('/dashboards?tab=edge&tag=value&bookmaker=Bet365');
      expect(text('luck-sentence')).toBe(
        '+100,00\u00a0% de ROI en 1 apuesta ganada o perdida con cuota: un apostante sin ventaja lo hace así de bien 1 vez de cada 6, más o menos. Aún no es significativo: harían falta unas 2 apuestas más con este ROI.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('facets', { timeout: 30_000 }, () => {
  it('narrows every tab by a bookmaker and a tag, with counts, and keeps them in the URL', async () => {
    const { user, router } = await open('/dashboards');
    // all five: net −8 €
    expect(text('overall-net')).toBe('-€8.00');
    await user.click(screen.getByTestId('facet-bookmaker'));
    const bookmakers = await screen.findByTestId('facet-bookmaker-choices');
    // Bet365: bets 1, 2, 5; Pinnacle: 3, 4
    expect(
      within(bookmakers)
        .getAllByTestId('facet-choice')
        .map((choice) => choice.closest('.mantine-Checkbox-root')?.textContent),
    ).toEqual(['Bet3653', 'Pinnacle2']);
    await user.click(within(bookmakers).getByRole('checkbox', { name: /Bet365/ }));
    await user.keyboard('{Escape}');
    // Bet365: 10 − 20 − 8 = −18 € on 38 €
    await waitFor(() => expect(text('overall-net')).toBe('-€18.00'));
    expect(text('overall-staked')).toBe('€38.00');
    expect(text('range-count')).toBe('3 of 5 bets in this period');

    // tags among Bet365's bets: value 1 (bet 1), live 1 (bet 5), none 1 (bet 2)
    await user.click(screen.getByTestId('facet-tag'));
    const tags = await screen.findByTestId('facet-tag-choices');
    expect(
      within(tags)
        .getAllByTestId('facet-choice')
        .map((choice) => choice.closest('.mantine-Checkbox-root')?.textContent),
    ).toEqual(['live1', 'value1', 'None1']);
    await user.keyboard('{Escape}');
    await tick(user, 'tag', /value/);
    await waitFor(() => expect(text('overall-net')).toBe('+€10.00'));
    expect(router.state.location.search).toBe('?bookmaker=Bet365&tag=value');
    expect(screen.getAllByTestId('facet-pill').map((pill) => pill.textContent)).toEqual([
      'Bookmaker: Bet365',
      'Tag: value',
    ]);

    // every tab follows: Time (one month), Sport (Football only), Edge (bet 1's CLV)
    await user.click(screen.getByTestId('tab-time'));
    expect(await screen.findByTestId('best-month')).toHaveTextContent('January 2023');
    await user.click(screen.getByTestId('tab-sport'));
    await screen.findByTestId('panel-sport');
    expect(screen.getByTestId('panel-sport')).not.toHaveTextContent('Tennis');
    await user.click(screen.getByTestId('tab-edge'));
    expect(await screen.findByTestId('edge-average-clv')).toHaveTextContent('+5.3%');

    // removing a pill widens again
    await user.click(screen.getByRole('button', { name: 'Remove Tag: value' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=edge&bookmaker=Bet365'));
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user } = await open(
      '/dashboards?range=last30Days&bookmaker=Pinnacle',
      EDGE_BETS,
      null,
      'dashboards-no-bets-for-facets',
    );
    // the last 30 days hold bet 5 only, at Bet365
    expect(screen.getByTestId('dashboards-no-bets-for-facets')).toHaveTextContent(
      'No bets match these filters',
    );
    await user.click(
      within(screen.getByTestId('dashboards-no-bets-for-facets')).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    await waitFor(() => expect(text('range-count')).toBe('1 of 5 bets in this period'));
    expect(text('overall-net')).toBe('-€8.00');
  });
});

describe('units', { timeout: 30_000 }, () => {
  it('shows money in units as well as euros when the user has a unit size', async () => {
    // unit 2.50 €: net −8 € = −3.20 u; staked 93 € = 37.20 u
    const { user, router } = await open('/dashboards', EDGE_BETS, 2.5);
    const toggle = await screen.findByRole('switch', { name: 'Show units' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(text('overall-net')).toBe('-€8.00 (-3.20 u)'));
    expect(text('overall-staked')).toBe('€93.00 (37.20 u)');
    expect(router.state.location.search).toBe('?units=1');
    await user.click(screen.getByTestId('tab-edge'));
    // expected from CLV 1.53 € = 0.61 u (153 ÷ 250 = 0.612)
    expect(await screen.findByTestId('edge-expected')).toHaveTextContent('+€1.53 (+0.61 u)');
  });

  it('offers no units without a unit size', async () => {
    await open('/dashboards?units=1');
    // the switch says why it is off (its description is part of its name)
    expect(
      screen.getByRole('switch', { name: /^Show units.*Set a unit size in your profile first/ }),
    ).toBeDisabled();
    expect(text('overall-net')).toBe('-€8.00');
  });
});
