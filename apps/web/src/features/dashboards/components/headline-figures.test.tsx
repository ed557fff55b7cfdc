import type { BetView, UserProfile } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BET_CHANGES_ROUTE, BetChangeLog } from '../../../test/bet-changes-api';
import { betView, selectionView } from '../../../test/bet-views';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

// recharts draws nothing in jsdom: each chart is a list of what it would label. The pie's
// items are its slices' labels, made by the formatter the chart is given.
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
    ResultPieChart: ({
      data,
      formatLabel,
    }: {
      data: { name: string; value: number }[];
      formatLabel: (value: number) => string;
    }) => (
      <ol data-testid="chart-stub-pie">
        {data.map((datum) => (
          <li key={datum.name} data-testid="pie-slice">
            {datum.name} {formatLabel(datum.value)}
          </li>
        ))}
      </ol>
    ),
  };
});

/** Lazy route chunks and a worker's answer: a busy machine needs more than 1 s. */
const SLOW = { timeout: 10_000 };

const closed = (day: number) => `2025-03-0${day}T12:00:00.000Z`;

/**
 * One history, every screen (issue 32). Six bets, all in March 2025:
 *
 *   Id  status      sport(s)          stake  odds  closing  net    selections
 *   1   WON         Football          10     2.10  2.00     +11    none (one leg: itself)
 *   2   LOST        Football          20     1.80  1.90     −20    none
 *   3   WON         Football + Tennis  5     3.00  —        +10    2 (a double)
 *   4   VOID        Tennis             8     2.50  2.40       0    none
 *   5   CASHED_OUT  Football          12     2.00  2.20      −4    none
 *   6   PENDING     Tennis            30     1.50  —          0    none
 *
 * Headline figures (History, its strip and Overall, the same bets):
 *   bets 6 (5 settled, 1 open: €30.00 at stake); staked 10 + 20 + 5 + 8 + 12 = €55.00;
 *   net 11 − 20 + 10 + 0 − 4 = −€3.00; ROI −3 ÷ 55 = −0.054545… → −5.45 %;
 *   won 2, lost 1, void 1: win rate 2 ÷ (2 + 1) = 66.7 %, % WON 2 ÷ 5 settled = 40 %.
 * Other sets, labelled as such:
 *   Edge's actual profit: the settled bets with closing odds, voids out: 1, 2, 5 →
 *     11 − 20 − 4 = −€13.00 (bet 3 has no close);
 *   the luck sentence: won or lost bets with odds: 1, 2, 3 (the void, the cash-out and the
 *     open bet left out) → staked 35, profit +1, ROI 1 ÷ 35 = 0.028571… → +2.86 %.
 */
const BETS: BetView[] = [
  betView({ Id: 1, PlacedDate: closed(1), Odds: 2.1, ClosingOdds: 2, Stake: 10, NetReturn: 11 }),
  betView({
    Id: 2,
    PlacedDate: closed(2),
    Status: 'LOST',
    Odds: 1.8,
    ClosingOdds: 1.9,
    Stake: 20,
    ActualReturn: 0,
    NetReturn: -20,
  }),
  betView({
    Id: 3,
    PlacedDate: closed(3),
    BetType: 'DBL',
    Sport: 'Unknown',
    Odds: 3,
    Stake: 5,
    ActualReturn: 15,
    NetReturn: 10,
    Selections: [
      selectionView({ Sport: 'Football', Competition: 'LaLiga', Odds: 1.5 }),
      selectionView({ Sport: 'Tennis', Competition: 'ATP Madrid', Odds: 2 }),
    ],
  }),
  betView({
    Id: 4,
    PlacedDate: closed(4),
    Sport: 'Tennis',
    Competition: 'ATP Madrid',
    Status: 'VOID',
    Odds: 2.5,
    ClosingOdds: 2.4,
    Stake: 8,
    ActualReturn: 8,
    NetReturn: 0,
  }),
  betView({
    Id: 5,
    PlacedDate: closed(5),
    Status: 'CASHED_OUT',
    Odds: 2,
    ClosingOdds: 2.2,
    Stake: 12,
    ActualReturn: 8,
    NetReturn: -4,
  }),
  betView({
    Id: 6,
    PlacedDate: closed(6),
    Sport: 'Tennis',
    Competition: 'ATP Madrid',
    Status: 'PENDING',
    Odds: 1.5,
    Stake: 30,
    ActualReturn: 0,
    NetReturn: 0,
  }),
];

const profile = {
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
  unit_size: null,
} as unknown as UserProfile;

/** The one history both pages read, and what else they ask for. */
function dashboardsApi(): Record<string, StubHandler> {
  return {
    [BET_CHANGES_ROUTE]: new BetChangeLog(BETS).handler(),
    'GET /api/auth/user-profile': () => jsonResponse({ success: true, user: profile }),
    'GET /api/history/bankrolls': () =>
      jsonResponse({ success: true, bankrolls: [], movements: [] }),
    // The History page's add-bet form asks for these.
    'GET /api/history/sports': () => jsonResponse({ success: true, sports: [] }),
    'GET /api/history/competitions': () => jsonResponse({ success: true, competitions: [] }),
  };
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;

/** What the History screen shows for BETS. */
async function historyFigures() {
  const view = renderApp({ route: '/history', user: testUser, handlers: dashboardsApi() });
  await screen.findByTestId('summary-roi', {}, SLOW);
  const figures = {
    staked: shown('summary-total-stake'),
    net: shown('summary-net-return'),
    roi: shown('summary-roi'),
    roiHint: shown('summary-roi-hint'),
    bets: shown('summary-bets'),
    wonShare: shown('summary-win-percent'),
    open: shown('history-open-figure'),
    strip: shown('history-strip'),
  };
  view.unmount();
  return figures;
}

async function openDashboards(route: string) {
  const user = userEvent.setup();
  const view = renderApp({ route, user: testUser, handlers: dashboardsApi() });
  await screen.findByTestId('dashboard-tabs', {}, SLOW);
  return { user, ...view };
}

describe('one set of headline figures on every screen (issue 32)', { timeout: 60_000 }, () => {
  it('shows the same figures on History, Overall, Edge and in the luck sentence, or says which set', async () => {
    const history = await historyFigures();
    expect(history).toEqual({
      staked: '€55.00',
      net: '-€3.00',
      roi: '-5.45%',
      roiHint: 'On the 5 settled bets',
      bets: '6',
      wonShare: '40%',
      open: 'Open: 1 bet, €30.00 at stake',
      strip: expect.stringContaining('6 bets · net -€3.00 · ROI -5.45%') as unknown as string,
    });

    const { user, unmount } = await openDashboards('/dashboards');
    // Overall: the same numbers, the same texts.
    expect({
      staked: shown('overall-staked'),
      net: shown('overall-net'),
      roi: shown('overall-roi'),
      bets: shown('overall-bets'),
      winRate: shown('overall-winrate'),
    }).toEqual({
      staked: history.staked,
      net: history.net,
      roi: history.roi,
      bets: history.bets,
      // Win rate is won ÷ (won + lost), not History's % WON: 2 ÷ 3.
      winRate: '66.7%',
    });
    expect(screen.getByText('Net P/L ÷ staked, on the 5 settled bets')).toBeInTheDocument();
    expect(screen.getByText('5 settled · 1 open · 1 void')).toBeInTheDocument();
    // The luck sentence on Overall: its ROI over its own set, named, formatted as every ROI.
    expect(shown('overall-luck-sentence')).toMatch(
      /^\+2\.86% ROI on the 3 won or lost bets with odds: /,
    );

    // Edge: its actual profit is over the bets with closing odds, and says so.
    await user.click(screen.getByTestId('tab-edge'));
    const actual = await screen.findByTestId('edge-actual', {}, SLOW);
    expect(actual).toHaveTextContent('-€13.00');
    const panel = screen.getByTestId('panel-edge');
    expect(panel).toHaveTextContent('Actual profit, bets with closing odds');
    expect(panel).toHaveTextContent(
      'On the 3 settled bets with closing odds; 1 settled bet has none',
    );
    // The luck panel: the same sentence, its profit labelled as the counted bets'.
    expect(shown('luck-sentence')).toMatch(/^\+2\.86% ROI on the 3 won or lost bets with odds: /);
    expect(shown('luck-actual')).toBe('+€1.00');
    expect(shown('luck-bets')).toBe('3');
    expect(panel).toHaveTextContent('Actual profit of the bets counted');
    unmount();
  });

  it('draws the pie slices with the shares its legend shows', async () => {
    await openDashboards('/dashboards');
    // Won 2, lost 1, void 1 of 4: 50.0 %, 25.0 %, 25.0 % in both places.
    const slices = screen.getAllByTestId('pie-slice').map((slice) => slice.textContent);
    expect(slices).toEqual(['WON 50.0%', 'LOST 25.0%', 'VOID 25.0%']);
    expect(shown('result-won')).toContain('(50.0%)');
    expect(shown('result-lost')).toContain('(25.0%)');
    expect(shown('result-void')).toContain('(25.0%)');
  });

  it('totals the Sport table as bets, with their selections, where the two differ', async () => {
    await openDashboards('/dashboards?tab=sport');
    const table = await screen.findByTestId('sport-table', {}, SLOW);
    // The spec's column names stay.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sport', 'Total Bets', 'Total Staked', 'Net P/L', 'ROI (%)']);
    // Per selection, the double's stake 5 and net +10 split 2.50 / +5 to each leg:
    //   Football: bets 1, 2, 3 (its leg), 5 → 4 bets; staked 10 + 20 + 2.50 + 12 = 44.50,
    //     net 11 − 20 + 5 − 4 = −8.00, ROI −8 ÷ 44.50 = −17.98 %;
    //   Tennis: bets 3 (its leg), 4 → 2 bets; staked 2.50 + 8 = 10.50, net +5.00,
    //     ROI 5 ÷ 10.50 = +47.62 %. (Bet 6 is open: in no sport.)
    const rows = within(table)
      .getAllByTestId('figures-row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Tennis', '2', '€10.50', '+€5.00', '+47.62%'],
      ['Football', '4', '€44.50', '-€8.00', '-17.98%'],
    ]);
    // The total row: the 5 settled bets (6 legs counted per sport would say 6), Overall's
    // staked, net and ROI, and a hint saying how many selections they have (4 singles + 2).
    const total = within(table).getByTestId('figures-total');
    expect(within(total).getByTestId('figures-total-name')).toHaveTextContent('All sports');
    expect(within(total).getByTestId('figures-total-hint')).toHaveTextContent(
      '5 bets with 6 selections',
    );
    expect(within(total).getByTestId('figures-bets')).toHaveTextContent('5');
    expect(within(total).getByTestId('figures-staked')).toHaveTextContent('€55.00');
    expect(within(total).getByTestId('figures-net')).toHaveTextContent('-€3.00');
    expect(within(total).getByTestId('figures-roi')).toHaveTextContent('-5.45%');
  });

  it('says the sets in Spanish, counts and ROI in its format', async () => {
    await i18n.changeLanguage('es');
    try {
      const { unmount } = await openDashboards('/dashboards');
      await waitFor(() => expect(shown('overall-roi')).toBe('-5,45\u00a0%'));
      expect(
        screen.getByText('Beneficio neto ÷ apostado, sobre las 5 apuestas liquidadas'),
      ).toBeInTheDocument();
      expect(shown('overall-luck-sentence')).toMatch(
        /^\+2,86\u00a0% de ROI en las 3 apuestas ganadas o perdidas con cuota: /,
      );
      unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
